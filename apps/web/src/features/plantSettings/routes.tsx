import type { RouteObject } from 'react-router';
import { lazyGuarded } from '../../components/lazyGuarded';
import { menuOf, paths } from '../../config/paths';

/** /admin/settings: the plant's settings, for settings.edit (ADMIN). */
export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.settings.path,
    handle: menuOf(paths.admin.settings),
    lazy: lazyGuarded(async () => (await import('./pages/PlantSettingsPage')).PlantSettingsPage, 'settings.edit'),
  },
];
