import type { QueryClient } from '@tanstack/react-query';
import { invalidate, queryKeys } from '../../../lib/queryKeys';

/** Query keys of master-data lists and records, under the master-data root (the names dropdowns share it). */
export const masterDataKeys = {
  list: (kind: string, params: object) => [...queryKeys.masterData, kind, 'list', params] as const,
  record: (kind: string, id: string) => [...queryKeys.masterData, kind, 'record', id] as const,
};

/** A master-data write changes the kind's lists and every dropdown, and the names that ideas and users show. */
export const afterMasterDataWrite = (client: QueryClient) =>
  invalidate(client, queryKeys.masterData, queryKeys.ideas, queryKeys.users);
