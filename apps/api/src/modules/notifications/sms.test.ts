import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHierarchy, useTestContext, validIdea } from '../../../test/factories.js';
import { type Receiver, startReceiver } from '../../../test/receiver.js';
import { ACCEPT, putStage } from '../../../test/scenarios/workflow.js';
import { outboxDeliveriesRepository } from '../../data/outboxDeliveries.repository.js';
import { createNotifyRuntime, type NotifyRuntime } from './runtime.js';
import { gatewayRequest } from './smsChannel.js';

let receiver: Receiver;
const t = useTestContext({
  WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
  PUBLIC_URL: 'https://fikra.plant.example',
  SMS_DAILY_CAP: 2,
  SMS_GATEWAY_HEADERS: { Authorization: 'Bearer gateway-token' },
  SMS_GATEWAY_BODY: '{"to":"{{phone}}","message":"{{text}}","ref":{{ideaNumber}},"lang":"{{lang}}"}',
});
let runtime: NotifyRuntime;
let admin: { token: string };
let h: Awaited<ReturnType<typeof seedHierarchy>>;

beforeAll(async () => {
  receiver = await startReceiver();
  // the gateway's address is known once the receiver listens
  runtime = createNotifyRuntime({ ...t.config, SMS_GATEWAY_URL: `${receiver.url}/send` }, t.db, t.app.log);
  admin = await t.login('ADMIN');
  h = await seedHierarchy(t);
});
afterAll(async () => {
  await runtime?.close();
  await receiver?.close();
});

const submit = async (patch: Record<string, unknown>) =>
  (await t.request({ method: 'POST', url: '/v1/idea-crud', payload: validIdea(h, patch) })).json() as {
    _id: string;
    ideaNumber: number;
  };
const messages = () => receiver.json() as { to: string; message: string; ref: number; lang: string }[];

