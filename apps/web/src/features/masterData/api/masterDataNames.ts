import type { MasterDataKindDef, MasterDataName } from '@fikra/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { masterDataKeys } from './queryKeys';

export const getMasterDataNames = (def: MasterDataKindDef) => api.get<{ data: MasterDataName[] }>(`/${def.path}/names`);

/** Every record of a kind as `{ _id, name }`, for dropdowns. */
export const useMasterDataNames = (def: MasterDataKindDef | undefined) =>
  useQuery({
    queryKey: masterDataKeys.names(def?.kind ?? ''),
    queryFn: () => getMasterDataNames(def!),
    enabled: !!def,
  });
