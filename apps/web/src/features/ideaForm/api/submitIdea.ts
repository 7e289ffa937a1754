import type { IdeaSubmissionInput, IdeaSubmitted } from '@fikra/shared';
import { api } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';

/** POST /v1/idea-crud without a session; the key makes a retried send return the first result. */
export const submitIdea = ({ body, idempotencyKey }: { body: IdeaSubmissionInput; idempotencyKey: string }) =>
  api.post<IdeaSubmitted>(
    '/idea-crud',
    { lang: currentLanguage(), ...body },
    { anonymous: true, headers: { 'Idempotency-Key': idempotencyKey } },
  );

/** A random key that also works on plain-http intranet addresses (where crypto.randomUUID is missing). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `idea-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
