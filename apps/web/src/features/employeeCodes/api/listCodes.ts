import type { EmployeeCodeOutput, ListEnvelope } from '@fikra/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paging } from '../../../components/DataTable';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';

/** A page of the codes in force, searched by code or name (GET /v1/employee-sheet/codes). */
export const listCodes = (paging: Paging, search: string) => {
  const query = new URLSearchParams({ page: String(paging.page), limit: String(paging.limit), ...(search ? { search } : {}) });
  return api.get<ListEnvelope<EmployeeCodeOutput>>(`/employee-sheet/codes?${query}`);
};

export const useCodes = (paging: Paging, search: string) =>
  useQuery({
    queryKey: [...queryKeys.employeeCodes, 'codes', paging, search],
    queryFn: () => listCodes(paging, search),
    placeholderData: keepPreviousData,
  });
