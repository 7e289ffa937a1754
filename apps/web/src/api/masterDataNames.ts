import { type MasterDataName, masterDataKind } from '@fikra/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, qs } from '../lib/api';
import { queryKeys } from '../lib/queryKeys';

/**
 * Every record of a master-data kind as `{ _id, name, parentIds }` (GET /<path>/names), optionally only those
 * under one parent. Kinds the public form needs are read without the token.
 */
export function getMasterDataNames(kind: string, parentId?: string) {
  const def = masterDataKind(kind);
  if (!def) throw new Error(`Unknown master-data kind ${kind}`);
  return api.get<{ data: MasterDataName[] }>(`/${def.path}/names${qs({ parentId })}`, { anonymous: def.publicNames });
}

/** Under the master-data root, so every master-data write refreshes every dropdown. */
export const masterDataNamesQueryOptions = (kind: string, parentId?: string) =>
  queryOptions({
    queryKey: [...queryKeys.masterData, 'names', kind, parentId ?? null],
    queryFn: () => getMasterDataNames(kind, parentId),
    staleTime: 5 * 60_000,
  });

export const useMasterDataNames = (kind: string, { parentId, enabled = true }: { parentId?: string; enabled?: boolean } = {}) =>
  useQuery({ ...masterDataNamesQueryOptions(kind, parentId), enabled });
