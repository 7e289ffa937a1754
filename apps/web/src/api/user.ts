import type { UserOutput } from '@fikra/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { queryKeys } from '../lib/queryKeys';

/** One user (GET /v1/User/:id). */
export const getUser = (id: string) => api.get<UserOutput>(`/User/${id}`);

/** Fresh each time an edit starts from it, with its version. */
export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...queryKeys.users, 'one', id], queryFn: () => getUser(id), staleTime: 0 });

export const useUser = (id: string | undefined) => useQuery({ ...userQueryOptions(id ?? ''), enabled: !!id });
