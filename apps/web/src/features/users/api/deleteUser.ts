import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { usersKeys } from './queryKeys';

export const deleteUser = (id: string) => api.del<{ _id: string }>(`/User/${id}`);

export const useDeleteUser = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSuccess: () => client.invalidateQueries({ queryKey: usersKeys.all }) });
};
