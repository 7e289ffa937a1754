import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** PUT /v1/User/:id/password (ADMIN): the user's sessions end. */
export const useSetUserPassword = (id: string) =>
  useMutation({
    mutationFn: (password: string) => api.put<{ message: string; _id: string }>(`/User/${id}/password`, { password }),
  });
