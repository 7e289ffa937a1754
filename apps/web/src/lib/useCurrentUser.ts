import type { UserOutput } from '@fikra/shared';
import { useSyncExternalStore } from 'react';
import { getStoredUser } from './session';

let cached: { raw: string | null; user: UserOutput | null } = { raw: null, user: null };

function snapshot(): UserOutput | null {
  const raw = localStorage.getItem('user');
  if (raw !== cached.raw) cached = { raw, user: getStoredUser() };
  return cached.user;
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener('fikra:user', onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener('fikra:user', onChange);
  };
}

/** The signed-in user as stored locally (the server re-checks every permission). */
export function useCurrentUser(): UserOutput | null {
  return useSyncExternalStore(subscribe, snapshot);
}

export function notifyUserChanged() {
  window.dispatchEvent(new Event('fikra:user'));
}
