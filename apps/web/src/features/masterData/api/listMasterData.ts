import type { ListEnvelope, MasterDataKindDef, MasterDataRecord } from '@fikra/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, qs } from '../../../lib/api';
import { masterDataKeys } from './queryKeys';

export interface MasterDataListParams {
  page: number;
  limit: number;
  search?: string;
}

export const listMasterData = (def: MasterDataKindDef, params: MasterDataListParams) =>
  api.get<ListEnvelope<MasterDataRecord>>(`/${def.path}/all${qs({ ...params })}`);

/** One page of a kind's records, searched on both names (server-side). */
export const useMasterDataList = (def: MasterDataKindDef, params: MasterDataListParams) =>
  useQuery({
    queryKey: masterDataKeys.list(def.kind, params),
    queryFn: () => listMasterData(def, params),
    placeholderData: keepPreviousData,
  });