describe('SMS through the plant gateway', () => {
  it('renders the template in the presenter’s language, JSON-escaped, with the headers and the stop link', async () => {
    const en = await submit({ lang: 'en', employeePhone: '+20 100 111 2222', employeeName: 'Mona "Mo" Hassan' });
    const ar = await submit({ lang: 'ar', employeePhone: '01003334444' });
    await putStage(t, admin.token, en._id, 'evaluated', { ...ACCEPT.evaluated, version: 0 });
    await putStage(t, admin.token, ar._id, 'evaluated', { accepted: false, reasonOfDenial: 'High cost', version: 0 });
    await runtime.dispatcher.drain();
    expect(receiver.received.every((r) => r.headers.authorization === 'Bearer gateway-token')).toBe(true);
    expect(receiver.received.every((r) => r.headers['content-type'] === 'application/json')).toBe(true);
    // the dispatcher sends the two in parallel: they arrive in either order
    expect(messages()).toHaveLength(2);
    const toEn = messages().find((m) => m.to === '+201001112222');
    const toAr = messages().find((m) => m.to === '01003334444');
    if (!toEn || !toAr) throw new Error(`the two messages, got ${JSON.stringify(messages())}`);
    expect(toEn).toMatchObject({ to: '+201001112222', ref: en.ideaNumber, lang: 'en' });
    expect(toEn.message).toMatch(
      new RegExp(
        `^Fikra: your idea #${en.ideaNumber} was accepted at evaluation and goes on to approval\\.\\nTo stop these messages: https://fikra\\.plant\\.example/auth/sms-stop\\?t=[\\w.-]+$`,
      ),
    );
    expect(toAr).toMatchObject({ to: '01003334444', lang: 'ar' });
    expect(toAr.message).toContain(`فكرة: لم تُقبل فكرتك رقم ${ar.ideaNumber} (تكلفة عالية).`);
    expect(toAr.message).toContain('لإيقاف هذه الرسائل: https://fikra.plant.example/auth/sms-stop?t=');
  });

  it('thanks the presenter by name and names the reward', async () => {
    const idea = await submit({ lang: 'en', employeePhone: '01005556666', employeeName: 'Karim Adel' });
    let version = 0;
    for (const key of ['evaluated', 'approved', 'implemented', 'rewarded'] as const) {
      const res = await putStage(t, admin.token, idea._id, key, { ...ACCEPT[key], version });
      expect(res.statusCode, res.body).toBe(200);
      version = res.json().version;
    }
    await runtime.dispatcher.drain();
    const mine = messages().filter((m) => m.to === '01005556666');
    // three decisions fit today's cap of 2 for this phone: the third is skipped and logged
    expect(mine).toHaveLength(2);
    const log = await outboxDeliveriesRepository(t.db).list({ channel: 'sms', target: '01005556666', page: 1, limit: 10 });
    expect(log.rows.map((r) => r.status).sort()).toEqual(['sent', 'sent', 'skipped', 'skipped']);
    expect(log.rows.filter((r) => r.status === 'skipped').map((r) => r.lastError)).toEqual(['dailyCap', 'dailyCap']);

    // on another day (the cap counts today's messages) the reward's thanks goes out
    await t.db.query(
      "update outbox_deliveries set created_at = created_at - interval '1 day' where channel = 'sms' and target = '01005556666'",
    );
    const rewarded = log.rows.find((r) => r.eventType === 'idea.rewarded')!;
    await t.db.query("update outbox_deliveries set status = 'failed' where id = $1", [rewarded.id]);
    await t.request({ method: 'POST', url: `/v1/notifications/deliveries/${rewarded.id}/retry`, token: admin.token });
    await runtime.dispatcher.drain();
    const thanks = messages().find((m) => m.to === '01005556666' && m.message.includes('thank you'));
    expect(thanks?.message).toMatch(
      new RegExp(`^Fikra: thank you, Karim Adel! Your idea #${idea.ideaNumber} was rewarded: 150 \\(Kaizen Day\\)\\.`),
    );
  });

  it('a phone that opted out through its link gets nothing more; a forged link is refused', async () => {
    const idea = await submit({ lang: 'ar', employeePhone: '01007778888' });
    await putStage(t, admin.token, idea._id, 'evaluated', { ...ACCEPT.evaluated, version: 0 });
    await runtime.dispatcher.drain();
    const first = messages().find((m) => m.to === '01007778888')!;
    const token = new URL(first.message.split(' ').pop()!).searchParams.get('t')!;
    const forged = await t.request({ method: 'POST', url: '/v1/sms/opt-out', payload: { token: `${token.split('.')[0]}.AAAA` } });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().details[0]).toMatchObject({ path: 'token', key: 'optOutInvalid' });
    const optOut = await t.request({ method: 'POST', url: '/v1/sms/opt-out', payload: { token } });
    expect(optOut.json()).toEqual({ ok: true });
    const before = messages().length;
    await putStage(t, admin.token, idea._id, 'approved', { ...ACCEPT.approved, version: 1 });
    await runtime.dispatcher.drain();
    expect(messages()).toHaveLength(before);
  });

  it('a GET gateway gets the values URL-encoded; a plain-text template is not JSON-escaped', () => {
    const values = { phone: '+20 1', text: 'a "b" & c', ideaNumber: 7, lang: 'en' as const };
    const get = gatewayRequest(
      { url: 'https://sms.example/send?to={{phone}}&msg={{text}}', method: 'GET', headers: {}, dailyCap: 1 },
      values,
    );
    expect(get.url).toBe('https://sms.example/send?to=%2B20%201&msg=a%20%22b%22%20%26%20c');
    expect(get.body).toBeUndefined();
    const plain = gatewayRequest(
      { url: 'https://sms.example', method: 'POST', headers: {}, body: 'to={{phone}} {{text}}', dailyCap: 1 },
      values,
    );
    expect(plain.body).toBe('to=+20 1 a "b" & c');
  });
});
