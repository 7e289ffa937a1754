import type { RouteObject } from 'react-router';
import { lazyGuarded } from '../../components/lazyGuarded';
import { menuOf, paths } from '../../config/paths';

/** /admin/user (ADMIN and CONSULTANT; read-only for CONSULTANT) and /admin/editUser/:id (ADMIN only). */
export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.users.path,
    handle: menuOf(paths.admin.users),
    lazy: lazyGuarded(async () => (await import('./pages/UsersListPage')).UsersListPage, 'users.list'),
  },
  {
    path: paths.admin.editUser.path,
    handle: menuOf(paths.admin.users),
    lazy: lazyGuarded(async () => (await import('./pages/EditUserPage')).EditUserPage, 'users.edit'),
  },
];
