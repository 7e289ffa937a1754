import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidate, queryKeys } from '../../../lib/queryKeys';

export const deleteUser = (id: string) => api.del<{ _id: string }>(`/User/${id}`);

/** A deletion changes the users lists and the dashboard's count. */
export const useDeleteUser = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSuccess: () => invalidate(client, queryKeys.users, queryKeys.analytics) });
};
