import type { AnalyticsDashboard, AnalyticsFiltersInput } from '@fikra/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, downloadFile, qs } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/queryKeys';

/** Every chart's figures for the filters (GET /v1/analytics/dashboard); the server fills the default period. */
export const dashboardQuery = (filters: AnalyticsFiltersInput) =>
  queryOptions({
    queryKey: [...queryKeys.analytics, 'dashboard', filters],
    queryFn: () => api.get<AnalyticsDashboard>(`/analytics/dashboard${qs({ ...filters })}`),
    placeholderData: keepPreviousData,
  });

export const useDashboard = (filters: AnalyticsFiltersInput) => useQuery(dashboardQuery(filters));

/** The same figures as an .xlsx made on the server in the user's language (GET /v1/analytics/export). */
export const exportDashboard = (filters: AnalyticsFiltersInput & { from: string; to: string }) =>
  downloadFile(`/analytics/export${qs({ ...filters, lang: currentLanguage() })}`, `dashboard-${filters.from}-${filters.to}.xlsx`);

export const useExportDashboard = () => useMutation({ mutationFn: exportDashboard });
