import type { AuthResponse, UserOutput } from '@fikra/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const login = (body: { email: string; password: string }) =>
  api.post<AuthResponse>('/auth/login', body, { anonymous: true });
export const useLogin = () => useMutation({ mutationFn: login });

export interface RegisterBody {
  username: string;
  email: string;
  userCode?: string;
  password: string;
  mobile: string;
  defaultLang: 'en' | 'ar';
  factoryBusinessUnit: string;
}
export const register = (body: RegisterBody) => api.post<AuthResponse>('/auth/register', body, { anonymous: true });
export const useRegister = () => useMutation({ mutationFn: register });

export const updateUser = ({ id, ...body }: Partial<UserOutput> & { id: string; version: number }) =>
  api.put<UserOutput>(`/User/${id}`, body);
export const useUpdateProfile = () => useMutation({ mutationFn: updateUser });

export const useMe = () => useQuery({ queryKey: ['me'], queryFn: () => api.get<UserOutput>('/User/token') });
