import type { Language } from '@fikra/shared';
import { api } from '../../../lib/api';

/**
 * Web Push (issue 27), server side by the notifications module: `GET /v1/push/key` answers the VAPID public key,
 * or null when push is not set up; a subscription names the ideas it follows and the phone's language.
 */
export const fetchPushKey = () => api.get<{ publicKey: string | null }>('/push/key', { anonymous: true });

export interface PushSubscriptionBody {
  ideaIds: string[];
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  lang: Language;
}
export const savePushSubscription = (body: PushSubscriptionBody) =>
  api.post<unknown>('/push/subscriptions', body, { anonymous: true });
