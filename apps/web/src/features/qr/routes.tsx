import type { RouteObject } from 'react-router';
import { lazyGuarded } from '../../components/lazyGuarded';
import { paths } from '../../config/paths';

/** QR posters print without the admin shell (paths relative to /admin). */
export const printRoutes: RouteObject[] = [
  {
    path: paths.admin.qrPoster.path,
    lazy: lazyGuarded(async () => (await import('./pages/QrPosterPage')).QrPosterPage, 'qr.print'),
  },
  {
    path: paths.admin.qrSheet.path,
    lazy: lazyGuarded(async () => (await import('./pages/QrSheetPage')).QrSheetPage, 'qr.print'),
  },
];
