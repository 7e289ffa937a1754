import type { RouteObject } from 'react-router';
import { RequirePermission } from '../../components/RequirePermission';

/** The admin ideas list (/admin/idea) and editIdeaFields (/admin/editIdeaFields/:id), loaded lazily. */
export const adminRoutes: RouteObject[] = [
  {
    path: 'idea',
    lazy: async () => {
      const { IdeasListPage } = await import('./pages/IdeasListPage');
      return {
        element: (
          <RequirePermission action="ideas.list">
            <IdeasListPage />
          </RequirePermission>
        ),
      };
    },
  },
  {
    path: 'editIdeaFields/:id',
    lazy: async () => {
      const { EditIdeaFieldsPage } = await import('./pages/EditIdeaFieldsPage');
      return {
        element: (
          <RequirePermission action="ideas.editFields">
            <EditIdeaFieldsPage />
          </RequirePermission>
        ),
      };
    },
  },
];
