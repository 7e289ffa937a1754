import { DECISION_EVENT_TYPES, type IdeaEventType } from '@fikra/shared';
import { ideaNotifySummaries } from '../../data/ideas.notify.js';
import { type NewDelivery, outboxDeliveriesRepository } from '../../data/outboxDeliveries.repository.js';
import type { OutboxEvent } from '../../data/outboxEvents.repository.js';
import { pushSubscriptionsRepository } from '../../data/pushSubscriptions.repository.js';
import { type RecordWrite, recordsRepository } from '../../data/records.repository.js';
import { smsOptOutsRepository } from '../../data/smsOptOuts.repository.js';
import { webhooksRepository } from '../../data/webhooks.repository.js';
import type { Tx } from '../../db/client.js';
import { normalizePhone } from './outcome.js';
import { addresseesOf } from './recipients.js';
import { bilingualEventText, ideaPagePath } from './texts.js';

/** The channels this installation can deliver to (settings of the environment). */
export interface ChannelSwitches {
  email: boolean;
  push: boolean;
  sms: boolean;
}

/** The daily digest: an e-mail per user who chose it, written by the digest job with the user as target. */
export const DIGEST_EVENT = 'digest.daily';

/** The decisions the presenter's phone hears of by SMS (issue 27 item 5). */
const SMS_EVENTS = new Set<string>(DECISION_EVENT_TYPES.filter((t) => t !== 'idea.replicated'));

/**
 * Turns events into what must be delivered, inside the dispatcher's transaction that claimed them: in-app
 * notifications are written right here (records of the spec's `notification` kind), everything else becomes a
 * delivery row the dispatcher sends, retries and logs. Claimed and fanned out in one transaction: once each.
 */
export async function fanOut(tx: Tx, events: OutboxEvent[], on: ChannelSwitches) {
  const ideas = await ideaNotifySummaries(tx, [...new Set(events.flatMap((e) => (e.ideaId ? [e.ideaId] : [])))]);
  const notifications: RecordWrite[] = [];
  const deliveries: NewDelivery[] = [];
  const webhooks = webhooksRepository(tx);
  for (const event of events) {
    if (event.type === DIGEST_EVENT) {
      if (on.email) deliveries.push({ eventId: event.id, channel: 'email', target: String(event.payload.userId) });
      continue;
    }
    for (const hook of await webhooks.listeningTo(event.type, event.occurredAt))
      deliveries.push({ eventId: event.id, channel: 'webhook', target: hook.id });
    const idea = event.ideaId ? ideas.get(event.ideaId) : undefined;
    if (!idea) continue;
    const text = bilingualEventText(event, idea);
    for (const person of await addresseesOf(tx, event, idea)) {
      notifications.push({
        name: text.title,
        uniqueName: false,
        data: { body: text.body, link: ideaPagePath(idea.id), read: false },
        searchText: `${text.title.en} ${text.title.ar}`,
        userId: person.id,
      });
      if (on.email && person.emailPreference === 'immediate')
        deliveries.push({ eventId: event.id, channel: 'email', target: person.id });
    }
    if (!DECISION_EVENT_TYPES.includes(event.type as IdeaEventType)) continue;
    if (on.push) {
      for (const sub of await pushSubscriptionsRepository(tx).forIdea(idea.id))
        deliveries.push({ eventId: event.id, channel: 'push', target: sub.id });
    }
    const phone = normalizePhone(idea.employeePhone ?? '');
    if (on.sms && phone && SMS_EVENTS.has(event.type) && !(await smsOptOutsRepository(tx).has(phone)))
      deliveries.push({ eventId: event.id, channel: 'sms', target: phone });
  }
  await recordsRepository(tx).insertMany('notification', notifications);
  await outboxDeliveriesRepository(tx).insertMany(deliveries);
}
