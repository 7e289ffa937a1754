import { masterDataKind, type NamedRef } from '@fikra/shared';
import { useQuery } from '@tanstack/react-query';
import { api, qs } from '../../../lib/api';

/**
 * The records of a master-data kind for a dropdown (readable without signing in), optionally only those
 * under one parent. `enabled` is false while a required parent is not chosen yet.
 */
export const useHierarchyNames = (kind: string, parentId: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: ['names', kind, parentId ?? null],
    queryFn: () => api.get<{ data: NamedRef[] }>(`/${masterDataKind(kind)?.path}/names${qs({ parentId })}`, { anonymous: true }),
    enabled,
    staleTime: 5 * 60_000,
  });
