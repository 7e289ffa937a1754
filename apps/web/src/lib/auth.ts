import type { AuthResponse, registerBody, UserOutput } from '@fikra/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from './api';
import { queryKeys } from './queryKeys';
import { clearSession, getStoredUser, getToken, saveSession } from './session';

/**
 * Every call that starts, renews, ends or reads the session. Starting one forgets every cached query, so
 * nothing of a previous user's is shown to the next.
 */

export type RegisterBody = z.input<typeof registerBody>;

export const login = (body: { email: string; password: string }) =>
  api.post<AuthResponse>('/auth/login', body, { anonymous: true });

export const register = (body: RegisterBody) => api.post<AuthResponse>('/auth/register', body, { anonymous: true });

/** Trades the stored (expired) token for a new one and stores the new session. */
export async function refreshSession(): Promise<AuthResponse> {
  const res = await api.put<AuthResponse>(
    '/auth/refreshToken',
    { email: getStoredUser()?.email, oldToken: getToken() },
    { anonymous: true },
  );
  saveSession(res.token, res.user);
  return res;
}

/** Ends the session on the server (best effort) and here. */
export async function logout() {
  await api.post('/auth/logout').catch(() => undefined);
  clearSession();
}

/** The signed-in user as the server has it now (GET /v1/User/token). */
export const getMe = () => api.get<UserOutput>('/User/token');
export const meQueryOptions = () => queryOptions({ queryKey: [...queryKeys.users, 'me'], queryFn: getMe });
export const useMe = () => useQuery(meQueryOptions());

function useSessionStart<B>(start: (body: B) => Promise<AuthResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: start,
    onSuccess: (res) => {
      client.clear();
      saveSession(res.token, res.user);
    },
  });
}

export const useLogin = () => useSessionStart(login);
export const useRegister = () => useSessionStart(register);
