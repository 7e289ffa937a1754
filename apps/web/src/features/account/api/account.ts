import type { AuthResponse, PublicConfig, UserOutput } from '@fikra/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidate, queryKeys } from '../../../lib/queryKeys';
import { saveSession, saveUser } from '../../../lib/session';

/** GET /v1/config: whether the server can send reset-password e-mails. */
export const usePublicConfig = () =>
  useQuery({
    queryKey: [...queryKeys.publicConfig],
    queryFn: () => api.get<PublicConfig>('/config', { anonymous: true }),
    staleTime: 60_000,
  });

/** Changing the password keeps this session with a fresh token (the server ends the others). */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string }) =>
      api.put<AuthResponse & { message: string }>('/auth/changePassword', body),
    onSuccess: (res) => saveSession(res.token, res.user),
  });

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (email: string) => api.post<{ message: string }>('/auth/forgotPassword', { email }, { anonymous: true }),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      api.put<{ message: string }>('/auth/resetPassword', body, { anonymous: true }),
  });

/** Uploads the photo as an image file, then makes it the user's photo (null removes it). */
export const useSetProfilePhoto = (userId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (photo: Blob | null) => {
      let image: string | null = null;
      if (photo) {
        const form = new FormData();
        form.append('file', photo, photo instanceof File ? photo.name : 'photo.jpg');
        const [stored] = await api.post<{ _id: string }[]>('/file/upload?purpose=image', form);
        image = stored._id;
      }
      return api.put<UserOutput>(`/User/${userId}/image`, { image });
    },
    onSuccess: (saved) => {
      saveUser(saved);
      return invalidate(client, queryKeys.users);
    },
  });
};
