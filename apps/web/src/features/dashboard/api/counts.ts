import type { AnalyticsCount } from '@fikra/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';

/** A header count (GET /v1/analytics/<name>), within the caller's unit scope. */
export const countQuery = (what: AnalyticsCount) =>
  queryOptions({
    queryKey: [...queryKeys.analytics, 'count', what],
    queryFn: () => api.get<{ count: number }>(`/analytics/${what}`),
  });

export const useCount = (what: AnalyticsCount) => useQuery(countQuery(what));
