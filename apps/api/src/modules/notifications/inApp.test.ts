import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMasterData, seedHierarchy, useTestContext, validIdea } from '../../../test/factories.js';
import { ACCEPT, putStage } from '../../../test/scenarios/workflow.js';
import { startMailbox } from '../../../test/smtp.js';
import { outboxEventsRepository } from '../../data/outboxEvents.repository.js';
import { recordDailyDigests, recordOverdueIdeas } from './jobs.js';
import { createNotifyRuntime, type NotifyRuntime } from './runtime.js';

const t = useTestContext({ PUBLIC_URL: 'https://fikra.plant.example', MAIL_FROM: 'Fikra <fikra@plant.example>' });
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let runtime: NotifyRuntime;
type Login = Awaited<ReturnType<typeof t.login>>;
let consultant: Login;
let omar: Login;
let submitter: Login;
let leadHere: Login;
let leadElsewhere: Login;
let h: Awaited<ReturnType<typeof seedHierarchy>>;

beforeAll(async () => {
  mailbox = await startMailbox();
  runtime = createNotifyRuntime({ ...t.config, SMTP_URL: mailbox.url }, t.db, t.app.log);
  h = await seedHierarchy(t);
  const elsewhere = await insertMasterData(t, 'factoryBusinessUnit', 'Other plant');
  consultant = await t.login('CONSULTANT', { username: 'Salma', defaultLang: 'en' });
  omar = await t.login('USER', { username: 'Omar', defaultLang: 'ar' });
  submitter = await t.login('EMPLOYEE', { username: 'Hany', userCode: 'E-77', defaultLang: 'en' });
  leadHere = await t.login('MBUL', { username: 'Lead here', factoryBusinessUnitId: h.factory });
  leadElsewhere = await t.login('MBUL', { username: 'Lead elsewhere', factoryBusinessUnitId: elsewhere });
});
afterAll(async () => {
  await runtime?.close();
  await mailbox?.close();
});

const unread = async (who: Login) =>
  (await t.request({ method: 'GET', url: '/v1/notifications/unread-count', token: who.token })).json().count as number;
const listOf = async (who: Login) =>
  (await t.request({ method: 'GET', url: '/v1/notification/all?limit=100', token: who.token })).json().data as {
    _id: string;
    title: { en: string; ar: string };
    body: { en: string; ar: string };
    link: string;
    read: boolean;
  }[];

describe('in the app: who is told, privately', () => {
  let ideaId: string;
  let ideaNumber: number;

  it('a new idea reaches the deciders of evaluation in its unit, nobody else', async () => {
    const res = await t.request({ method: 'POST', url: '/v1/idea-crud', payload: validIdea(h, { employeeCode: 'E-77' }) });
    ({ _id: ideaId, ideaNumber } = res.json());
    await runtime.dispatcher.drain();
    expect(await unread(consultant)).toBe(1);
    expect(await unread(leadHere)).toBe(1);
    expect(await unread(leadElsewhere)).toBe(0);
    expect(await unread(omar)).toBe(0);
    expect(await unread(submitter)).toBe(0);
    const [n] = await listOf(consultant);
    expect(n).toMatchObject({
      title: { en: `New idea #${ideaNumber} waits for evaluation`, ar: `فكرة جديدة رقم ${ideaNumber} تنتظر التقييم` },
      link: `/admin/editIdea/${ideaId}`,
      read: false,
    });
    expect(n.body.en).toContain('Reuse the rinse water of the filling line');
  });

  it('a decision tells the responsible people, the next deciders and the submitter, never the one who decided', async () => {
    const res = await putStage(t, consultant.token, ideaId, 'evaluated', { ...ACCEPT.evaluated, version: 0 });
    expect(res.statusCode, res.body).toBe(200);
    await runtime.dispatcher.drain();
    expect(await unread(omar)).toBe(1);
    expect((await listOf(omar))[0].title.ar).toBe(`أنت مسؤول عن الفكرة رقم ${ideaNumber}`);
    expect(await unread(submitter)).toBe(1);
    expect(await unread(leadHere)).toBe(2);
    expect(await unread(consultant)).toBe(1);
  });

  it('each notification is private to its addressee (another user gets 404) and can be marked read', async () => {
    const [forOmar] = await listOf(omar);
    for (const other of [consultant, submitter]) {
      const res = await t.request({ method: 'GET', url: `/v1/notification/${forOmar._id}`, token: other.token });
      expect(res.statusCode).toBe(404);
    }
    const readOne = await t.request({
      method: 'PUT',
      url: `/v1/notification/${forOmar._id}`,
      token: omar.token,
      payload: { ...forOmar, read: true },
    });
    expect(readOne.statusCode, readOne.body).toBe(200);
    expect(await unread(omar)).toBe(0);
    const all = await t.request({ method: 'POST', url: '/v1/notifications/read-all', token: leadHere.token });
    expect(all.json()).toEqual({ count: 2 });
    expect(await unread(leadHere)).toBe(0);
  });
});

