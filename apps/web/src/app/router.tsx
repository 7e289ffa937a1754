import { createBrowserRouter, Navigate, Outlet, type RouteObject, useParams } from 'react-router';
import { ComingSoon } from '../components/ComingSoon';
import { RequirePermission } from '../components/RequirePermission';
import { menuOf, paths } from '../config/paths';
import { hasSession } from '../lib/session';
import { features } from './featureRoutes';
import { PublicLayout } from './layouts/PublicLayout';
import { MENU, PUBLIC_PAGES } from './menu';

/** Admin area: needs a stored token and user (spec §2), otherwise the landing page. */
function RequireSession() {
  return hasSession() ? <Outlet /> : <Navigate to={paths.landing} replace />;
}

/** Login and register send signed-in users to the landing page, which sends them on to the dashboard. */
function GuestOnly() {
  return hasSession() ? <Navigate to={paths.landing} replace /> : <Outlet />;
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
const comingSoonPublic: RouteObject[] = PUBLIC_PAGES.filter((p) => !taken(publicFeatureRoutes, p.path)).map((p) => ({
  path: p.path,
  element: <ComingSoon />,
}));

const landing = publicFeatureRoutes.find((r) => r.id === 'landing');

export const router = createBrowserRouter([
  { path: '/', element: <Navigate to={paths.landing} replace /> },
  {
    path: paths.landing,
    element: <LandingGate />,
    children: landing?.lazy ? [{ index: true, lazy: landing.lazy } as RouteObject] : [],
  },
  {
    path: '/auth',
    element: <PublicLayout />,
    children: [
      { index: true, element: <Navigate to={paths.auth.login.href()} replace /> },
      {
        element: <GuestOnly />,
        children: publicFeatureRoutes.filter((r) => GUEST_ONLY.includes(r.path ?? '')),
      },
      ...publicFeatureRoutes.filter((r) => r.id !== 'landing' && !GUEST_ONLY.includes(r.path ?? '')),
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
          { index: true, element: <Navigate to={paths.admin.dashboard.href()} replace /> },
          ...adminFeatureRoutes,
          ...comingSoonAdmin,
          { path: '*', element: <Navigate to={paths.admin.dashboard.href()} replace /> },
        ],
      },
      ...printFeatureRoutes,
    ],
  },
  { path: paths.qrShort, element: <QrShortLink /> },
  { path: '*', element: <Navigate to={paths.landing} replace /> },
]);

/** The landing page sends a visitor who already has a session to the dashboard (spec §2). */
function LandingGate() {
  if (hasSession()) return <Navigate to={paths.admin.dashboard.href()} replace />;
  return <PublicLayout />;
}

/** A poster's short address opens the public idea form with the poster's place. */
function QrShortLink() {
  const { id = '' } = useParams();
  return <Navigate to={`${paths.auth.ideaForm.href()}?qr=${encodeURIComponent(id)}`} replace />;
}
