import { isPublicEntryPath, PUBLIC_ENTRY_PAGES } from '@fikra/shared';
import { useEffect } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject, useLocation } from 'react-router';
import { ComingSoon } from '../components/ComingSoon';
import { RequirePermission } from '../components/RequirePermission';
import { menuOf, paths } from '../config/paths';
import { homeHref } from '../lib/home';
import { getStoredUser, hasSession } from '../lib/session';
import { features } from './featureRoutes';
import { PublicLayout } from './layouts/PublicLayout';
import { MENU, PUBLIC_PAGES } from './menu';

/**
 * A page of the shop floor's own entry (public.html: landing, idea form, my ideas, a poster's short address): this
 * app does not draw it, the browser loads it (issue 28).
 */
export function LoadPublicPage({ to }: { to?: string }) {
  const location = useLocation();
  const target = to ?? `${location.pathname}${location.search}`;
  useEffect(() => window.location.replace(target), [target]);
  return null;
}

/** Admin area: needs a stored token and user (spec §2), otherwise the landing page. */
function RequireSession() {
  return hasSession() ? <Outlet /> : <LoadPublicPage to={paths.landing} />;
}

/** Login and register send signed-in users on to their start page (the landing would send them there). */
function GuestOnly() {
  return hasSession() ? <HomeRedirect /> : <Outlet />;
}

const GUEST_ONLY = [paths.auth.login.path, paths.auth.register.path];
const adminFeatureRoutes = features.flatMap((f) => f.adminRoutes ?? []);
const publicFeatureRoutes = features.flatMap((f) => f.publicRoutes ?? []);
const printFeatureRoutes = features.flatMap((f) => f.printRoutes ?? []);
const taken = (routes: RouteObject[], path: string) => routes.some((r) => r.path === path);

/** Menu pages no feature has built yet show an honest "coming soon" page, never a blank screen. */
const comingSoonAdmin: RouteObject[] = MENU.flatMap((g) => g.entries)
  .filter((e) => !taken(adminFeatureRoutes, e.page.path))
  .map((e) => ({
    path: e.page.path,
    handle: menuOf(e.page),
    element: e.action ? (
      <RequirePermission action={e.action}>
        <ComingSoon home={paths.admin.dashboard.href()} />
      </RequirePermission>
    ) : (
      <ComingSoon home={paths.admin.dashboard.href()} />
    ),
  }));
const comingSoonPublic: RouteObject[] = PUBLIC_PAGES.filter(
  (p) => !taken(publicFeatureRoutes, p.path) && !isPublicEntryPath(p.href()),
).map((p) => ({
  path: p.path,
  element: <ComingSoon />,
}));

export const router = createBrowserRouter([
  // the shop floor's pages come from public.html; a link of this app to one of them loads it
  ...['/', ...PUBLIC_ENTRY_PAGES, paths.qrShort].map((path) => ({ path, element: <LoadPublicPage /> })),
  {
    path: '/auth',
    element: <PublicLayout />,
    children: [
      { index: true, element: <Navigate to={paths.auth.login.href()} replace /> },
      {
        element: <GuestOnly />,
        children: publicFeatureRoutes.filter((r) => GUEST_ONLY.includes(r.path ?? '')),
      },
      ...publicFeatureRoutes.filter((r) => !GUEST_ONLY.includes(r.path ?? '')),
      ...comingSoonPublic,
      { path: '*', element: <Navigate to={paths.auth.login.href()} replace /> },
    ],
  },
  {
    path: '/admin',
    element: <RequireSession />,
    children: [
      {
        // the admin shell (menu, user menu, session watcher) loads only for signed-in users
        lazy: async () => ({ Component: (await import('./layouts/AdminLayout')).AdminLayout }),
        children: [
          { index: true, element: <HomeRedirect /> },
          ...adminFeatureRoutes,
          ...comingSoonAdmin,
          { path: '*', element: <Navigate to={paths.admin.dashboard.href()} replace /> },
        ],
      },
      ...printFeatureRoutes,
    ],
  },
  { path: '*', element: <LoadPublicPage to={paths.landing} /> },
]);

/** A signed-in user's start: the queue for those who decide, the dashboard for the others (issue 26). */
export function HomeRedirect() {
  return <Navigate to={homeHref(getStoredUser())} replace />;
}
