import type { IdeaOutput } from '@fikra/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const ideaKey = (id: string) => ['idea', id] as const;

/** One idea (GET /v1/idea-crud/:id) for the status, score and knowledge-table pages. */
export const fetchIdea = (id: string) => api.get<IdeaOutput>(`/idea-crud/${id}`);
/**
 * Edit pages work on a snapshot: no background refetch, so the version an edit started from stays the one
 * it is saved with (a change by someone else then surfaces as STALE_VERSION, never a silent overwrite).
 */
export const useIdea = (id: string) =>
  useQuery({
    queryKey: ideaKey(id),
    queryFn: () => fetchIdea(id),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
