import type { EmployeeLookup } from '@fikra/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';

export type EmployeeMatch = EmployeeLookup;

/** The code sheet's name for a code and its mobile masked, or null when the sheet has no such code. */
export async function lookupEmployee(code: string): Promise<EmployeeMatch | null> {
  try {
    const res = await api.get<{ data: EmployeeMatch }>(`/employee-sheet/code/${encodeURIComponent(code)}`, { anonymous: true });
    return res.data;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** Looks a (debounced) code up; disabled while the code is empty. Under the code sheet's root: a new sheet refreshes it. */
export const useEmployeeLookup = (code: string | undefined) =>
  useQuery({
    queryKey: [...queryKeys.employeeCodes, 'code', code],
    queryFn: () => lookupEmployee(code as string),
    enabled: !!code,
    staleTime: 60_000,
    retry: false,
  });
