import type { RouteObject } from 'react-router';
import { lazyGuarded } from '../../components/lazyGuarded';
import { menuOf, paths } from '../../config/paths';

/** /admin/employee-code-sheet (spec §2), for uploads.manage. */
export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.employeeCodeSheet.path,
    handle: menuOf(paths.admin.employeeCodeSheet),
    lazy: lazyGuarded(async () => (await import('./pages/EmployeeCodeSheetPage')).EmployeeCodeSheetPage, 'uploads.manage'),
  },
];
