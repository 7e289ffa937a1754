import type { UserOutput } from '@fikra/shared';

/** The session kept in localStorage under the spec's keys: token and user (spec §9). */
const TOKEN_KEY = 'token';
const USER_KEY = 'user';

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function getStoredUser(): UserOutput | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as UserOutput) : null;
  } catch {
    return null;
  }
}

export function hasSession(): boolean {
  return !!getToken() && !!getStoredUser();
}

export function saveSession(token: string, user: UserOutput) {
  localStorage.setItem(TOKEN_KEY, token);
  saveUser(user);
}

export function saveUser(user: UserOutput) {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  window.dispatchEvent(new Event('fikra:user'));
}

export function saveToken(token: string) {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearSession() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  window.dispatchEvent(new Event('fikra:user'));
}

/** Seconds until the stored token expires (negative when expired), or null without a token. */
export function tokenSecondsLeft(token = getToken()): number | null {
  if (!token) return null;
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    return payload.exp - Date.now() / 1000;
  } catch {
    return null;
  }
}
