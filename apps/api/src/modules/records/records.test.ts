import { can, messageKeyOf, RECORD_KINDS, RECORD_MESSAGES, type RecordKindDef, type Role, refFields } from '@fikra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, useTestContext } from '../../../test/factories.js';
import { recordFactory, referrersOf, type SampleRecord } from '../../../test/recordFactory.js';

const t = useTestContext();
let admin: Awaited<ReturnType<TestContext['login']>>;
let make: ReturnType<typeof recordFactory>;
const ROLES_UNDER_TEST = ['ADMIN', 'CONSULTANT', 'MBUL', 'KEY_OWNER', 'EMPLOYEE', 'CLIENT'] as const;
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  await t.setRecordsModule(true);
  admin = await t.login('ADMIN');
  tokens.ADMIN = admin.token;
  for (const role of ROLES_UNDER_TEST.slice(1)) tokens[role] = (await t.login(role)).token;
  make = recordFactory(t, admin.token, admin.id);
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin.token) =>
  t.request({ method, url: `/v1${url}`, token, ...(payload === undefined ? {} : { payload: payload as object }) });

/** A request body as GET returns it, ready to PUT back (references as `{ _id, name }`). */
const echo = (record: Record<string, unknown>) => ({ ...record });

describe.each(RECORD_KINDS.map((def) => [def.kind, def] as [string, RecordKindDef]))('%s', (_kind, def) => {
  const path = `/${def.path}`;
  const nameOf = (r: SampleRecord) => r[def.nameField] as { en: string; ar: string };

  it('creates, reads back, lists, searches and offers it in /names', async () => {
    const body = await make.body(def.kind);
    const res = await call('POST', path, body);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ _id: expect.any(String), version: 0, [def.nameField]: body[def.nameField] });
    for (const f of def.fields.filter((f) => f.type === 'ref' && body[f.key])) {
      expect(created[f.key]).toMatchObject({ _id: body[f.key], name: { en: expect.any(String), ar: expect.any(String) } });
    }
    const other = await make.create(def.kind);

    expect((await call('GET', `${path}/${created._id}`)).json()).toEqual(created);

    const list = await call('GET', `${path}/all?limit=100`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ page: 1, limit: 100, total: expect.any(Number) });
    expect(list.json().data.map((r: { _id: string }) => r._id)).toEqual(expect.arrayContaining([created._id, other._id]));

    const search = await call('GET', `${path}/all?search=${encodeURIComponent(nameOf(created).ar)}`);
    expect(search.json().data.map((r: { _id: string }) => r._id)).toEqual([created._id]);
    expect(search.json().total).toBe(1);

    const sorted = await call('GET', `${path}/all?sort=${def.nameField}.en&order=desc&limit=100`);
    const names = sorted.json().data.map((r: SampleRecord) => nameOf(r).en.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());

    const namesRes = await call('GET', `${path}/names`);
    expect(namesRes.statusCode).toBe(200);
    expect(namesRes.json().data).toContainEqual({ _id: created._id, name: nameOf(created) });
  });

  it('updates with the current version (what GET returns can be PUT back) and refuses a stale one', async () => {
    const record = await make.create(def.kind);
    const changed = { ...echo(record), [def.nameField]: { en: `Renamed ${record._id}`, ar: `معدل ${record._id}` } };
    if (def.fixedAfterCreate?.includes(def.nameField)) changed.read = true;
    const res = await call('PUT', `${path}/${record._id}`, changed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().version).toBe(1);
    if (def.fixedAfterCreate?.includes(def.nameField)) {
      expect(res.json()).toMatchObject({ [def.nameField]: nameOf(record), read: true });
    } else {
      expect(nameOf(res.json()).en).toBe(`Renamed ${record._id}`);
    }

    const stale = await call('PUT', `${path}/${record._id}`, changed);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect((await call('GET', `${path}/${record._id}`)).json().version).toBe(1);
  });

  it('deletes it, and afterwards it is not found', async () => {
    const record = await make.create(def.kind);
    const res = await call('DELETE', `${path}/${record._id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Deleted', _id: record._id });
    const gone = await call('GET', `${path}/${record._id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(RECORD_MESSAGES.notFound(def.kind));
    expect((await call('DELETE', `${path}/${record._id}`)).statusCode).toBe(404);
  });

  const referrers = referrersOf(def);
  it.skipIf(!referrers.length)('refuses to delete it while another record uses it (409 IN_USE naming the user)', async () => {
    const referrer = referrers[0];
    const field = refFields(referrer).find((f) => f.kind === def.kind)!;
    const target = await make.create(def.kind);
    const overrides: Record<string, unknown> = { [field.key]: target._id };
    // keep the referrer consistent: its other references must agree with the target's
    if (field.sameAs) overrides[field.sameAs.ours] = target[field.sameAs.theirs]._id;
    for (const f of refFields(referrer)) {
      if (f.sameAs?.ours === field.key) overrides[f.key] = (await make.create(f.kind, { [f.sameAs.theirs]: target._id }))._id;
    }
    await make.create(referrer.kind, overrides);
    const res = await call('DELETE', `${path}/${target._id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('IN_USE');
    expect(res.json().message).toMatch(
      new RegExp(`^In use by 1 ${referrer.kind.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)}`),
    );
    expect(res.json().details).toContainEqual(
      expect.objectContaining({ path: referrer.kind, key: 'inUseCount', params: expect.objectContaining({ count: 1 }) }),
    );
    expect((await call('GET', `${path}/${target._id}`)).statusCode).toBe(200);
  });

  it('validates with the messages of the shared rules and names an unknown key', async () => {
    const empty = await call('POST', path, {});
    expect(empty.statusCode).toBe(400);
    const required = def.fields.filter((f) => f.required);
    for (const f of required) {
      expect(empty.json().details).toContainEqual({
        path: f.key,
        message: RECORD_MESSAGES.required,
        ...messageKeyOf(RECORD_MESSAGES.required),
      });
    }
    const body = await make.body(def.kind);
    const halfNamed = await call('POST', path, { ...body, [def.nameField]: { en: 'Fine name', ar: ' ' } });
    // a zod issue's detail carries the message's key too (messageKeyOf), as the server's own errors do
    expect(halfNamed.json().details).toEqual([
      {
        path: `${def.nameField}.ar`,
        message: RECORD_MESSAGES.bilingualAr(def.nameField),
        key: def.nameField === 'title' ? 'enterTheTitleAr' : 'enterTheNameAr',
      },
    ]);
    const short = await call('POST', path, { ...body, [def.nameField]: { en: 'x', ar: 'عربي' } });
    expect(short.json().details).toEqual([
      { path: `${def.nameField}.en`, message: RECORD_MESSAGES.minText, key: 'minChars', params: { min: 2 } },
    ]);

    const unknown = await call('POST', path, { ...body, colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unrecognized key: "colour"');
    const record = await make.create(def.kind);
    const unknownOnEdit = await call('PUT', `${path}/${record._id}`, { ...record, secret: 1 });
    expect(unknownOnEdit.json().message).toBe('Unrecognized key: "secret"');
    expect((await call('GET', `${path}/all`)).json().total).toBeGreaterThan(0);
  });

  it('answers hostile input with a 4xx, never a 500', async () => {
    const body = await make.body(def.kind);
    const bad = [
      call('POST', path, [1, 2]),
      call('POST', path, { ...body, [def.nameField]: { en: 'x'.repeat(100_000), ar: 'عربي' } }),
      call('POST', path, { ...body, [def.nameField]: 'just a string' }),
      call('GET', `${path}/not-a-uuid`),
      call('PUT', `${path}/00000000-0000-4000-8000-000000000000`, { ...body, version: 0 }),
      call('GET', `${path}/all?sort=password&limit=7`),
      call('GET', `${path}/all?page=-1`),
      call('GET', `${path}/all?page=100000000000000000000`),
      call('GET', `${path}/all?page=9007199254740991&limit=100`),
      call('GET', `${path}/all?search=${encodeURIComponent("%' or 1=1 --")}`),
      call('GET', `${path}/names?nope=1`),
    ];
    for (const res of await Promise.all(bad)) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
  });

  it('lets exactly the roles of the permissions matrix read and write; anonymous callers must sign in', async () => {
    const record = await make.create(def.kind);
    const body = await make.body(def.kind);
    for (const role of ROLES_UNDER_TEST) {
      const token = tokens[role];
      const list = await call('GET', `${path}/all`, undefined, token);
      expect(list.statusCode, `${role} list`).toBe(can(role, def.access.read) ? 200 : 403);
      const names = await call('GET', `${path}/names`, undefined, token);
      expect(names.statusCode, `${role} names`).toBe(can(role, def.access.read) ? 200 : 403);
      if (!can(role, def.access.create)) expect((await call('POST', path, body, token)).statusCode, `${role} create`).toBe(403);
      if (!can(role, def.access.edit)) {
        expect((await call('PUT', `${path}/${record._id}`, record, token)).statusCode, `${role} edit`).toBe(403);
      }
      if (!can(role, def.access.delete)) {
        expect((await call('DELETE', `${path}/${record._id}`, undefined, token)).statusCode, `${role} delete`).toBe(403);
      }
    }
    expect((await call('POST', path, body, tokens.CONSULTANT)).statusCode).toBe(201);
    for (const [method, url] of [
      ['POST', path],
      ['GET', `${path}/all`],
      ['GET', `${path}/names`],
      ['GET', `${path}/${record._id}`],
      ['PUT', `${path}/${record._id}`],
      ['DELETE', `${path}/${record._id}`],
    ] as const) {
      const res = await t.request({
        method,
        url: `/v1${url}`,
        ...(method === 'POST' || method === 'PUT' ? { payload: body } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await call('GET', `${path}/${record._id}`)).statusCode).toBe(200);
  });
});

it('lists every route of every kind in the OpenAPI document with request and response schemas', async () => {
  const doc = (await t.request({ method: 'GET', url: '/v1/docs/json' })).json();
  for (const def of RECORD_KINDS) {
    const base = `/v1/${def.path}`;
    expect(doc.paths[base].post.requestBody).toBeDefined();
    expect(doc.paths[base].post.responses['201']).toBeDefined();
    expect(doc.paths[`${base}/all`].get.responses['200']).toBeDefined();
    expect(doc.paths[`${base}/names`].get.responses['200']).toBeDefined();
    expect(doc.paths[`${base}/{id}`].put.requestBody).toBeDefined();
    expect(doc.paths[`${base}/{id}`].delete.responses['200']).toBeDefined();
  }
});
