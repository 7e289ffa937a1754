import { randomBytes } from 'node:crypto';
import type { WebhookCreateBody, WebhookUpdateBody } from '@fikra/shared';
import { outboxDeliveriesRepository } from '../../data/outboxDeliveries.repository.js';
import { outboxEventsRepository } from '../../data/outboxEvents.repository.js';
import { toWebhook, webhooksRepository } from '../../data/webhooks.repository.js';
import type { Database } from '../../db/client.js';
import { BlockedAddressError, type Outbound } from '../../lib/outboundHttp.js';
import { notFound, staleVersion, validationFailed } from '../../plugins/errors.js';
import type { Dispatcher } from './dispatcher.js';
import { toDeliveryOutput } from './notifications.service.js';

/** The event a webhook's "send test" delivers: no idea, only the webhook's own id. */
export const TEST_EVENT = 'webhook.test';

/** Webhooks to other systems (issue 27 item 6): ADMIN adds, edits, tests and removes them; each has a delivery log. */
export function createWebhooksService(db: Database, outbound: Outbound, dispatcher: Dispatcher) {
  const repo = webhooksRepository(db);

  /** Refuses an address inside the plant network unless WEBHOOK_ALLOWED_HOSTS lists it. */
  async function assertAllowed(url: string) {
    try {
      await outbound.assertReachable(url);
    } catch (err) {
      if (err instanceof BlockedAddressError) throw validationFailed('url', 'webhookInternalAddress');
      throw err;
    }
  }

  async function find(id: string) {
    const row = await repo.findById(id);
    if (!row) throw notFound('noWebhook');
    return row;
  }

  return {
    async list(page: number, limit: number) {
      const { rows, total } = await repo.list(page, limit);
      return { data: rows.map(toWebhook), total, page, limit };
    },

    async get(id: string) {
      return toWebhook(await find(id));
    },

    async create(body: WebhookCreateBody) {
      await assertAllowed(body.url);
      const secret = body.secret ?? randomBytes(32).toString('base64url');
      const row = await repo.insert({ url: body.url, events: body.events, secret });
      return { ...toWebhook(row), secret };
    },

    async update(id: string, body: WebhookUpdateBody) {
      await find(id);
      await assertAllowed(body.url);
      const row = await repo.update(id, body.version, { url: body.url, events: body.events, enabled: body.enabled });
      if (!row) throw staleVersion();
      return toWebhook(row);
    },

    async remove(id: string) {
      if (!(await repo.remove(id))) throw notFound('noWebhook');
    },

    async deliveries(id: string, page: number, limit: number) {
      await find(id);
      const { rows, total } = await outboxDeliveriesRepository(db).list({ channel: 'webhook', target: id, page, limit });
      return { data: rows.map(toDeliveryOutput), total, page, limit };
    },

    /** Sends a test event now and answers with its delivery as logged (a disabled webhook is tested too). */
    async test(id: string) {
      await find(id);
      const delivery = await db.transaction(async (tx) => {
        const event = await outboxEventsRepository(tx).insertFannedOut(TEST_EVENT, { webhookId: id });
        return outboxDeliveriesRepository(tx).insertClaimed({ eventId: event.id, channel: 'webhook', target: id }, 120);
      });
      await dispatcher.deliver(delivery);
      return toDeliveryOutput((await outboxDeliveriesRepository(db).findById(delivery.id))!);
    },
  };
}
