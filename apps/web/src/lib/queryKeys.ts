import type { QueryClient } from '@tanstack/react-query';

/**
 * The roots of every query key, one per kind of record. A query's key starts with the root of the records it
 * shows; a write invalidates the root of every kind of record it changes, so no screen keeps an old copy.
 */
export const queryKeys = {
  masterData: ['masterData'],
  ideas: ['ideas'],
  ideaScores: ['ideaScores'],
  users: ['users'],
  employeeCodes: ['employeeCodes'],
  analytics: ['analytics'],
  media: ['media'],
} as const;

export type QueryRoot = (typeof queryKeys)[keyof typeof queryKeys];

/** Marks every query under the roots stale: those on screen refetch now, the others when next shown. */
export function invalidate(client: QueryClient, ...roots: QueryRoot[]) {
  return Promise.all(roots.map((queryKey) => client.invalidateQueries({ queryKey })));
}
