import type { IdeaSubmissionInput } from '@fikra/shared';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { outbox } from './outbox';

/** The ideas kept on this device, live. */
export const useOutboxEntries = () => useSyncExternalStore(outbox.subscribe, outbox.entries);

const DRAFT_KEY = 'fikra-idea-draft';
const DRAFT_DELAY_MS = 400;

/** The draft kept from last time, if any (read once, when the form opens). */
export function readDraft<T>(): Partial<T> | undefined {
  try {
    const raw = localStorage.getItem(DRAFT_KEY);
    return raw ? (JSON.parse(raw) as Partial<T>) : undefined;
  } catch {
    localStorage.removeItem(DRAFT_KEY);
    return undefined;
  }
}

/**
 * What the operator has typed survives a closed tab, a restarted phone or an app update: the form's values
 * are kept in localStorage as they change and read back when the form opens again.
 */
export function useDraft<T>(values: T, { enabled }: { enabled: boolean }) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (!enabled) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => localStorage.setItem(DRAFT_KEY, JSON.stringify(values)), DRAFT_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [values, enabled]);
  return useCallback(() => {
    clearTimeout(timer.current);
    localStorage.removeItem(DRAFT_KEY);
  }, []);
}

/** Keeps an idea for sending later, then tries at once (the connection may be back already). */
export async function keepForLater(body: IdeaSubmissionInput, idempotencyKey: string) {
  await outbox.add(idempotencyKey, body);
  void outbox.send().catch(() => undefined);
}
