import type { StatusPatchBody } from '@fikra/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type IdeaWithHistory, storeSavedIdea } from '../../../api/idea';
import { api } from '../../../lib/api';
import { invalidate, queryKeys } from '../../../lib/queryKeys';

/** Saves every changed stage together, all or nothing (PATCH /v1/idea-crud/:id/status); the idea comes back whole. */
export const updateStages = ({ id, body }: { id: string; body: StatusPatchBody }) =>
  api.patch<IdeaWithHistory>(`/idea-crud/${id}/status`, body);

export const useUpdateStages = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateStages,
    onSuccess: async (saved) => {
      await storeSavedIdea(client, saved);
      await invalidate(client, queryKeys.ideaQueue);
    },
  });
};
