import type { IdeaOutput } from '@fikra/shared';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { invalidate, queryKeys } from '../lib/queryKeys';

/** One idea (GET /v1/idea-crud/:id). */
export const getIdea = (id: string) => api.get<IdeaOutput>(`/idea-crud/${id}`);

/**
 * Edit pages work on a snapshot: no background refetch, so the version an edit started from stays the one it
 * is saved with (someone else's change then surfaces as STALE_VERSION, never a silent overwrite).
 */
export const ideaQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...queryKeys.ideas, 'one', id], queryFn: () => getIdea(id), staleTime: Number.POSITIVE_INFINITY });

export const useIdea = (id: string) => useQuery(ideaQueryOptions(id));

/**
 * After a write that answered with the saved idea: it becomes the cached copy (an open edit page carries on
 * from it without a refetch), and every list, score and count that shows ideas is refreshed when next shown.
 */
export async function storeSavedIdea(client: QueryClient, saved: IdeaOutput) {
  client.setQueryData(ideaQueryOptions(saved._id).queryKey, saved);
  await Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.ideas, refetchType: 'none' }),
    invalidate(client, queryKeys.ideaScores, queryKeys.analytics),
  ]);
}
