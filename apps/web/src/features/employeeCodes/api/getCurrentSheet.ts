import type { EmployeeSheetOutput } from '@fikra/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';

/** The sheet in force, or null (GET /v1/employee-sheet). */
export const getCurrentSheet = () => api.get<{ data: EmployeeSheetOutput | null }>('/employee-sheet');

export const currentSheetQueryOptions = () =>
  queryOptions({ queryKey: [...queryKeys.employeeCodes, 'sheet'], queryFn: getCurrentSheet });

export const useCurrentSheet = () => useQuery(currentSheetQueryOptions());
