import type { ListEnvelope } from '@fikra/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, qs } from '../lib/api';
import { queryKeys } from '../lib/queryKeys';

/** What a user picker shows of each account. */
export interface UserOption {
  _id: string;
  username: string;
  email: string;
}

/** The first 25 accounts matching what the picker's user typed (GET /v1/User/all?search=), searched on the server. */
export const getUserOptions = (search: string) => api.get<ListEnvelope<UserOption>>(`/User/all${qs({ search, limit: 25 })}`);

/** Under the users root, so editing or deleting a user refreshes every picker. */
export const userOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...queryKeys.users, 'options', search],
    queryFn: () => getUserOptions(search),
    placeholderData: keepPreviousData,
  });

/** Every user picker (a notification's addressee, …) reads accounts through this one query. */
export const useUserOptions = (search: string) => useQuery(userOptionsQueryOptions(search));
