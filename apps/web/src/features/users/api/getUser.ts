import type { UserOutput } from '@fikra/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { usersKeys } from './queryKeys';

export const getUser = (id: string) => api.get<UserOutput>(`/User/${id}`);

/** The user the edit form starts from (fresh, with its version). */
export const useUser = (id: string | undefined) =>
  useQuery({ queryKey: usersKeys.user(id ?? ''), queryFn: () => getUser(id!), enabled: !!id, staleTime: 0 });
