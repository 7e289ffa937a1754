import type { MasterDataRecord } from '@fikra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/factories.js';
import { CHILD_KINDS, KINDS, masterDataKit, uniqueName } from '../../../test/scenarios/masterData.js';

const t = useTestContext();
let token: string;
let kit: ReturnType<typeof masterDataKit>;

beforeAll(async () => {
  ({ token } = await t.login('ADMIN'));
  kit = masterDataKit(t, token);
});

const get = (url: string, auth: string | undefined = token) => t.request({ method: 'GET', url, token: auth });
const ids = (rows: { _id: string }[]) => rows.map((r) => r._id);

describe.each(KINDS)('$kind at /v1/$path', (def) => {
  const base = `/v1/${def.path}`;

  it('creates a record with trimmed names and its parents by name, and reads it back', async () => {
    const name = uniqueName(def.kind);
    const body = await kit.validBody(def, { name: { en: `  ${name.en}  `, ar: ` ${name.ar} ` } });
    const res = await t.request({ method: 'POST', url: base, token, payload: body });
    expect(res.statusCode, res.body).toBe(201);
    const record = res.json();
    expect(record).toMatchObject({ name, version: 0 });
    expect(record._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(record.createdAt).toISOString()).toBe(record.createdAt);
    expect(new Date(record.updatedAt).toISOString()).toBe(record.updatedAt);
    if (def.parent) {
      const [parentId] = body[def.parent.field] as string[];
      expect(record[def.parent.field]).toEqual([
        { _id: parentId, name: expect.objectContaining({ en: expect.any(String), ar: expect.any(String) }) },
      ]);
    } else {
      const logo = def.hasLogo ? ['logo'] : [];
      expect(Object.keys(record).sort()).toEqual(['_id', 'createdAt', ...logo, 'name', 'updatedAt', 'version']);
    }
    expect((await get(`${base}/${record._id}`)).json()).toEqual(record);
  });

  it('accepts parents as { _id } objects and drops repeats', async () => {
    if (!def.parent) return;
    const {
      [def.parent.field]: [parentId],
    } = (await kit.validBody(def)) as Record<string, string[]>;
    const res = await t.request({
      method: 'POST',
      url: base,
      token,
      payload: { name: uniqueName(def.kind), [def.parent.field]: [{ _id: parentId }, parentId] },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(ids(res.json()[def.parent.field])).toEqual([parentId]);
  });

  it('lists newest first in pages, searching both names', async () => {
    const marker = `Pg${Math.random().toString(36).slice(2, 7)}`;
    const created: MasterDataRecord[] = [];
    for (let i = 0; i < 12; i++)
      created.push(await kit.create(def, { name: { en: `${marker} ${i} en`, ar: `عربي ${marker} ${i}` } }));
    const page1 = (await get(`${base}/all?search=${marker}&limit=10&page=1`)).json();
    const page2 = (await get(`${base}/all?search=${marker}&limit=10&page=2`)).json();
    expect(page1).toMatchObject({ total: 12, page: 1, limit: 10 });
    expect(page2).toMatchObject({ total: 12, page: 2, limit: 10 });
    expect([...ids(page1.data), ...ids(page2.data)]).toEqual(ids(created).reverse());

    const byEnglish = (await get(`${base}/all?search=${encodeURIComponent(`${marker.toUpperCase()} 7 EN`)}`)).json();
    expect(ids(byEnglish.data)).toEqual([created[7]._id]);
    const byArabic = (await get(`${base}/all?search=${encodeURIComponent(`عربي ${marker} 11`)}`)).json();
    expect(ids(byArabic.data)).toEqual([created[11]._id]);
    const wildcard = (await get(`${base}/all?search=${encodeURIComponent('%_%')}`)).json();
    expect(wildcard.total).toBe(0);
    expect((await get(`${base}/all?limit=7`)).statusCode).toBe(400);
  });

  it('returns every record for dropdowns from /names', async () => {
    const record = await kit.create(def);
    const res = await get(`${base}/names`, def.publicNames ? undefined : token);
    expect(res.statusCode).toBe(200);
    const entry = res.json().data.find((n: { _id: string }) => n._id === record._id);
    expect(entry).toEqual({
      _id: record._id,
      name: record.name,
      ...(def.parent ? { parentIds: ids(record[def.parent.field] as MasterDataRecord[]) } : {}),
    });
  });

  it('edits names and parents with the version it started from, then refuses the stale version', async () => {
    const record = await kit.create(def);
    const name = uniqueName(`${def.kind} renamed`);
    const update: Record<string, unknown> = { ...(await kit.validBody(def, { name })), version: 0, _id: record._id };
    const res = await t.request({ method: 'PUT', url: `${base}/${record._id}`, token, payload: update });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: record._id, name, version: 1, createdAt: record.createdAt });
    if (def.parent) expect(ids(res.json()[def.parent.field])).toEqual(update[def.parent.field]);

    const stale = await t.request({
      method: 'PUT',
      url: `${base}/${record._id}`,
      token,
      payload: { ...update, name: uniqueName('lost'), version: 0 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect((await get(`${base}/${record._id}`)).json()).toEqual(res.json());
  });

  it('deletes an unused record; afterwards it is gone', async () => {
    const record = await kit.create(def);
    const res = await t.request({ method: 'DELETE', url: `${base}/${record._id}`, token });
    expect(res.statusCode, res.body).toBe(200);
    const gone = await get(`${base}/${record._id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'NOT_FOUND', message: `${def.messageLabel} not found` });
    expect((await t.request({ method: 'DELETE', url: `${base}/${record._id}`, token })).statusCode).toBe(404);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `${base}/${record._id}`,
          token,
          payload: { ...(await kit.validBody(def)), version: 0 },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('does not answer for records of another kind or malformed ids', async () => {
    const other = await kit.create(KINDS.find((k) => k.kind !== def.kind)!);
    expect((await get(`${base}/${other._id}`)).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `${base}/${other._id}`, token })).statusCode).toBe(404);
    const bad = await get(`${base}/not-a-uuid`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });

  it.each(def.aliasPaths.map((alias) => [alias]))('answers the same data at the alias /v1/%s', async (alias) => {
    const created = await t.request({ method: 'POST', url: `/v1/${alias}`, token, payload: await kit.validBody(def) });
    expect(created.statusCode, created.body).toBe(201);
    const viaMain = await get(`${base}/${created.json()._id}`);
    expect(viaMain.json()).toEqual(created.json());
    expect((await get(`/v1/${alias}/all?limit=100`)).json()).toEqual((await get(`${base}/all?limit=100`)).json());
    expect((await get(`/v1/${alias}/names`)).json()).toEqual((await get(`${base}/names`)).json());
  });

  it(def.backup ? 'downloads every record as a JSON file' : 'offers no backup download', async () => {
    const record = await kit.create(def);
    const res = await get(`${base}/backup`);
    if (!def.backup) {
      expect([400, 404]).toContain(res.statusCode);
      expect(res.headers['content-disposition']).toBeUndefined();
      return;
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="${def.kind}-backup-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    const file = JSON.parse(res.body);
    const total = (await get(`${base}/all?limit=10`)).json().total;
    expect(file).toMatchObject({ format: 'fikra-backup', version: 1, kind: def.kind, count: total });
    expect(file.data).toHaveLength(total);
    expect(file.data).toContainEqual((await get(`${base}/${record._id}`)).json());
  });
});

describe.each(CHILD_KINDS)('$def.kind filtered by its parent', ({ def, parentDef }) => {
  it('lists only the records under the given parent, at /all/:parentId and /names?parentId=', async () => {
    const [parentA, parentB] = [await kit.create(parentDef), await kit.create(parentDef)];
    const underA = await kit.create(def, { parents: [parentA._id] });
    const underBoth = await kit.create(def, { parents: [parentA._id, parentB._id] });
    const underB = await kit.create(def, { parents: [parentB._id] });
    const listA = (await get(`/v1/${def.path}/all/${parentA._id}`)).json();
    expect(listA).toMatchObject({ total: 2, page: 1, limit: 10 });
    expect(ids(listA.data)).toEqual([underBoth._id, underA._id]);
    expect(ids(listA.data[0][def.parent!.field]).sort()).toEqual([parentA._id, parentB._id].sort());
    const namesB = (await get(`/v1/${def.path}/names?parentId=${parentB._id}`, undefined)).json();
    expect(ids(namesB.data).sort()).toEqual([underBoth._id, underB._id].sort());
    expect((await get(`/v1/${def.path}/all/not-a-uuid`)).statusCode).toBe(400);
  });
});

it('every kind without a parent has no /all/:parentId route', async () => {
  const company = await kit.create(KINDS[0]);
  expect((await get(`/v1/company/all/${company._id}`)).statusCode).toBe(404);
});
