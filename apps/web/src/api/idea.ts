import type { IdeaHistoryEntry, IdeaOutput } from '@fikra/shared';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { invalidate, queryKeys } from '../lib/queryKeys';

/** An idea as GET /v1/idea-crud/:id returns it: the record with its history (read once, with the idea). */
export type IdeaWithHistory = IdeaOutput & { history: IdeaHistoryEntry[] };

/** One idea with its history (GET /v1/idea-crud/:id). */
export const getIdea = (id: string) => api.get<IdeaWithHistory>(`/idea-crud/${id}`);

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
export async function storeSavedIdea(client: QueryClient, saved: IdeaOutput | IdeaWithHistory) {
  const key = ideaQueryOptions(saved._id).queryKey;
  if ('history' in saved) client.setQueryData(key, saved);
  else {
    // a save that answers without the history (fields, knowledge table, one stage): keep the history shown, and
    // read the idea once more (its GET carries the entry the save added)
    client.setQueryData(key, (old) => ({ ...saved, history: old?.history ?? [] }));
    void client.invalidateQueries({ queryKey: key });
  }
  await Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.ideas, refetchType: 'none' }),
    invalidate(client, queryKeys.ideaScores, queryKeys.analytics),
  ]);
}
