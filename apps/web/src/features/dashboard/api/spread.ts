import type { AnalyticsFiltersInput, SpreadFigures } from '@fikra/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, qs } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';

/** How the ideas implemented in the period spread (GET /v1/analytics/spread, issue 32), for the same filters. */
export const useSpreadFigures = (filters: AnalyticsFiltersInput) =>
  useQuery({
    queryKey: [...queryKeys.analytics, 'spread', filters],
    queryFn: () => api.get<SpreadFigures>(`/analytics/spread${qs({ ...filters })}`),
    placeholderData: keepPreviousData,
  });
