import type { IdeaOutput } from '@fikra/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ideasKeys } from './queryKeys';

export const getIdea = (id: string) => api.get<IdeaOutput>(`/idea-crud/${id}`);

/**
 * The idea an edit starts from. No background refetch: the version it started from stays the one it is
 * saved with, so someone else's change surfaces as STALE_VERSION instead of being overwritten.
 */
export const useIdea = (id: string) =>
  useQuery({ queryKey: ideasKeys.idea(id), queryFn: () => getIdea(id), staleTime: Number.POSITIVE_INFINITY });
