import type { RouteObject } from 'react-router';
import { lazyGuarded } from '../../components/lazyGuarded';
import { menuOf, paths } from '../../config/paths';

export const publicRoutes: RouteObject[] = [
  { path: paths.auth.login.path, lazy: lazyGuarded(async () => (await import('./pages/LoginPage')).LoginPage) },
  {
    path: paths.auth.resetPassword.path,
    lazy: lazyGuarded(async () => (await import('./pages/ResetPasswordPage')).ResetPasswordPage),
  },
  { path: paths.auth.register.path, lazy: lazyGuarded(async () => (await import('./pages/RegisterPage')).RegisterPage) },
];

export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.profile.path,
    handle: menuOf(paths.admin.profile),
    lazy: lazyGuarded(async () => (await import('./pages/ProfilePage')).ProfilePage),
  },
];
