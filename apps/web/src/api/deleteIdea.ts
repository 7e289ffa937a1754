import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { invalidate, queryKeys } from '../lib/queryKeys';

export const deleteIdea = (id: string) => api.del<{ _id: string }>(`/idea-crud/${id}`);

/** A deletion changes the ideas lists, the scores that showed the idea and the dashboard's counts. */
export const useDeleteIdea = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteIdea,
    onSuccess: () => invalidate(client, queryKeys.ideas, queryKeys.ideaScores, queryKeys.analytics),
  });
};
