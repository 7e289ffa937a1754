import type { IdeaOutput, StatusKey, UpdateStatusBody } from '@fikra/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeSavedIdea } from '../../../api/idea';
import { api } from '../../../lib/api';

export interface StatusUpdate<K extends StatusKey = StatusKey> {
  id: string;
  key: K;
  body: UpdateStatusBody<K>;
}

/** Saves one stage (PUT /v1/idea-crud/updateStatus/:id/:key) with the version the edit started from. */
export const updateStatus = ({ id, key, body }: StatusUpdate) =>
  api.put<IdeaOutput>(`/idea-crud/updateStatus/${id}/${key}`, body);

export const useUpdateStatus = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateStatus, onSuccess: (saved) => storeSavedIdea(client, saved) });
};
