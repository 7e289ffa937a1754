import type { EmployeeLookup } from '@fikra/shared';
import { ApiError, api } from '../../../lib/api';
import { useLoad } from '../../../lib/useLoad';

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

/** Looks a (settled) code up; nothing is asked while the code is empty. */
export const useEmployeeLookup = (code: string | undefined) =>
  useLoad(code ? `employee:${code}` : null, () => lookupEmployee(code as string));
