import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { useLoad } from '../../../lib/useLoad';
import { fetchPushKey, savePushSubscription } from '../api/push';

/** A VAPID key as the push manager takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = `${base64url}${'='.repeat((4 - (base64url.length % 4)) % 4)}`.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Push works only in a secure context (HTTPS; the browser also counts localhost) with a service worker. */
const pushPossible = () =>
  typeof window !== 'undefined' &&
  window.isSecureContext &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/**
 * After sending (issue 27): the phone may ask to be told when the idea is decided. Offered only where push can
 * work and the server has a key; the subscription names the idea and the phone's language.
 */
export function PushOptIn({ ideaId }: { ideaId: string }) {
  const { t } = useTranslation('shopFloor');
  const key = useLoad(pushPossible() ? 'push-key' : null, fetchPushKey);
  const [state, setState] = useState<'idle' | 'busy' | 'on' | 'denied' | 'failed'>('idle');
  const publicKey = key.data?.publicKey;
  if (!publicKey) return null;

  const optIn = async () => {
    setState('busy');
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('denied');
      const registration = await navigator.serviceWorker.ready;
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
      const json = subscription.toJSON();
      await savePushSubscription({
        ideaIds: [ideaId],
        subscription: { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } },
        lang: currentLanguage(),
      });
      setState('on');
    } catch {
      setState('failed');
    }
  };

  if (state === 'on')
    return (
      <p className="sf-notice" role="status" data-testid="push-on">
        {t('push.on')}
      </p>
    );
  return (
    <div data-testid="push-offer">
      <button type="button" className="sf-button sf-block" onClick={optIn} disabled={state === 'busy'} data-testid="push-opt-in">
        {t('push.offer')}
      </button>
      <p className="sf-help" role="status">
        {state === 'denied' ? t('push.denied') : state === 'failed' ? t('push.failed') : t('push.offerHint')}
      </p>
    </div>
  );
}
