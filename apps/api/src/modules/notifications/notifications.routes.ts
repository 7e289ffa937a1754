import {
  countResponse,
  deliveriesQuery,
  deliveryOutput,
  deliveryParams,
  listEnvelope,
  notificationPreferences,
  notificationPreferencesBody,
  outboxBacklog,
} from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createNotificationsService } from './notifications.service.js';
import { pushRoutes } from './push.routes.js';
import { createPushService } from './push.service.js';
import { createNotifyRuntime } from './runtime.js';
import { webhooksRoutes } from './webhooks.routes.js';

const tags = ['notifications'];

/**
 * Notifications (issue 27): this process's outbox dispatcher (when OUTBOX_POLL_MS > 0; the periodic overdue and
 * digest events are in housekeeping.ts), the bell, each user's e-mail choice, the delivery log, webhooks and the phone's Web Push.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app;
  const runtime = createNotifyRuntime(config, db, app.log);
  const { dispatcher, outbound, vapid, optOutSecret } = runtime;
  if (config.OUTBOX_POLL_MS > 0) {
    app.addHook('onReady', async () => dispatcher.start(config.OUTBOX_POLL_MS));
  }
  app.addHook('onClose', runtime.close);

  const service = createNotificationsService(db);

  app.get(
    '/notifications/unread-count',
    { schema: { tags, response: { 200: countResponse } }, preValidation: app.authenticate },
    (req) => service.unreadCount(req.user!.id),
  );
  app.post(
    '/notifications/read-all',
    { schema: { tags, response: { 200: countResponse } }, preValidation: app.authenticate },
    (req) => service.markAllRead(req.user!.id),
  );
  app.get(
    '/notifications/preferences',
    { schema: { tags, response: { 200: notificationPreferences } }, preValidation: app.authenticate },
    (req) => service.preferences(req.user!.id),
  );
  app.put(
    '/notifications/preferences',
    {
      schema: { tags, body: notificationPreferencesBody, response: { 200: notificationPreferences } },
      preValidation: app.authenticate,
    },
    (req) => service.savePreferences(req.user!.id, req.body),
  );
  app.get(
    '/notifications/deliveries',
    {
      schema: { tags, querystring: deliveriesQuery, response: { 200: listEnvelope(deliveryOutput) } },
      preValidation: app.authorize('notifications.deliveries'),
    },
    (req) => service.deliveries(req.query),
  );
  app.post(
    '/notifications/deliveries/:id/retry',
    {
      schema: { tags, params: deliveryParams, response: { 200: deliveryOutput } },
      preValidation: app.authorize('notifications.deliveries'),
    },
    (req) => service.retry(req.params.id),
  );
  app.get(
    '/notifications/backlog',
    { schema: { tags, response: { 200: outboxBacklog } }, preValidation: app.authorize('notifications.deliveries') },
    () => service.backlog(),
  );

  await app.register(webhooksRoutes, { outbound, dispatcher });
  await app.register(pushRoutes, { service: createPushService(db, { enabled: config.WEB_PUSH, vapid, optOutSecret }) });
};
