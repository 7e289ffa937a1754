import type { DeliveryChannel, DeliveryOutput, DeliveryStatus, NotificationPreferencesBody } from '@fikra/shared';
import { notificationPreferencesRepository } from '../../data/notificationPreferences.repository.js';
import { type DeliveryWithEvent, outboxDeliveriesRepository } from '../../data/outboxDeliveries.repository.js';
import { outboxEventsRepository } from '../../data/outboxEvents.repository.js';
import { recordsRepository } from '../../data/records.repository.js';
import type { Database } from '../../db/client.js';
import { notFound, staleVersion } from '../../plugins/errors.js';

export const toDeliveryOutput = (d: DeliveryWithEvent): DeliveryOutput => ({
  _id: d.id,
  eventType: d.eventType,
  ideaId: d.ideaId,
  ideaNumber: d.ideaNumber,
  channel: d.channel,
  target: d.target,
  status: d.status,
  attempts: d.attempts,
  lastError: d.lastError,
  responseStatus: d.responseStatus,
  deliveredAt: d.deliveredAt,
  createdAt: d.createdAt,
  updatedAt: d.updatedAt,
});

/** The bell, each user's e-mail choice, and the delivery log with its retry (issue 27 items 1-3). */
export function createNotificationsService(db: Database) {
  return {
    async unreadCount(userId: string) {
      return { count: await recordsRepository(db).countUnread(userId) };
    },

    async markAllRead(userId: string) {
      return { count: await recordsRepository(db).markAllRead(userId) };
    },

    preferences(userId: string) {
      return notificationPreferencesRepository(db).get(userId);
    },

    async savePreferences(userId: string, body: NotificationPreferencesBody) {
      const repo = notificationPreferencesRepository(db);
      if (!(await repo.set(userId, body.email, body.version))) throw staleVersion();
      return repo.get(userId);
    },

    async deliveries(q: { page: number; limit: number; status?: DeliveryStatus; channel?: DeliveryChannel }) {
      const { rows, total } = await outboxDeliveriesRepository(db).list(q);
      return { data: rows.map(toDeliveryOutput), total, page: q.page, limit: q.limit };
    },

    /** Puts a failed delivery back in the queue; the dispatcher sends it on its next round. */
    async retry(id: string) {
      const repo = outboxDeliveriesRepository(db);
      if (!/^\d{1,18}$/.test(id) || !(await repo.retry(id))) throw notFound('noDelivery');
      return toDeliveryOutput((await repo.findById(id))!);
    },

    async backlog() {
      const events = await outboxEventsRepository(db).backlog();
      const deliveries = await outboxDeliveriesRepository(db).backlog();
      const failed = await outboxDeliveriesRepository(db).list({ status: 'failed', page: 1, limit: 1 });
      return {
        waitingEvents: events.waiting,
        oldestEventSeconds: events.oldestSeconds,
        pendingDeliveries: deliveries.pending,
        oldestDueSeconds: deliveries.oldestDueSeconds,
        failedDeliveries: failed.total,
      };
    },
  };
}
