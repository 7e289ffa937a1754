import { queryKeys } from '../../../lib/queryKeys';

/** Query keys of the users list, under the users root (one user's key is in api/user.ts). */
export const usersKeys = {
  list: (params: object) => [...queryKeys.users, 'list', params] as const,
};
