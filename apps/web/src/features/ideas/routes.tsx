import type { RouteObject } from 'react-router';
import { lazyGuarded } from '../../components/lazyGuarded';
import { menuOf, paths } from '../../config/paths';

/** The admin ideas list (/admin/idea); an idea's own page (editIdeaFields too) is the workflow feature's. */
export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.ideas.path,
    handle: menuOf(paths.admin.ideas),
    lazy: lazyGuarded(async () => (await import('./pages/IdeasListPage')).IdeasListPage, 'ideas.list'),
  },
];
