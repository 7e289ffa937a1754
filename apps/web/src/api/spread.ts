import type { SpreadOutput } from '@fikra/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { queryKeys } from '../lib/queryKeys';

/**
 * Where an idea came from and where it was spread (GET /v1/idea-crud/:id/replications, issue 32): the idea page's
 * Spread section and the knowledge report of a replication read it.
 */
export const getSpread = (id: string) => api.get<SpreadOutput>(`/idea-crud/${id}/replications`);

export const spreadQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...queryKeys.ideas, 'spread', id], queryFn: () => getSpread(id) });

export const useSpread = (id: string) => useQuery(spreadQueryOptions(id));
