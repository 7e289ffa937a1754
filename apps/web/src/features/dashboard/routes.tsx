import type { RouteObject } from 'react-router';
import { lazyGuarded } from '../../components/lazyGuarded';
import { menuOf, paths } from '../../config/paths';

/** The dashboard (and its chart library) loads only when /admin/dashboard is opened. */
export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.dashboard.path,
    handle: menuOf(paths.admin.dashboard),
    lazy: lazyGuarded(async () => (await import('./pages/DashboardPage')).DashboardPage),
  },
];
