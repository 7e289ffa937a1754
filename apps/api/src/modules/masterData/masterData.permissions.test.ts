import type { MasterDataKindDef, Role } from '@fikra/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { KINDS, masterDataKit } from '../../../test/scenarios/masterData.js';

let t: TestContext;
let kit: ReturnType<typeof masterDataKit>;
const tokens = {} as Record<Role, string>;

const ROLES_UNDER_TEST = ['ADMIN', 'CONSULTANT', 'MBUL', 'KEY_OWNER', 'USER', 'EMPLOYEE'] as const;

/** Spec §6: create/edit ADMIN and CONSULTANT; delete also MBUL and KEY_OWNER; reading the admin lists ADMIN and CONSULTANT. */
const ALLOWED: Record<string, readonly Role[]> = {
  create: ['ADMIN', 'CONSULTANT'],
  edit: ['ADMIN', 'CONSULTANT'],
  delete: ['ADMIN', 'CONSULTANT', 'MBUL', 'KEY_OWNER'],
  list: ['ADMIN', 'CONSULTANT'],
};

beforeAll(async () => {
  t = await createTestContext();
  for (const role of ROLES_UNDER_TEST) tokens[role] = (await t.login(role)).token;
  kit = masterDataKit(t, tokens.ADMIN);
});
afterAll(() => t.close());

type Call = (
  def: MasterDataKindDef,
) => Promise<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: InjectOptions['payload'] }>;

/** Each route with a valid request, grouped by the permission it needs. */
const CALLS: [string, keyof typeof ALLOWED, Call][] = [
  ['POST /<path>', 'create', async (def) => ({ method: 'POST', url: `/v1/${def.path}`, payload: await kit.validBody(def) })],
  [
    'PUT /<path>/:id',
    'edit',
    async (def) => {
      const record = await kit.create(def);
      return { method: 'PUT', url: `/v1/${def.path}/${record._id}`, payload: { ...(await kit.validBody(def)), version: 0 } };
    },
  ],
  ['DELETE /<path>/:id', 'delete', async (def) => ({ method: 'DELETE', url: `/v1/${def.path}/${(await kit.create(def))._id}` })],
  ['GET /<path>/all', 'list', async (def) => ({ method: 'GET', url: `/v1/${def.path}/all` })],
  ['GET /<path>/:id', 'list', async (def) => ({ method: 'GET', url: `/v1/${def.path}/${(await kit.create(def))._id}` })],
];

describe.each(KINDS)('who may do what with $kind', (def) => {
  const calls: typeof CALLS = [...CALLS];
  if (def.parent) {
    calls.push([
      'GET /<path>/all/:parentId',
      'list',
      async (d) => ({ method: 'GET', url: `/v1/${d.path}/all/${((await kit.validBody(d))[d.parent!.field] as string[])[0]}` }),
    ]);
  }
  if (def.backup) calls.push(['GET /<path>/backup', 'list', async (d) => ({ method: 'GET', url: `/v1/${d.path}/backup` })]);

  describe.each(calls)('%s', (_name, action, call) => {
    it.each(ROLES_UNDER_TEST)(`%s: allowed only for ${ALLOWED[action].join(', ')}`, async (role) => {
      const req = await call(def);
      const before = await t.db.query('select id, version from master_data order by id');
      const res = await t.request({ ...req, token: tokens[role] });
      if (ALLOWED[action].includes(role)) {
        expect(res.statusCode, res.body).toBeLessThan(300);
      } else {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
        expect(await t.db.query('select id, version from master_data order by id')).toEqual(before);
      }
    });

    it('without a token: 401, even with an invalid body', async () => {
      const req = await call(def);
      const res = await t.request(req.payload ? { ...req, payload: {} } : req);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    });
  });

  it(`GET /${def.path}/names is ${def.publicNames ? 'readable without signing in' : 'for signed-in users'}`, async () => {
    await kit.create(def);
    const anonymous = await t.request({ method: 'GET', url: `/v1/${def.path}/names` });
    expect(anonymous.statusCode).toBe(def.publicNames ? 200 : 401);
    for (const role of ROLES_UNDER_TEST) {
      const res = await t.request({ method: 'GET', url: `/v1/${def.path}/names`, token: tokens[role] });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.length).toBeGreaterThan(0);
    }
  });
});
