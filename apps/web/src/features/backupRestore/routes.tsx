import type { RouteObject } from 'react-router';
import { lazyGuarded } from '../../components/lazyGuarded';
import { menuOf, paths } from '../../config/paths';

/** /admin/uploadBackupFile (spec §2): restore a JSON backup, for ADMIN and CONSULTANT (backup.restore). */
export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.uploadBackupFile.path,
    handle: menuOf(paths.admin.uploadBackupFile),
    lazy: lazyGuarded(async () => (await import('./pages/RestoreBackupPage')).RestoreBackupPage, 'backup.restore'),
  },
];
