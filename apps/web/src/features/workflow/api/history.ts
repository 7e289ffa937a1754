import type { IdeaHistoryEntry } from '@fikra/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const historyKey = (id: string) => ['idea', id, 'history'] as const;

/** The idea's history, oldest first (GET /v1/idea-crud/:id/history). */
export const fetchHistory = (id: string) => api.get<{ data: IdeaHistoryEntry[] }>(`/idea-crud/${id}/history`).then((r) => r.data);
export const useIdeaHistory = (id: string) => useQuery({ queryKey: historyKey(id), queryFn: () => fetchHistory(id) });
