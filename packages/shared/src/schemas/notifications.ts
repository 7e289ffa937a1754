import { z } from 'zod';
import { DELIVERY_CHANNELS, DELIVERY_STATUSES, EMAIL_PREFERENCES, WEBHOOK_EVENT_TYPES } from '../domain/ideaEvents.js';
import { MESSAGES, messageText } from '../messages.js';
import { INVALID_CHARACTERS, ignoredField, isStorableText, pageQuery, timestamps, versionField } from './common.js';

/** Read-only fields a GET returns that an edit may send back unchanged. */
const echoed = (...keys: string[]) => Object.fromEntries(keys.map((k) => [k, ignoredField]));

// ---- in-app notifications (the bell) and each user's e-mail choice ----------------------------------------

export const notificationPreferences = z.object({ email: z.enum(EMAIL_PREFERENCES), version: z.number() });
export const notificationPreferencesBody = z.strictObject({
  email: z.enum(EMAIL_PREFERENCES, { error: MESSAGES.chooseListed }),
  version: versionField,
});
export type NotificationPreferencesBody = z.infer<typeof notificationPreferencesBody>;

// ---- the delivery log ---------------------------------------------------------------------------------------

export const deliveryOutput = z.object({
  _id: z.string(),
  eventType: z.string(),
  ideaId: z.string().nullable(),
  ideaNumber: z.number().nullable(),
  channel: z.enum(DELIVERY_CHANNELS),
  /** a webhook's id, a push subscription's id, a phone or a user's id: what the channel delivers to */
  target: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  responseStatus: z.number().nullable(),
  deliveredAt: z.string().nullable(),
  ...timestamps,
});
export type DeliveryOutput = z.infer<typeof deliveryOutput>;

export const deliveriesQuery = pageQuery.extend({
  status: z.enum(DELIVERY_STATUSES, { error: MESSAGES.chooseListed }).optional(),
  channel: z.enum(DELIVERY_CHANNELS, { error: MESSAGES.chooseListed }).optional(),
});

/** How far the dispatcher is behind (the outbox-lag figure monitoring reads). */
export const outboxBacklog = z.object({
  waitingEvents: z.number(),
  oldestEventSeconds: z.number(),
  pendingDeliveries: z.number(),
  oldestDueSeconds: z.number(),
  failedDeliveries: z.number(),
});

// ---- webhooks ----------------------------------------------------------------------------------------------

const webhookUrl = z
  .string({ error: MESSAGES.webhookUrl })
  .trim()
  .max(2000, MESSAGES.webhookUrl)
  .refine(isStorableText, INVALID_CHARACTERS)
  .refine((v) => {
    try {
      const url = new URL(v);
      return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, MESSAGES.webhookUrl);
const webhookEvents = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: MESSAGES.chooseListed }), { error: MESSAGES.selectAtLeastOne })
  .min(1, MESSAGES.selectAtLeastOne)
  .transform((v) => [...new Set(v)]);

export const webhookCreateBody = z.strictObject({
  url: webhookUrl,
  events: webhookEvents,
  /** omitted: the server makes one */
  secret: z
    .string()
    .min(16, MESSAGES.webhookSecretLength)
    .max(200, MESSAGES.webhookSecretLength)
    .refine(isStorableText, INVALID_CHARACTERS)
    .optional(),
});
export type WebhookCreateBody = z.infer<typeof webhookCreateBody>;

export const webhookUpdateBody = z.strictObject({
  url: webhookUrl,
  events: webhookEvents,
  enabled: z.boolean({ error: MESSAGES.chooseYesNo }),
  version: versionField,
  ...echoed('_id', 'disabledReason', 'consecutiveFailures', 'createdAt', 'updatedAt'),
});
export type WebhookUpdateBody = z.infer<typeof webhookUpdateBody>;

export const webhookOutput = z.object({
  _id: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  disabledReason: z.string().nullable(),
  consecutiveFailures: z.number(),
  version: z.number(),
  ...timestamps,
});
export type WebhookOutput = z.infer<typeof webhookOutput>;
/** The answer that creates a webhook: the only time its secret is shown. */
export const webhookCreatedOutput = webhookOutput.extend({ secret: z.string() });

// ---- Web Push for the phones that sent ideas (no account) ---------------------------------------------------

export const pushKeyOutput = z.object({ publicKey: z.string().nullable() });

const base64url = z
  .string()
  .min(1)
  .max(512)
  .regex(/^[A-Za-z0-9_-]+=*$/, MESSAGES.pushSubscriptionInvalid);
export const pushSubscribeBody = z.strictObject({
  ideaIds: z
    .array(z.uuid({ error: MESSAGES.invalidId }), { error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .max(50, messageText('selectAtMost', { max: 50 })),
  subscription: z.object(
    {
      endpoint: z
        .url({ protocol: /^https?$/, error: MESSAGES.pushSubscriptionInvalid })
        .max(2000, MESSAGES.pushSubscriptionInvalid)
        .refine(isStorableText, INVALID_CHARACTERS),
      keys: z.object({ p256dh: base64url, auth: base64url }, { error: MESSAGES.pushSubscriptionInvalid }),
    },
    { error: MESSAGES.pushSubscriptionInvalid },
  ),
  lang: z.enum(['ar', 'en'], { error: MESSAGES.chooseListed }),
});
export type PushSubscribeBody = z.infer<typeof pushSubscribeBody>;
export const pushUnsubscribeBody = z.strictObject({
  endpoint: z
    .string({ error: MESSAGES.pushSubscriptionInvalid })
    .min(1, MESSAGES.pushSubscriptionInvalid)
    .max(2000)
    .refine(isStorableText, INVALID_CHARACTERS),
});

// ---- SMS opt-out ---------------------------------------------------------------------------------------------

export const smsOptOutBody = z.strictObject({
  token: z
    .string({ error: MESSAGES.optOutInvalid })
    .min(3, MESSAGES.optOutInvalid)
    .max(200, MESSAGES.optOutInvalid)
    .refine(isStorableText, INVALID_CHARACTERS),
});
export const okOutput = z.object({ ok: z.boolean() });
/** A delivery's id (a number, as the log lists it). */
export const deliveryParams = z.object({ id: z.string().regex(/^\d{1,18}$/, MESSAGES.invalidId) });
