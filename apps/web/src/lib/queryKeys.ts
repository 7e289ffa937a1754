import type { QueryClient } from '@tanstack/react-query';

/**
 * The roots of every query key, one per kind of record. A query's key starts with the root of the records it
 * shows; a write invalidates the root of every kind of record it changes, so no screen keeps an old copy.
 * Lint holds it (lint/*.grit): a `queryKey` starts with `...queryKeys.<root>`, queries live in api/ folders, and
 * no other file names a root.
 */
export const queryKeys = {
  masterData: ['masterData'],
  ideas: ['ideas'],
  /** the decider's queue: every write that moves an idea's stage invalidates it (it sits under ideas too) */
  ideaQueue: ['ideas', 'queue'],
  ideaScores: ['ideaScores'],
  users: ['users'],
  employeeCodes: ['employeeCodes'],
  analytics: ['analytics'],
  media: ['media'],
  /** the bell, each user's e-mail choice, the delivery log and webhooks */
  notifications: ['notifications'],
  /** the plant's settings: the currency of savings, the modules in use */
  plantSettings: ['plantSettings'],
  /** the reference lists of shared domain/records.ts (countries, suppliers…), one key per kind under it; turning the module on refreshes them */
  records: ['records'],
  /** what the server tells a visitor before signing in (GET /v1/config) */
  publicConfig: ['publicConfig'],
  /** translation catalogues loaded beside the page's language (a poster speaks both) */
  i18n: ['i18n'],
} as const;

export type QueryRoot = (typeof queryKeys)[keyof typeof queryKeys];

/** Marks every query under the roots stale: those on screen refetch now, the others when next shown. */
export function invalidate(client: QueryClient, ...roots: QueryRoot[]) {
  return Promise.all(roots.map((queryKey) => client.invalidateQueries({ queryKey })));
}
