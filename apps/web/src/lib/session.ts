import type { UserOutput } from '@fikra/shared';
import { useSyncExternalStore } from 'react';

/** The session kept in localStorage under the spec's keys: token and user (spec §9). */
const TOKEN_KEY = 'token';
const USER_KEY = 'user';
/** Tells this tab's components that the stored user changed (other tabs hear the 'storage' event). */
const USER_CHANGED = 'fikra:user';

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
  window.dispatchEvent(new Event(USER_CHANGED));
}

export function clearSession() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  window.dispatchEvent(new Event(USER_CHANGED));
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

let cached: { raw: string | null; user: UserOutput | null } = { raw: null, user: null };
function storedUserSnapshot(): UserOutput | null {
  const raw = localStorage.getItem(USER_KEY);
  if (raw !== cached.raw) cached = { raw, user: getStoredUser() };
  return cached.user;
}

function onUserChange(listener: () => void) {
  window.addEventListener('storage', listener);
  window.addEventListener(USER_CHANGED, listener);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener(USER_CHANGED, listener);
  };
}

/** The signed-in user as stored locally (the server re-checks every permission). */
export function useCurrentUser(): UserOutput | null {
  return useSyncExternalStore(onUserChange, storedUserSnapshot);
}
