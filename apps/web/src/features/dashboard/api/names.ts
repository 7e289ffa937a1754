import { MASTER_DATA_KINDS, type MasterDataName } from '@fikra/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * Every company or factory business unit as `{ _id, name, parentIds }` for the filters (GET /<path>/names, open
 * to every signed-in user). Kept in this feature until the shared apps/web/src/api/ master-data calls land.
 */
export const namesQuery = (kind: 'company' | 'factoryBusinessUnit') =>
  queryOptions({
    queryKey: ['masterData', 'names', kind],
    queryFn: () => api.get<{ data: MasterDataName[] }>(`/${MASTER_DATA_KINDS.find((k) => k.kind === kind)?.path}/names`),
    staleTime: 5 * 60_000,
  });

export const useNames = (kind: 'company' | 'factoryBusinessUnit') => useQuery(namesQuery(kind));
