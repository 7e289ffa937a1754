import type { MasterDataKindDef, MasterDataRecord } from '@fikra/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { masterDataKeys } from './queryKeys';

export const getMasterData = (def: MasterDataKindDef, id: string) => api.get<MasterDataRecord>(`/${def.path}/${id}`);

/** The record an edit form starts from (fresh from the server, with its version). */
export const useMasterDataRecord = (def: MasterDataKindDef, id: string | undefined) =>
  useQuery({
    queryKey: masterDataKeys.record(def.kind, id ?? ''),
    queryFn: () => getMasterData(def, id!),
    enabled: !!id,
    staleTime: 0,
  });
