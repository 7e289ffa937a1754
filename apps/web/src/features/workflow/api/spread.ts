import type { DeclineReplicationData, IdeaOutput, ProposeReplicationsData } from '@fikra/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeSavedIdea } from '../../../api/idea';
import { api } from '../../../lib/api';
import { invalidate, queryKeys } from '../../../lib/queryKeys';

/** Proposes the idea to other units: one new idea per unit (POST /v1/idea-crud/:id/replications). */
export const useProposeReplications = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ProposeReplicationsData & { id: string }) =>
      api.post<{ data: { _id: string; ideaNumber: number }[] }>(`/idea-crud/${id}/replications`, body),
    onSuccess: () => invalidate(client, queryKeys.ideas, queryKeys.analytics),
  });
};

/** The replication's unit declines it with a reason (POST /v1/idea-crud/:id/replication/decline). */
export const useDeclineReplication = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: DeclineReplicationData & { id: string }) =>
      api.post<IdeaOutput>(`/idea-crud/${id}/replication/decline`, body),
    onSuccess: async (saved) => {
      await storeSavedIdea(client, saved);
      await invalidate(client, queryKeys.ideas);
    },
  });
};

/** The spread is complete: the original becomes Fully Replicated (POST /v1/idea-crud/:id/replications/close). */
export const useCloseSpread = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      api.post<IdeaOutput>(`/idea-crud/${id}/replications/close`, { version }),
    onSuccess: async (saved) => {
      await storeSavedIdea(client, saved);
      await invalidate(client, queryKeys.ideas);
    },
  });
};
