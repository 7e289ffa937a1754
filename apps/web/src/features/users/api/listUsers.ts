import type { ListEnvelope, UserOutput } from '@fikra/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, qs } from '../../../lib/api';
import { usersKeys } from './queryKeys';

export interface UsersListParams {
  page: number;
  limit: number;
  search?: string;
}

export const listUsers = (params: UsersListParams) => api.get<ListEnvelope<UserOutput>>(`/User/all${qs({ ...params })}`);

export const useUsersList = (params: UsersListParams) =>
  useQuery({ queryKey: usersKeys.list(params), queryFn: () => listUsers(params), placeholderData: keepPreviousData });
