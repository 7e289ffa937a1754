import type { RouteObject } from 'react-router';
import { lazyGuarded } from '../../components/lazyGuarded';
import { menuOf, paths } from '../../config/paths';

/** The admin ideas list (/admin/idea) and editIdeaFields (/admin/editIdeaFields/:id). */
export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.ideas.path,
    handle: menuOf(paths.admin.ideas),
    lazy: lazyGuarded(async () => (await import('./pages/IdeasListPage')).IdeasListPage, 'ideas.list'),
  },
  {
    path: paths.admin.editIdeaFields.path,
    handle: menuOf(paths.admin.ideas),
    lazy: lazyGuarded(async () => (await import('./pages/EditIdeaFieldsPage')).EditIdeaFieldsPage, 'ideas.editFields'),
  },
];
