import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { createMailer } from '../../lib/mailer.js';
import { createOutbound, parseAllowedHosts } from '../../lib/outboundHttp.js';
import { getOrCreateSetting } from '../../lib/settings.js';
import { createDispatcher } from './dispatcher.js';
import { emailChannel } from './emailChannel.js';
import { vapidKeysOf } from './push.service.js';
import { pushChannel } from './pushChannel.js';
import { smsChannel } from './smsChannel.js';
import { webhookChannel } from './webhookChannel.js';

/** Who push services may contact about this server. */
const pushSubject = (c: Config) =>
  c.WEB_PUSH_SUBJECT ?? (c.PUBLIC_URL?.startsWith('https://') ? c.PUBLIC_URL : `mailto:${c.ADMIN_EMAIL}`);

/**
 * The delivery side of notifications as the settings make it: the outbound HTTP guard, the mailer, the VAPID
 * keys, the SMS gateway, and a dispatcher with the channels this installation has. The routes plugin builds one
 * per process; tests and the bench build their own on the same database.
 */
export function createNotifyRuntime(config: Config, db: Database, log: FastifyBaseLogger) {
  const outbound = createOutbound({ allowedHosts: parseAllowedHosts(config.WEBHOOK_ALLOWED_HOSTS) });
  const mailer = createMailer(config);
  const vapid = vapidKeysOf(db);
  const optOutSecret = () => getOrCreateSetting(db, 'sms_opt_out_secret', 32);
  const sms = config.SMS_GATEWAY_URL
    ? {
        url: config.SMS_GATEWAY_URL,
        method: config.SMS_GATEWAY_METHOD,
        headers: config.SMS_GATEWAY_HEADERS,
        body: config.SMS_GATEWAY_BODY,
        dailyCap: config.SMS_DAILY_CAP,
      }
    : null;
  const email = mailer.enabled && config.PUBLIC_URL ? emailChannel(mailer, config.PUBLIC_URL) : undefined;
  const dispatcher = createDispatcher({
    db,
    log,
    retryBaseSeconds: config.OUTBOX_RETRY_BASE_SECONDS,
    maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
    leaseSeconds: config.OUTBOX_LEASE_SECONDS,
    switches: { email: !!email, push: config.WEB_PUSH, sms: !!sms },
    channels: {
      webhook: webhookChannel(outbound, { publicUrl: config.PUBLIC_URL, disableAfter: config.WEBHOOK_DISABLE_AFTER }),
      push: pushChannel(outbound, vapid, pushSubject(config)),
      ...(sms ? { sms: smsChannel(outbound, sms, { secret: optOutSecret, baseUrl: config.PUBLIC_URL }) } : {}),
      ...(email ? { email } : {}),
    },
  });
  return {
    outbound,
    vapid,
    optOutSecret,
    dispatcher,
    async close() {
      await dispatcher.stop();
      mailer.close();
    },
  };
}

export type NotifyRuntime = ReturnType<typeof createNotifyRuntime>;
