import type { IdeaOutput, OplBody, OplRow } from '@fikra/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeSavedIdea } from '../../../api/idea';
import { api } from '../../../lib/api';

/** Saves the knowledge table once (PUT /v1/idea-crud/:id/opl); periods are checked by the server. */
export const saveOpl = ({ id, rows, ...body }: Omit<OplBody, 'rows'> & { id: string; rows: OplRow[] }) =>
  api.put<IdeaOutput>(`/idea-crud/${id}/opl`, { ...body, rows: rows as OplBody['rows'] } satisfies OplBody);

export const useSaveOpl = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveOpl, onSuccess: (saved) => storeSavedIdea(client, saved) });
};