describe('by e-mail, as each user chose, in their language', () => {
  it('immediately by default; nothing once turned off; a stale choice is refused', async () => {
    mailbox.received.splice(0);
    const prefs = await t.request({ method: 'GET', url: '/v1/notifications/preferences', token: omar.token });
    expect(prefs.json()).toEqual({ email: 'immediate', version: 0 });
    const off = await t.request({
      method: 'PUT',
      url: '/v1/notifications/preferences',
      token: omar.token,
      payload: { email: 'off', version: 0 },
    });
    expect(off.json()).toEqual({ email: 'off', version: 1 });
    const stale = await t.request({
      method: 'PUT',
      url: '/v1/notifications/preferences',
      token: omar.token,
      payload: { email: 'digest', version: 0 },
    });
    expect(stale.statusCode).toBe(409);
    const bad = await t.request({
      method: 'PUT',
      url: '/v1/notifications/preferences',
      token: omar.token,
      payload: { email: 'x', version: 1 },
    });
    expect(bad.statusCode).toBe(400);

    const idea = (await t.request({ method: 'POST', url: '/v1/idea-crud', payload: validIdea(h) })).json();
    await putStage(t, consultant.token, idea._id, 'evaluated', { ...ACCEPT.evaluated, version: 0 });
    await runtime.dispatcher.drain();
    // the deliveries of one round go out side by side: their order is not fixed
    const toLead = mailbox.received.filter((m) => m.to.includes(leadHere.email)).map((m) => m.body);
    expect(toLead).toHaveLength(2);
    const submitted = toLead.find((b) => b.includes(`Subject: Fikra: New idea #${idea.ideaNumber} waits for evaluation`));
    expect(submitted).toContain(`https://fikra.plant.example/admin/editIdea/${idea._id}`);
    expect(toLead.some((b) => b.includes(`Subject: Fikra: Idea #${idea.ideaNumber} waits for approval`))).toBe(true);
    expect(mailbox.received.some((m) => m.to.includes(omar.email))).toBe(false);
  });

  it('the daily digest lists the waiting ideas, overdue first, once a day, in the reader’s language', async () => {
    await t.request({
      method: 'PUT',
      url: '/v1/notifications/preferences',
      token: omar.token,
      payload: { email: 'digest', version: 1 },
    });
    // Omar is a USER: the digest lists what he may see (every unit: USER is not unit-scoped)
    expect(await recordDailyDigests(t.db, 0)).toEqual({ digests: 1 });
    expect(await recordDailyDigests(t.db, 0)).toEqual({ digests: 0 });
    expect(await recordDailyDigests(t.db, 24)).toEqual({ digests: 0 });
    mailbox.received.splice(0);
    await runtime.dispatcher.drain();
    const digest = await mailbox.mailTo(omar.email);
    expect(digest.body).toContain('صباح الخير يا Omar');
    expect(digest.body).toContain('متأخرة (فات موعدها):');
    expect(digest.body).toContain('dir="rtl"');
    expect(mailbox.received.filter((m) => m.to.includes(omar.email))).toHaveLength(0);
  });
});

describe('overdue ideas', () => {
  it('an idea past its due date, not implemented, writes idea.overdue once and tells its responsible people', async () => {
    const idea = (await t.request({ method: 'POST', url: '/v1/idea-crud', payload: validIdea(h) })).json();
    await putStage(t, consultant.token, idea._id, 'evaluated', { ...ACCEPT.evaluated, dueDate: '2026-01-10', version: 0 });
    await runtime.dispatcher.drain();
    const before = await unread(omar);
    const now = new Date('2026-02-01T08:00:00Z');
    const first = await recordOverdueIdeas(t.db, now);
    expect(first.overdue).toBeGreaterThanOrEqual(1);
    await recordOverdueIdeas(t.db, now);
    const types = (await outboxEventsRepository(t.db).forIdea(idea._id)).map((e) => e.type);
    expect(types.filter((x) => x === 'idea.overdue')).toHaveLength(1);
    await runtime.dispatcher.drain();
    expect(await unread(omar)).toBeGreaterThan(before);
    expect((await listOf(omar)).some((n) => n.title.ar === `الفكرة رقم ${idea.ideaNumber} متأخرة`)).toBe(true);
  });
});
