import type { RouteObject } from 'react-router';
import { RequirePermission } from '../../components/RequirePermission';

/** /admin/user (ADMIN and CONSULTANT; read-only for CONSULTANT) and /admin/editUser/:id (ADMIN only). */
export const adminRoutes: RouteObject[] = [
  {
    path: 'user',
    lazy: async () => {
      const { UsersListPage } = await import('./pages/UsersListPage');
      return {
        element: (
          <RequirePermission action="users.list">
            <UsersListPage />
          </RequirePermission>
        ),
      };
    },
  },
  {
    path: 'editUser/:id',
    lazy: async () => {
      const { EditUserPage } = await import('./pages/EditUserPage');
      return {
        element: (
          <RequirePermission action="users.edit">
            <EditUserPage />
          </RequirePermission>
        ),
      };
    },
  },
];
