import type { IdeaSubmissionInput, IdeaSubmitted } from '@fikra/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidate, queryKeys } from '../../../lib/queryKeys';

/** POST /v1/idea-crud without a session; the key makes a retried send return the first result. */
export const submitIdea = ({ body, idempotencyKey }: { body: IdeaSubmissionInput; idempotencyKey: string }) =>
  api.post<IdeaSubmitted>('/idea-crud', body, { anonymous: true, headers: { 'Idempotency-Key': idempotencyKey } });

/** A new idea joins the ideas lists and the dashboard's counts (for a signed-in user in this browser). */
export const useSubmitIdea = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: submitIdea, onSuccess: () => invalidate(client, queryKeys.ideas, queryKeys.analytics) });
};

/** A random key that also works on plain-http intranet addresses (where crypto.randomUUID is missing). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `idea-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
