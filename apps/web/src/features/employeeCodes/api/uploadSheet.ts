import type { EmployeeCodeRow, EmployeeSheetOutput } from '@fikra/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidate, queryKeys } from '../../../lib/queryKeys';

/** Spec §7: create the sheet record from the file, then load its rows (replacing the previous codes). */
export async function uploadSheet({ fileId, rows }: { fileId: string; rows: EmployeeCodeRow[] }) {
  const sheet = await api.post<EmployeeSheetOutput>('/employee-sheet', { fileId });
  return api.post<{ message: string; count: number }>('/employee-sheet/createMany', { sheetId: sheet._id, data: rows });
}

/** A new sheet changes the sheet shown and every code looked up from it. */
export const useUploadSheet = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: uploadSheet, onSuccess: () => invalidate(client, queryKeys.employeeCodes) });
};
