import { beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from '../src/bootstrap.js';
import { insertIdea, useTestContext } from './factories.js';
import { SAMPLES } from './multipart.js';
import { seedWorld, upload, type World } from './scenarios/world.js';
import { routeSchemas } from './schemaWalk.js';

/**
 * Issue 30 item 3: what GET returns can be sent back, everywhere. For every resource with a GET and a PUT at the
 * same address, the test finds a record of it (its list's first, or the seeded one), sends GET's answer back to
 * PUT unchanged and expects 200, and then GET to answer the same record (only its version and updatedAt move).
 * Signed in as ADMIN. The first ADMIN, as the server creates it on an empty database (no user code, no mobile,
 * no unit), and an imported idea are among the records.
 */
// the webhook tried points at this machine, which a plant allows by name
const t = useTestContext({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' });
let w: World;
let firstAdminId: string;
let importedIdeaId: string;
beforeAll(async () => {
  const first = await ensureFirstAdmin(t.db, { ...t.config, ADMIN_PASSWORD: 'Passw0rd!first', ADMIN_EMAIL: 'first@plant.test' });
  expect(first).not.toBeNull();
  w = await seedWorld(t);
  const users = await t.request({ method: 'GET', url: '/v1/User/all?limit=100', token: w.admin.token });
  firstAdminId = users.json().data.find((u: { email: string }) => u.email === 'first@plant.test')._id;
  // the kinds the seeded world has none of: a webhook, and a PDF of each document list
  const created = [
    await t.request({
      method: 'POST',
      url: '/v1/webhooks',
      token: w.admin.token,
      payload: { url: 'http://127.0.0.1:9/hook', events: ['idea.submitted'] },
    }),
    ...(await Promise.all(
      ['reward-and-recognition', 'sap-codes'].map(async (list) =>
        t.request({
          method: 'POST',
          url: `/v1/${list}`,
          token: w.admin.token,
          payload: { fileId: await upload(t, w.admin.token, 'pdf', `${list}.pdf`, SAMPLES.pdf) },
        }),
      ),
    )),
  ];
  for (const res of created) expect(res.statusCode, res.body).toBe(201);
  importedIdeaId = (
    await insertIdea(t, {
      factory: w.h.factory,
      area: w.h.area,
      company: w.h.company,
      columns: { imported: true, idea_code: 'HIST-0001' },
    })
  ).id;
}, 180_000);

/** The records each resource is tried with: the seeded ones a list does not reach first. */
const EXTRA_IDS: Record<string, () => string[]> = {
  '/v1/User/:id': () => [firstAdminId],
  '/v1/idea-crud/:id': () => [w.ids.idea, importedIdeaId],
};

/** The list of a resource, where its records are found: `<base>/all`, or `<base>` itself. */
async function firstIdOf(base: string): Promise<string | undefined> {
  for (const url of [`${base}/all?limit=10`, `${base}?limit=10`]) {
    const res = await t.request({ method: 'GET', url, token: w.admin.token });
    if (res.statusCode !== 200) continue;
    const body = res.json();
    const rows = Array.isArray(body) ? body : body.data;
    if (Array.isArray(rows) && rows[0]?._id) return rows[0]._id;
  }
  return undefined;
}

/** What may differ between two GETs of a record that was saved unchanged. */
const moving = ({ version: _v, updatedAt: _u, history: _h, ...rest }: Record<string, unknown>) => rest;

describe('GET’s answer sent back to PUT is accepted (issue 30 item 3)', () => {
  it('every resource with a GET and a PUT at the same address', { timeout: 300_000 }, async () => {
    const routes = routeSchemas(t.app);
    const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
    const pairs = routes.filter((r) => r.method === 'PUT' && r.url.endsWith('/:id') && gets.has(r.url)).map((r) => r.url);
    const problems: string[] = [];
    const tried: string[] = [];
    for (const url of pairs) {
      const listed = await firstIdOf(url.replace(/\/:id$/, ''));
      const ids = [...new Set([...(listed ? [listed] : []), ...(EXTRA_IDS[url]?.() ?? [])])];
      if (!ids.length) problems.push(`${url}: no record found to try`);
      for (const id of ids) {
        const at = url.replace(':id', id);
        const before = await t.request({ method: 'GET', url: at, token: w.admin.token });
        if (before.statusCode !== 200) {
          problems.push(`GET ${at} -> ${before.statusCode}`);
          continue;
        }
        const put = await t.request({ method: 'PUT', url: at, token: w.admin.token, payload: before.json() });
        tried.push(url);
        if (put.statusCode !== 200) {
          problems.push(`PUT ${at} -> ${put.statusCode} ${put.body.slice(0, 300)}`);
          continue;
        }
        const after = await t.request({ method: 'GET', url: at, token: w.admin.token });
        expect(moving(after.json()), at).toEqual(moving(before.json()));
      }
    }
    process.stdout.write(`GET → PUT round trips: ${tried.length} on ${new Set(tried).size} resources\n`);
    expect(problems).toEqual([]);
    // the ideas, users, master data of every kind, records of every kind, webhooks…
    expect(new Set(tried).size).toBeGreaterThan(20);
  });

  it('the first ADMIN (no user code, no mobile, no unit) gets another role without inventing a mobile', async () => {
    const got = (await t.request({ method: 'GET', url: `/v1/User/${firstAdminId}`, token: w.admin.token })).json();
    expect(got).toMatchObject({ userCode: null, mobile: null, factoryBusinessUnit: null });
    const res = await t.request({
      method: 'PUT',
      url: `/v1/User/${firstAdminId}`,
      token: w.admin.token,
      payload: { ...got, userType: 'CONSULTANT' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ userType: 'CONSULTANT', userCode: null, mobile: null });
  });

  it('a null unit still cannot take away the unit of a user who has one', async () => {
    const { id } = await t.createUser('MBUL', { factoryBusinessUnitId: w.h.factory });
    const got = (await t.request({ method: 'GET', url: `/v1/User/${id}`, token: w.admin.token })).json();
    expect(got.factoryBusinessUnit._id).toBe(w.h.factory);
    const res = await t.request({
      method: 'PUT',
      url: `/v1/User/${id}`,
      token: w.admin.token,
      payload: { ...got, factoryBusinessUnit: null },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({ path: 'factoryBusinessUnit', key: 'thisIsRequired' });
  });
});
