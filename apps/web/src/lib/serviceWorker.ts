import { registerSW } from 'virtual:pwa-register';

/**
 * The service worker (built by vite-plugin-pwa) makes the public pages open without a connection. A new
 * version takes over as soon as it is installed and the page reloads once onto it, so an upgrade is never
 * served stale for more than one reload. Not in development, where the worker is not built.
 */
export function registerServiceWorker({ onFirstControl }: { onFirstControl: () => void }) {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (!navigator.serviceWorker.controller)
    navigator.serviceWorker.addEventListener('controllerchange', onFirstControl, { once: true });
  registerSW({ immediate: true });
}
