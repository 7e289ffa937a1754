import type { IdeaHistoryEntry } from '@fikra/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ideaQueryOptions } from '../../../api/idea';
import { api } from '../../../lib/api';

/** The idea's history, oldest first (GET /v1/idea-crud/:id/history). */
export const getIdeaHistory = (id: string) =>
  api.get<{ data: IdeaHistoryEntry[] }>(`/idea-crud/${id}/history`).then((r) => r.data);

/** Under the idea's own key, so whatever refreshes the idea refreshes its history. */
export const ideaHistoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...ideaQueryOptions(id).queryKey, 'history'], queryFn: () => getIdeaHistory(id) });

export const useIdeaHistory = (id: string) => useQuery(ideaHistoryQueryOptions(id));
