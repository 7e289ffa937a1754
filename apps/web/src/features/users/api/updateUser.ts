import type { EditUserBody, UserOutput } from '@fikra/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { usersKeys } from './queryKeys';

export const updateUser = (id: string, body: EditUserBody) => api.put<UserOutput>(`/User/${id}`, { ...body, _id: id });

export const useUpdateUser = (id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EditUserBody) => updateUser(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKeys.all }),
  });
};
