import { createHmac } from 'node:crypto';
import { ideaStage } from '@fikra/shared';
import { ideaNotifySummaries } from '../../data/ideas.notify.js';
import { webhooksRepository } from '../../data/webhooks.repository.js';
import type { Outbound } from '../../lib/outboundHttp.js';
import { type Channel, httpOutcome, networkOutcome } from './outcome.js';
import { ideaPagePath } from './texts.js';

/** The signature of a delivery: HMAC-SHA256 over `<timestamp>.<body>` with the webhook's secret, hex. */
export const webhookSignature = (secret: string, timestamp: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/**
 * Webhook deliveries (issue 27 item 6): JSON `{ id, type, occurredAt, idea, actor, data }` signed in
 * X-Fikra-Signature over X-Fikra-Timestamp and the body. The idea is its public summary: no personal data.
 * A webhook disabled meanwhile is skipped; failed attempts count towards disabling it.
 */
export function webhookChannel(outbound: Outbound, opts: { publicUrl?: string; disableAfter: number }): Channel {
  return async (delivery, event, db) => {
    const hooks = webhooksRepository(db);
    const hook = await hooks.findById(delivery.target);
    if (!hook) return { result: 'skipped', reason: 'webhookDeleted' };
    if (!hook.enabled && event.type !== 'webhook.test') return { result: 'skipped', reason: 'webhookDisabled' };
    const idea = event.ideaId ? (await ideaNotifySummaries(db, [event.ideaId])).get(event.ideaId) : undefined;
    const {
      idea: snapshot,
      actor,
      ...data
    } = event.payload as { idea?: { _id: string; ideaNumber: number; title: string } } & {
      actor?: { username: string } | null;
    } & Record<string, unknown>;
    const body = JSON.stringify({
      id: event.id,
      type: event.type,
      occurredAt: event.occurredAt,
      idea: snapshot
        ? {
            _id: snapshot._id,
            ideaNumber: idea?.ideaNumber ?? snapshot.ideaNumber,
            title: idea?.ideaText ?? snapshot.title,
            unit: idea?.unit ?? null,
            stage: idea ? ideaStage(idea.status) : null,
            url: opts.publicUrl ? new URL(ideaPagePath(snapshot._id), opts.publicUrl).href : null,
          }
        : null,
      actor: actor ? { username: actor.username } : null,
      data,
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    let outcome: ReturnType<typeof httpOutcome>;
    try {
      const res = await outbound.send(hook.url, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Fikra-Webhooks/1',
          'x-fikra-event': event.type,
          'x-fikra-delivery': delivery.id,
          'x-fikra-timestamp': timestamp,
          'x-fikra-signature': webhookSignature(hook.secret, timestamp, body),
        },
      });
      outcome = httpOutcome(res);
    } catch (err) {
      outcome = networkOutcome(err);
    }
    if (outcome.result === 'sent') await hooks.succeeded(hook.id);
    else if (outcome.result !== 'skipped') await hooks.failed(hook.id, outcome.error, opts.disableAfter);
    return outcome;
  };
}
