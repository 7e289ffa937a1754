import type { RouteObject } from 'react-router';
import { lazyGuarded } from '../../components/lazyGuarded';
import { paths } from '../../config/paths';

/** Public idea form and status lookup under /auth (spec §2). */
export const publicRoutes: RouteObject[] = [
  { path: paths.auth.ideaForm.path, lazy: lazyGuarded(async () => (await import('./pages/IdeaFormPage')).IdeaFormPage) },
  { path: paths.auth.ideaStatus.path, lazy: lazyGuarded(async () => (await import('./pages/IdeaStatusPage')).IdeaStatusPage) },
];

// Ideas kept on the device while offline are sent whichever page the app opens on.
if (typeof window !== 'undefined') void import('./offline/outbox').then((m) => m.startOutbox());
