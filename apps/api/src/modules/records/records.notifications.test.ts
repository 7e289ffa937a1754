import { RECORD_MESSAGES as M } from '@fikra/shared';
import { beforeAll, expect, it } from 'vitest';
import { type TestContext, useTestContext } from '../../../test/factories.js';

const t = useTestContext();
let admin: Awaited<ReturnType<TestContext['login']>>;
let mona: Awaited<ReturnType<TestContext['login']>>;
let omar: Awaited<ReturnType<TestContext['login']>>;

beforeAll(async () => {
  admin = await t.login('ADMIN');
  mona = await t.login('EMPLOYEE', { username: 'mona' });
  omar = await t.login('USER', { username: 'omar' });
});

const send = (to: string, title = 'Your idea was approved') =>
  t.request({
    method: 'POST',
    url: '/v1/notification',
    token: admin.token,
    payload: {
      user: to,
      title: { en: title, ar: 'تمت الموافقة على فكرتك' },
      body: { en: 'Well done', ar: 'أحسنت' },
      link: '/admin/idea',
    },
  });

it('a manager sends a notification to a user; it starts unread and names its addressee', async () => {
  const res = await send(mona.id);
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toMatchObject({ user: { _id: mona.id, username: 'mona' }, read: false, link: '/admin/idea' });
  const missing = await send('00000000-0000-4000-8000-000000000000');
  expect(missing.json().details).toEqual([
    { path: 'user', message: M.unknownUser, key: 'selectExisting', params: { label: 'user' } },
  ]);
  const byUser = await t.request({ method: 'POST', url: '/v1/notification', token: mona.token, payload: {} });
  expect(byUser.statusCode).toBe(403);
});

it('each user lists only their own notifications, and nobody else reads, edits or deletes them', async () => {
  const forMona = (await send(mona.id, 'For Mona only')).json();
  await send(omar.id, 'For Omar only');
  const monaList = (await t.request({ method: 'GET', url: '/v1/notification/all?limit=100', token: mona.token })).json();
  expect(monaList.data.every((n: { user: { _id: string } }) => n.user._id === mona.id)).toBe(true);
  expect(monaList.data.map((n: { title: { en: string } }) => n.title.en)).toContain('For Mona only');
  const omarList = (await t.request({ method: 'GET', url: '/v1/notification/all?limit=100', token: omar.token })).json();
  expect(omarList.data.map((n: { title: { en: string } }) => n.title.en)).toEqual(['For Omar only']);
  const adminList = (await t.request({ method: 'GET', url: '/v1/notification/all', token: admin.token })).json();
  expect(adminList.total).toBe(0);

  for (const token of [omar.token, admin.token]) {
    const url = `/v1/notification/${forMona._id}`;
    expect((await t.request({ method: 'GET', url, token })).statusCode).toBe(404);
    expect((await t.request({ method: 'PUT', url, token, payload: { ...forMona, read: true } })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url, token })).statusCode).toBe(404);
  }
  const names = (await t.request({ method: 'GET', url: '/v1/notification/names', token: omar.token })).json();
  expect(names.data.map((n: { _id: string }) => n._id)).not.toContain(forMona._id);
  const stillUnread = (await t.request({ method: 'GET', url: `/v1/notification/${forMona._id}`, token: mona.token })).json();
  expect(stillUnread.read).toBe(false);
});

it('the addressee marks it read; title, body, link and addressee stay as sent', async () => {
  const sent = (await send(mona.id, 'Mark me read')).json();
  const res = await t.request({
    method: 'PUT',
    url: `/v1/notification/${sent._id}`,
    token: mona.token,
    payload: { ...sent, read: true, title: { en: 'Rewritten', ar: 'معاد' }, user: omar.id },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ read: true, title: sent.title, body: sent.body, user: { _id: mona.id }, version: 1 });
  const del = await t.request({ method: 'DELETE', url: `/v1/notification/${sent._id}`, token: mona.token });
  expect(del.statusCode).toBe(200);
});
