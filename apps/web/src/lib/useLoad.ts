import { useCallback, useEffect, useState } from 'react';

/**
 * A small read hook for the public pages (which carry no query library): the answer of `load` for `key`, kept
 * for the page's life so a page opened twice shows it at once, with `reload` to ask again. `key` null: nothing
 * is asked.
 */
const answers = new Map<string, unknown>();
const pending = new Map<string, Promise<unknown>>();

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

function ask<T>(key: string, load: () => Promise<T>, fresh: boolean): Promise<T> {
  const inFlight = pending.get(key);
  if (inFlight && !fresh) return inFlight as Promise<T>;
  const p = load().then(
    (value) => {
      answers.set(key, value);
      pending.delete(key);
      return value;
    },
    (err) => {
      pending.delete(key);
      throw err;
    },
  );
  pending.set(key, p);
  return p;
}

export function useLoad<T>(key: string | null, load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ key: string | null; data?: T; error?: unknown; loading: boolean }>(() => ({
    key,
    data: key ? (answers.get(key) as T | undefined) : undefined,
    loading: !!key && !answers.has(key),
  }));
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is the key's loader; the key names it
  useEffect(() => {
    if (!key) {
      setState({ key, loading: false });
      return;
    }
    let live = true;
    setState((s) => ({ key, data: s.key === key ? s.data : (answers.get(key) as T | undefined), loading: true }));
    ask(key, load, round > 0).then(
      (data) => live && setState({ key, data, loading: false }),
      (error) => live && setState((s) => ({ key, data: s.key === key ? s.data : undefined, error, loading: false })),
    );
    return () => {
      live = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const current = state.key === key;
  return {
    data: current ? state.data : undefined,
    error: current ? state.error : undefined,
    loading: current ? state.loading : !!key,
    reload,
  };
}

/** The value once it has stopped changing for `ms` (typing). */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
