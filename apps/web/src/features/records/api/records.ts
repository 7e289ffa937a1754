import type { ListEnvelope, NamedRef, RecordKindDef, RecordOutput } from '@fikra/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, qs } from '../../../lib/api';
import { invalidate, queryKeys } from '../../../lib/queryKeys';

/** Every records query starts with the records root and its kind, so a write refreshes the kind's lists and dropdowns. */
const kindKey = (kind: string) => [...queryKeys.records, kind] as const;

export interface RecordListParams {
  page: number;
  limit: number;
  search?: string;
  sort?: string;
  order?: 'asc' | 'desc';
}

export const recordListQueryOptions = (def: RecordKindDef, params: RecordListParams) =>
  queryOptions({
    queryKey: [...kindKey(def.kind), 'list', params],
    queryFn: () => api.get<ListEnvelope<RecordOutput>>(`/${def.path}/all${qs({ ...params })}`),
    placeholderData: keepPreviousData,
  });

export const recordQueryOptions = (def: RecordKindDef, id: string) =>
  queryOptions({
    queryKey: [...kindKey(def.kind), 'one', id],
    queryFn: () => api.get<RecordOutput>(`/${def.path}/${id}`),
  });

/** `{ _id, name }` of a kind's records for a dropdown, optionally only those pointing at a record (`?client=`). */
export const recordNamesQueryOptions = (def: RecordKindDef, filter: Record<string, string | undefined> = {}) =>
  queryOptions({
    queryKey: [...kindKey(def.kind), 'names', filter],
    queryFn: () => api.get<{ data: NamedRef[] }>(`/${def.path}/names${qs(filter)}`),
    staleTime: 60_000,
  });

export const useRecordList = (def: RecordKindDef, params: RecordListParams) => useQuery(recordListQueryOptions(def, params));
export const useRecord = (def: RecordKindDef, id: string | undefined) =>
  useQuery({ ...recordQueryOptions(def, id ?? ''), enabled: !!id });
export const useRecordNames = (def: RecordKindDef, filter: Record<string, string | undefined>, enabled = true) =>
  useQuery({ ...recordNamesQueryOptions(def, filter), enabled });

/** Create (no id) or update (an id, and the body carries `version`) one record. */
export function useSaveRecord(def: RecordKindDef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: Record<string, unknown> }) =>
      id ? api.put<RecordOutput>(`/${def.path}/${id}`, body) : api.post<RecordOutput>(`/${def.path}`, body),
    onSuccess: () => invalidate(client, queryKeys.records),
  });
}

export function useDeleteRecord(def: RecordKindDef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.del<{ message: string }>(`/${def.path}/${id}`),
    onSuccess: () => invalidate(client, queryKeys.records),
  });
}
