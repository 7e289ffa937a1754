import type { EditUserBody, UserOutput } from '@fikra/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { invalidate, queryKeys } from '../lib/queryKeys';
import { getStoredUser, saveUser } from '../lib/session';

export type UserUpdate = Partial<Omit<EditUserBody, 'version'>> & { id: string; version: number };

/** PUT /v1/User/:id: an admin's edit of anyone, or a user's own profile (the server decides which fields). */
export const updateUser = ({ id, ...body }: UserUpdate) => api.put<UserOutput>(`/User/${id}`, body);

/** Saving the signed-in user also updates the stored copy the shell shows. */
export const useUpdateUser = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (saved) => {
      if (saved._id === getStoredUser()?._id) saveUser(saved);
      return invalidate(client, queryKeys.users);
    },
  });
};
