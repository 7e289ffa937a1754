import { MASTER_DATA_KINDS, type MasterDataName } from '@fikra/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ideasKeys } from './queryKeys';

/** Every record of a master-data kind as `{ _id, name, parentIds }` (GET /<path>/names), for filters and the form. */
export const getMasterDataNames = (kind: string) => {
  const def = MASTER_DATA_KINDS.find((k) => k.kind === kind);
  if (!def) throw new Error(`Unknown master-data kind ${kind}`);
  return api.get<{ data: MasterDataName[] }>(`/${def.path}/names`);
};

export const useMasterDataNames = (kind: string) =>
  useQuery({ queryKey: ideasKeys.names(kind), queryFn: () => getMasterDataNames(kind), staleTime: 5 * 60_000 });
