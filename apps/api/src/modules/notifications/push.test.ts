import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedHierarchy, useTestContext, validIdea } from '../../../test/factories.js';
import { pushSubscriptionKeys } from '../../../test/pushDecrypt.js';
import { type Receiver, startReceiver } from '../../../test/receiver.js';
import { ACCEPT, putStage } from '../../../test/scenarios/workflow.js';
import { outboxDeliveriesRepository } from '../../data/outboxDeliveries.repository.js';
import { createNotifyRuntime, type NotifyRuntime } from './runtime.js';

const t = useTestContext({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' });
let runtime: NotifyRuntime;
let receiver: Receiver;
let gone = false;
let admin: { token: string };
let h: Awaited<ReturnType<typeof seedHierarchy>>;

beforeAll(async () => {
  runtime = createNotifyRuntime(t.config, t.db, t.app.log);
  receiver = await startReceiver(() => (gone ? 410 : 201));
  admin = await t.login('ADMIN');
  h = await seedHierarchy(t);
});
afterAll(async () => {
  await runtime?.close();
  await receiver?.close();
});

const submit = async () => (await t.request({ method: 'POST', url: '/v1/idea-crud', payload: validIdea(h) })).json();

it('the public key is served; a decision pushes a message the subscription decrypts, in its language', async () => {
  const key = (await t.request({ method: 'GET', url: '/v1/push/key' })).json();
  expect(key.publicKey).toMatch(/^[\w-]{80,}$/);
  expect((await t.request({ method: 'GET', url: '/v1/push/key' })).json()).toEqual(key);

  const idea = await submit();
  const phone = pushSubscriptionKeys();
  const subscribe = await t.request({
    method: 'POST',
    url: '/v1/push/subscriptions',
    payload: {
      ideaIds: [idea._id, '00000000-0000-4000-8000-000000000000'],
      subscription: { endpoint: `${receiver.url}/push/abc`, keys: phone.keys },
      lang: 'ar',
    },
  });
  expect(subscribe.statusCode, subscribe.body).toBe(201);
  expect(subscribe.json()).toEqual({ ok: true });

  const res = await putStage(t, admin.token, idea._id, 'evaluated', { ...ACCEPT.evaluated, version: 0 });
  expect(res.statusCode, res.body).toBe(200);
  await runtime.dispatcher.drain();
  expect(receiver.received).toHaveLength(1);
  const [req] = receiver.received;
  expect(req.url).toBe('/push/abc');
  expect(req.headers['content-encoding']).toBe('aes128gcm');
  expect(req.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${key.publicKey}$`));
  const message = JSON.parse(phone.decrypt(req.body));
  expect(message).toEqual({
    title: `فكرتك رقم ${idea.ideaNumber}`,
    body: `فكرة: قُبلت فكرتك رقم ${idea.ideaNumber} في التقييم وتنتقل إلى الاعتماد.`,
    url: '/auth/ideaStatus',
    ideaId: idea._id,
    lang: 'ar',
  });
});

it('a subscription the push service no longer knows (410) is removed', async () => {
  const idea = await submit();
  const phone = pushSubscriptionKeys();
  const endpoint = `${receiver.url}/push/gone`;
  await t.request({
    method: 'POST',
    url: '/v1/push/subscriptions',
    payload: { ideaIds: [idea._id], subscription: { endpoint, keys: phone.keys }, lang: 'en' },
  });
  gone = true;
  await putStage(t, admin.token, idea._id, 'evaluated', { accepted: 'hold', reasonOfHold: 'Waiting for the budget', version: 0 });
  await runtime.dispatcher.drain();
  const log = await outboxDeliveriesRepository(t.db).list({ channel: 'push', page: 1, limit: 10 });
  expect(log.rows[0]).toMatchObject({ status: 'skipped', lastError: 'subscriptionGone' });
  const count = await t.db.query('select 1 from push_subscriptions where endpoint = $1', [endpoint]);
  expect(count).toHaveLength(0);
  gone = false;
});

it('refuses bad subscriptions with a clear 400 and unsubscribes with 204', async () => {
  const bad = await t.request({
    method: 'POST',
    url: '/v1/push/subscriptions',
    payload: { ideaIds: [], subscription: { endpoint: 'not a url', keys: { p256dh: '!', auth: '' } }, lang: 'fr' },
  });
  expect(bad.statusCode).toBe(400);
  expect([...new Set(bad.json().details.map((d: { path: string }) => d.path))].sort()).toEqual(
    ['ideaIds', 'lang', 'subscription.endpoint', 'subscription.keys.auth', 'subscription.keys.p256dh'].sort(),
  );
  const tooMany = await t.request({
    method: 'POST',
    url: '/v1/push/subscriptions',
    payload: {
      ideaIds: Array.from({ length: 51 }, () => '00000000-0000-4000-8000-000000000000'),
      subscription: { endpoint: `${receiver.url}/x`, keys: pushSubscriptionKeys().keys },
      lang: 'en',
    },
  });
  expect(tooMany.statusCode).toBe(400);
  const del = await t.request({
    method: 'DELETE',
    url: '/v1/push/subscriptions',
    payload: { endpoint: `${receiver.url}/push/abc` },
  });
  expect(del.statusCode).toBe(204);
  expect(await t.db.query('select 1 from push_subscriptions where endpoint = $1', [`${receiver.url}/push/abc`])).toHaveLength(0);
});
