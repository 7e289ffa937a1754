import type { EmployeeCodeRow, EmployeeSheetOutput } from '@fikra/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const KEY = ['employee-sheet'];

/** The sheet in force (or null). */
export const useCurrentSheet = () =>
  useQuery({ queryKey: KEY, queryFn: () => api.get<{ data: EmployeeSheetOutput | null }>('/employee-sheet') });

/** Rows of an uploaded .xls/.xlsx, read on the server (bounded). */
export const parseSheet = (fileId: string) =>
  api.post<{ data: EmployeeCodeRow[]; total: number }>('/employee-sheet/parse', { fileId });
export const useParseSheet = () => useMutation({ mutationFn: parseSheet });

/** Spec §7: create the sheet record from the file, then load its rows (replacing the previous codes). */
async function uploadSheet({ fileId, rows }: { fileId: string; rows: EmployeeCodeRow[] }) {
  const sheet = await api.post<EmployeeSheetOutput>('/employee-sheet', { fileId });
  return api.post<{ message: string; count: number }>('/employee-sheet/createMany', { sheetId: sheet._id, data: rows });
}
export const useUploadSheet = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: uploadSheet, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
};
