import webpush from 'web-push';
import { ideaNotifySummaries } from '../../data/ideas.notify.js';
import { pushSubscriptionsRepository } from '../../data/pushSubscriptions.repository.js';
import type { Outbound } from '../../lib/outboundHttp.js';
import { type Channel, httpOutcome, networkOutcome } from './outcome.js';
import { PUBLIC_STATUS_PATH, presenterText, pushTitle } from './texts.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * Web Push to the phones that follow an idea (issue 27 item 4): the payload is encrypted for the subscription's
 * keys and signed with the server's VAPID keys by `web-push`; Fikra sends the request itself (time limit, address
 * guard). A subscription the push service no longer knows (404/410) is removed.
 */
export function pushChannel(outbound: Outbound, vapid: () => Promise<VapidKeys>, subject: string): Channel {
  return async (delivery, event, db) => {
    const subs = pushSubscriptionsRepository(db);
    const sub = await subs.findById(delivery.target);
    if (!sub) return { result: 'skipped', reason: 'subscriptionGone' };
    const idea = event.ideaId ? (await ideaNotifySummaries(db, [event.ideaId])).get(event.ideaId) : undefined;
    const body = presenterText(sub.lang, event, idea);
    if (!body || !idea) return { result: 'skipped', reason: 'nothingToSay' };
    const keys = await vapid();
    const request = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      JSON.stringify({ title: pushTitle(sub.lang, event, idea), body, url: PUBLIC_STATUS_PATH, ideaId: idea.id, lang: sub.lang }),
      {
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: 7 * 24 * 3600,
        urgency: 'normal',
      },
    );
    try {
      const res = await outbound.send(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ?? undefined,
      });
      if (res.status === 404 || res.status === 410) {
        await subs.remove(sub.id);
        return { result: 'skipped', reason: 'subscriptionGone' };
      }
      return httpOutcome(res);
    } catch (err) {
      return networkOutcome(err);
    }
  };
}
