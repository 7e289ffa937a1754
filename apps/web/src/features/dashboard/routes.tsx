import type { RouteObject } from 'react-router';

/** The dashboard (and its chart library) loads only when /admin/dashboard is opened. */
export const adminRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: async () => ({ Component: (await import('./pages/DashboardPage')).DashboardPage }) },
];
