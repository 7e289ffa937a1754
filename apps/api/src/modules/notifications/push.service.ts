import type { PushSubscribeBody } from '@fikra/shared';
import webpush from 'web-push';
import { appSettingsRepository } from '../../data/appSettings.repository.js';
import { pushSubscriptionsRepository } from '../../data/pushSubscriptions.repository.js';
import { smsOptOutsRepository } from '../../data/smsOptOuts.repository.js';
import type { Database } from '../../db/client.js';
import { notFound, validationFailed } from '../../plugins/errors.js';
import type { VapidKeys } from './pushChannel.js';
import { phoneOfOptOutToken } from './smsChannel.js';

/** The server's VAPID key pair: generated once and kept in the database like the JWT secret, shared by every process. */
export function vapidKeysOf(db: Database): () => Promise<VapidKeys> {
  let keys: Promise<VapidKeys> | undefined;
  return () => {
    keys ??= appSettingsRepository(db)
      .getOrCreate('web_push_vapid', JSON.stringify(webpush.generateVAPIDKeys()))
      .then((v) => JSON.parse(v) as VapidKeys);
    return keys;
  };
}

/** The phone's side without an account: Web Push subscriptions for the ideas sent from it, and the SMS opt-out. */
export function createPushService(
  db: Database,
  opts: { enabled: boolean; vapid: () => Promise<VapidKeys>; optOutSecret: () => Promise<string> },
) {
  return {
    async key() {
      return { publicKey: opts.enabled ? (await opts.vapid()).publicKey : null };
    },

    /** Follows the ideas (those that exist; unknown ids are ignored) with the phone's subscription and language. */
    async subscribe(body: PushSubscribeBody) {
      if (!opts.enabled) throw notFound('pushUnavailable');
      const { endpoint, keys } = body.subscription;
      await db.transaction((tx) =>
        pushSubscriptionsRepository(tx).upsert({ endpoint, p256dh: keys.p256dh, auth: keys.auth, lang: body.lang }, body.ideaIds),
      );
      return { ok: true };
    },

    async unsubscribe(endpoint: string) {
      await pushSubscriptionsRepository(db).removeByEndpoint(endpoint);
    },

    /** The phone of the link's token asks for no more text messages. */
    async optOut(token: string) {
      const phone = phoneOfOptOutToken(await opts.optOutSecret(), token);
      if (!phone) throw validationFailed('token', 'optOutInvalid');
      await smsOptOutsRepository(db).add(phone);
      return { ok: true };
    },
  };
}
