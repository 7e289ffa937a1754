import { createHmac } from 'node:crypto';
import { initialIdeaStatus } from '@fikra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHierarchy, useTestContext, validIdea } from '../../../test/factories.js';
import { startReceiver } from '../../../test/receiver.js';
import { ACCEPT, putStage } from '../../../test/scenarios/workflow.js';
import { outboxDeliveriesRepository } from '../../data/outboxDeliveries.repository.js';
import { outboxEventsRepository } from '../../data/outboxEvents.repository.js';
import { recordStageEvents } from '../../services/ideaEvents.js';
import { createNotifyRuntime, type NotifyRuntime } from './runtime.js';

const t = useTestContext({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', OUTBOX_RETRY_BASE_SECONDS: 0 });
let runtime: NotifyRuntime;
let admin: { token: string; id: string };
let h: Awaited<ReturnType<typeof seedHierarchy>>;

beforeAll(async () => {
  runtime = createNotifyRuntime(t.config, t.db, t.app.log);
  admin = await t.login('ADMIN', { username: 'Admin Amal' });
  h = await seedHierarchy(t);
});
afterAll(() => runtime?.close());

const submit = async (patch: Record<string, unknown> = {}) => {
  const res = await t.request({ method: 'POST', url: '/v1/idea-crud', payload: validIdea(h, patch) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string; ideaNumber: number };
};
const eventsOf = async (ideaId: string) => (await outboxEventsRepository(t.db).forIdea(ideaId)).map((e) => e.type);
const versionOf = async (id: string) =>
  (await t.request({ method: 'GET', url: `/v1/idea-crud/${id}`, token: admin.token })).json().version as number;

describe('events are written with the change that causes them (the outbox)', () => {
  it('a submission writes idea.submitted; a decision writes its events; a refused save writes none', async () => {
    const idea = await submit();
    expect(await eventsOf(idea._id)).toEqual(['idea.submitted']);

    const stale = await putStage(t, admin.token, idea._id, 'evaluated', { ...ACCEPT.evaluated, version: 99 });
    expect(stale.statusCode).toBe(409);
    const outOfOrder = await putStage(t, admin.token, idea._id, 'approved', { ...ACCEPT.approved, version: 0 });
    expect(outOfOrder.statusCode).toBe(409);
    expect(await eventsOf(idea._id)).toEqual(['idea.submitted']);

    const ok = await putStage(t, admin.token, idea._id, 'evaluated', { ...ACCEPT.evaluated, version: await versionOf(idea._id) });
    expect(ok.statusCode, ok.body).toBe(200);
    const rejected = await putStage(t, admin.token, idea._id, 'approved', {
      accepted: false,
      reasonOfDenial: 'High cost',
      version: ok.json().version,
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const events = await outboxEventsRepository(t.db).forIdea(idea._id);
    expect(events.map((e) => e.type)).toEqual(['idea.submitted', 'idea.evaluated', 'idea.assigned', 'idea.rejected']);
    expect(events[2].payload).toMatchObject({
      responsiblePerson: ['Omar'],
      dueDate: '2026-04-01',
      actor: { username: 'Admin Amal' },
    });
    expect(events[3].payload).toMatchObject({ stage: 'approved', reason: 'High cost', idea: { ideaNumber: idea.ideaNumber } });
  });

  it('an event written in a transaction that rolls back is gone with it', async () => {
    const idea = await submit();
    const before = initialIdeaStatus();
    const after = initialIdeaStatus();
    after.evaluated = { ...after.evaluated, value: true, accepted: true, date: new Date().toISOString() };
    await expect(
      t.db.transaction(async (tx) => {
        await recordStageEvents(tx, {
          idea: { id: idea._id, ideaNumber: idea.ideaNumber, ideaText: 'x' },
          key: 'evaluated',
          before,
          after,
          actor: null,
        });
        expect((await outboxEventsRepository(tx).forIdea(idea._id)).map((e) => e.type)).toContain('idea.evaluated');
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await eventsOf(idea._id)).toEqual(['idea.submitted']);
  });
});

describe('webhooks: signed, retried on 5xx and network errors, not on 4xx', () => {
  it('delivers a signed JSON body that verifies with the secret', async () => {
    const receiver = await startReceiver();
    const created = await t.request({
      method: 'POST',
      url: '/v1/webhooks',
      token: admin.token,
      payload: { url: `${receiver.url}/hook`, events: ['idea.submitted'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { secret, _id } = created.json();
    expect(secret).toMatch(/^[\w-]{40,}$/);
    const listed = await t.request({ method: 'GET', url: '/v1/webhooks', token: admin.token });
    expect(listed.json().data[0]).not.toHaveProperty('secret');

    const idea = await submit();
    await runtime.dispatcher.drain();
    expect(receiver.received).toHaveLength(1);
    const [req] = receiver.received;
    const body = req.body.toString('utf8');
    const expected = `sha256=${createHmac('sha256', secret).update(`${req.headers['x-fikra-timestamp']}.${body}`).digest('hex')}`;
    expect(req.headers['x-fikra-signature']).toBe(expected);
    expect(JSON.parse(body)).toMatchObject({
      type: 'idea.submitted',
      idea: { _id: idea._id, ideaNumber: idea.ideaNumber, stage: 'submitted', unit: { _id: h.factory } },
      actor: null,
    });
    expect(body).not.toContain('Mona Hassan');
    expect(body).not.toContain('01012345678');
    const log = (await t.request({ method: 'GET', url: `/v1/webhooks/${_id}/deliveries`, token: admin.token })).json();
    expect(log.data[0]).toMatchObject({ status: 'sent', attempts: 1, responseStatus: 200, eventType: 'idea.submitted' });
    await t.request({ method: 'DELETE', url: `/v1/webhooks/${_id}`, token: admin.token });
    await receiver.close();
  });

  it('a 4xx answer is final; a 5xx answer is retried until it succeeds', async () => {
    let mode = 400;
    const receiver = await startReceiver(() => mode);
    const hook = (
      await t.request({
        method: 'POST',
        url: '/v1/webhooks',
        token: admin.token,
        payload: { url: receiver.url, events: ['idea.submitted'] },
      })
    ).json();
    await submit();
    await runtime.dispatcher.drain();
    expect(receiver.received).toHaveLength(1);
    const deliveries = outboxDeliveriesRepository(t.db);
    const [refused] = (await deliveries.list({ channel: 'webhook', target: hook._id, page: 1, limit: 10 })).rows;
    expect(refused).toMatchObject({ status: 'failed', attempts: 1, responseStatus: 400 });

    // the failures page lists it, and "retry" sends it again
    const failed = (
      await t.request({ method: 'GET', url: '/v1/notifications/deliveries?status=failed', token: admin.token })
    ).json();
    expect(failed.data.map((d: { _id: string }) => d._id)).toContain(refused.id);
    mode = 503;
    const retried = await t.request({
      method: 'POST',
      url: `/v1/notifications/deliveries/${refused.id}/retry`,
      token: admin.token,
    });
    expect(retried.json()).toMatchObject({ status: 'pending', attempts: 0 });
    await runtime.dispatcher.runOnce();
    const [after503] = (await deliveries.list({ channel: 'webhook', target: hook._id, page: 1, limit: 10 })).rows;
    expect(after503).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 503 });
    mode = 200;
    await runtime.dispatcher.drain();
    const [done] = (await deliveries.list({ channel: 'webhook', target: hook._id, page: 1, limit: 10 })).rows;
    expect(done).toMatchObject({ status: 'sent', attempts: 2, responseStatus: 200 });
    expect(receiver.received).toHaveLength(3);
    await t.request({ method: 'DELETE', url: `/v1/webhooks/${hook._id}`, token: admin.token });
    await receiver.close();
  });

  it('a delivery claimed by a process that died is delivered again when its lease ends (restart)', async () => {
    const receiver = await startReceiver();
    const hook = (
      await t.request({
        method: 'POST',
        url: '/v1/webhooks',
        token: admin.token,
        payload: { url: receiver.url, events: ['idea.submitted'] },
      })
    ).json();
    await submit();
    const deliveries = outboxDeliveriesRepository(t.db);
    const log = () => deliveries.list({ channel: 'webhook', target: hook._id, page: 1, limit: 10 }).then((r) => r.rows);
    const other = createNotifyRuntime(t.config, t.db, t.app.log).dispatcher;
    // a process fans the event out, claims the delivery for an hour and dies before sending it
    await t.db.transaction(async (tx) => {
      const { fanOut } = await import('./fanOut.js');
      const events = await outboxEventsRepository(tx).claimWaiting(10);
      await fanOut(tx, events, { email: false, push: false, sms: false });
      await outboxEventsRepository(tx).markFannedOut(events.map((e) => e.id));
    });
    expect(await deliveries.claimDue(10, 3600)).toHaveLength(1);
    // while the lease runs, no other process sends it
    await other.drain();
    expect(receiver.received).toHaveLength(0);
    expect((await log())[0]).toMatchObject({ status: 'pending', attempts: 1 });
    // when the lease has ended it is due again, and another process (or the same one restarted) delivers it
    await t.db.query("update outbox_deliveries set next_attempt_at = now() - interval '1 second' where target = $1", [hook._id]);
    await other.drain();
    expect(receiver.received).toHaveLength(1);
    expect((await log())[0]).toMatchObject({ status: 'sent', attempts: 2 });
    await t.request({ method: 'DELETE', url: `/v1/webhooks/${hook._id}`, token: admin.token });
    await receiver.close();
  });
});
