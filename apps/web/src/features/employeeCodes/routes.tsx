import type { RouteObject } from 'react-router';
import { RequirePermission } from '../../components/RequirePermission';

/** /admin/employee-code-sheet (spec §2), for uploads.manage. */
export const adminRoutes: RouteObject[] = [
  {
    path: 'employee-code-sheet',
    lazy: async () => {
      const { EmployeeCodeSheetPage } = await import('./pages/EmployeeCodeSheetPage');
      return {
        element: (
          <RequirePermission action="uploads.manage">
            <EmployeeCodeSheetPage />
          </RequirePermission>
        ),
      };
    },
  },
];
