import { type MasterDataKindDef, type Role, UNIT_PLACE_KINDS } from '@fikra/shared';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertMasterData, useTestContext } from '../../../test/factories.js';
import { KINDS, masterDataKit } from '../../../test/scenarios/masterData.js';

const t = useTestContext();
let kit: ReturnType<typeof masterDataKit>;
const tokens = {} as Record<Role, string>;

const ROLES_UNDER_TEST = ['ADMIN', 'CONSULTANT', 'MBUL', 'KEY_OWNER', 'USER', 'EMPLOYEE'] as const;

/**
 * Spec §6 and DESIGN §7: create/edit ADMIN and CONSULTANT; delete also MBUL and KEY_OWNER, but only their own
 * unit's factory and specific locations; reading the admin lists ADMIN and CONSULTANT, and the factory and
 * specific-location lists also MBUL and KEY_OWNER (their unit's records only). These unit leads have no unit,
 * so their lists are empty and any one record is refused; `a unit lead with a unit` below covers the rest.
 */
const MANAGERS: readonly Role[] = ['ADMIN', 'CONSULTANT'];
const UNIT_LEADS: readonly Role[] = ['MBUL', 'KEY_OWNER'];
const ALLOWED: Record<string, readonly Role[]> = { create: MANAGERS, edit: MANAGERS, delete: MANAGERS, list: MANAGERS };
/** routes a unit lead reaches on their unit's place kinds, answered with an empty page */
const SCOPED_LISTS = ['GET /<path>/all', 'GET /<path>/all/:parentId'];

beforeAll(async () => {
  for (const role of ROLES_UNDER_TEST) tokens[role] = (await t.login(role)).token;
  kit = masterDataKit(t, tokens.ADMIN);
});

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

  describe.each(calls)('%s', (name, action, call) => {
    it.each(ROLES_UNDER_TEST)(`%s: allowed only for ${ALLOWED[action].join(', ')}`, async (role) => {
      const req = await call(def);
      const before = await t.db.query('select id, version from master_data order by id');
      const res = await t.request({ ...req, token: tokens[role] });
      if (UNIT_LEADS.includes(role) && UNIT_PLACE_KINDS.includes(def.kind) && SCOPED_LISTS.includes(name)) {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ data: [], total: 0 });
      } else if (ALLOWED[action].includes(role)) {
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

describe('a unit lead with a unit (MBUL, KEY_OWNER)', () => {
  const md = (kind: string, parents: string[] = []) => {
    const name = `${kind} ${Math.random().toString(36).slice(2, 8)}`;
    return insertMasterData(t.db, kind, name, `${name} (ar)`, parents);
  };

  it.each(UNIT_LEADS)('%s sees only their own factory and its specific locations, and deletes only those', async (role) => {
    const company = await md('company');
    const [own, other] = [await md('factoryBusinessUnit', [company]), await md('factoryBusinessUnit', [company])];
    const [ownArea, spareArea, otherArea] = [
      await md('areaSection', [own]),
      await md('areaSection', [own]),
      await md('areaSection', [other]),
    ];
    const department = await md('department', [own]);
    const lead = (await t.login(role, { factoryBusinessUnitId: own })).token;
    const ask = (method: 'GET' | 'DELETE', url: string) => t.request({ method, url: `/v1${url}`, token: lead });

    const factories = await ask('GET', '/factory-businessUnit/all?limit=100');
    expect(factories.json().data.map((r: { _id: string }) => r._id)).toEqual([own]);
    const areas = await ask('GET', '/area-section/all?limit=100');
    expect(
      areas
        .json()
        .data.map((r: { _id: string }) => r._id)
        .sort(),
    ).toEqual([ownArea, spareArea].sort());
    expect((await ask('GET', `/area-section/all/${other}`)).json().total).toBe(0);
    expect((await ask('GET', `/area-section/${ownArea}`)).statusCode).toBe(200);
    expect((await ask('GET', `/area-section/${otherArea}`)).statusCode).toBe(403);
    expect((await ask('GET', `/department/all`)).statusCode).toBe(403);

    // another unit's places and any other kind: 403 and nothing changes
    for (const url of [
      `/area-section/${otherArea}`,
      `/factory-businessUnit/${other}`,
      `/department/${department}`,
      `/company/${company}`,
    ]) {
      const res = await ask('DELETE', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    // its own: the specific location goes; the factory is refused only because it is in use (by the lead)
    expect((await ask('DELETE', `/area-section/${spareArea}`)).statusCode).toBe(200);
    const ownFactory = await ask('DELETE', `/factory-businessUnit/${own}`);
    expect(ownFactory.statusCode).toBe(409);
    expect(ownFactory.json().code).toBe('IN_USE');
    const left = await t.db.query<{ id: string }>('select id from master_data where id = any($1::uuid[])', [
      [own, other, ownArea, spareArea, otherArea, department, company],
    ]);
    expect(left.map((r) => r.id).sort()).toEqual([own, other, ownArea, otherArea, department, company].sort());
  });
});
