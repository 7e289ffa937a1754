import { type AnchorHTMLAttributes, type MouseEvent, useSyncExternalStore } from 'react';

/**
 * The public pages' router: a handful of addresses, so the shop-floor entry carries no router library. A link to
 * an address the public entry serves moves within the page; any other address (sign-in, admin) loads its page.
 */
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};
if (typeof window !== 'undefined') window.addEventListener('popstate', notify);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => `${window.location.pathname}${window.location.search}`;

/** The address shown (path and query), live. */
export function useLocationHref(): URL {
  const href = useSyncExternalStore(subscribe, snapshot);
  return new URL(href, window.location.origin);
}

let servedHere: (path: string) => boolean = () => false;
/** Tells the router which paths this entry draws itself. */
export function serveHere(test: (path: string) => boolean) {
  servedHere = test;
}

export function navigate(to: string, { replace = false } = {}) {
  const url = new URL(to, window.location.origin);
  if (!servedHere(url.pathname)) {
    window.location.assign(url.href);
    return;
  }
  if (replace) window.history.replaceState(null, '', url.href);
  else window.history.pushState(null, '', url.href);
  window.scrollTo(0, 0);
  notify();
}

/** An anchor that moves within the page when it can (plain clicks only; a new tab still works). */
export function Link({ to, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    if (!servedHere(new URL(to, window.location.origin).pathname)) return;
    e.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={click} {...rest} />;
}
