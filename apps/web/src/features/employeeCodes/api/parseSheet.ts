import type { EmployeeCodeRow } from '@fikra/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Rows of an uploaded .xls/.xlsx, read on the server (bounded); nothing is stored yet. */
export const parseSheet = (fileId: string) =>
  api.post<{ data: EmployeeCodeRow[]; total: number }>('/employee-sheet/parse', { fileId });

export const useParseSheet = () => useMutation({ mutationFn: parseSheet });
