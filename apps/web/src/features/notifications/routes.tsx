import type { RouteObject } from 'react-router';
import { lazyGuarded } from '../../components/lazyGuarded';
import { menuOf, paths } from '../../config/paths';

/** Notifications (issue 27): the failed deliveries and the webhooks (ADMIN), and the SMS opt-out link (public). */
export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.deliveries.path,
    handle: menuOf(paths.admin.deliveries),
    lazy: lazyGuarded(async () => (await import('./pages/DeliveriesPage')).DeliveriesPage, 'notifications.deliveries'),
  },
  {
    path: paths.admin.webhooks.path,
    handle: menuOf(paths.admin.webhooks),
    lazy: lazyGuarded(async () => (await import('./pages/WebhooksPage')).WebhooksPage, 'webhooks.manage'),
  },
];

export const publicRoutes: RouteObject[] = [
  { path: paths.auth.smsStop.path, lazy: lazyGuarded(async () => (await import('./pages/SmsStopPage')).SmsStopPage) },
];
