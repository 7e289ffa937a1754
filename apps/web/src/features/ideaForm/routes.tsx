import type { RouteObject } from 'react-router';

/** Public idea form and status lookup under /auth (spec §2). */
export const publicRoutes: RouteObject[] = [
  { path: 'form', lazy: async () => ({ Component: (await import('./pages/IdeaFormPage')).IdeaFormPage }) },
  { path: 'ideaStatus', lazy: async () => ({ Component: (await import('./pages/IdeaStatusPage')).IdeaStatusPage }) },
];
