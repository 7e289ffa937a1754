import { type MasterDataKindDef, masterDataKind } from '@fikra/shared';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertIdea, useTestContext } from '../../../test/factories.js';
import { CHILD_KINDS, KINDS, masterDataKit, uniqueName } from '../../../test/scenarios/masterData.js';

const t = useTestContext();
let token: string;
let kit: ReturnType<typeof masterDataKit>;

beforeAll(async () => {
  ({ token } = await t.login('ADMIN'));
  kit = masterDataKit(t, token);
});

const post = (def: MasterDataKindDef, payload: InjectOptions['payload']) =>
  t.request({ method: 'POST', url: `/v1/${def.path}`, token, payload });
const put = (def: MasterDataKindDef, id: string, payload: InjectOptions['payload']) =>
  t.request({ method: 'PUT', url: `/v1/${def.path}/${id}`, token, payload });
const del = (def: MasterDataKindDef, id: string) => t.request({ method: 'DELETE', url: `/v1/${def.path}/${id}`, token });
const countOf = async (kind: string) =>
  Number((await t.db.query<{ count: string }>('select count(*) from master_data where kind = $1', [kind]))[0].count);

/** Edit forms use the same label as add forms (the original's "Department" on the minibusiness edit form is not copied). */
const editLabel = (def: MasterDataKindDef) => def.messageLabel;

describe.each(KINDS)('spec §5 messages for $kind', (def) => {
  const L = def.messageLabel;
  it.each([
    ['no name', { name: undefined }, `Please enter ${L} name in English`],
    ['an empty English name', { name: { en: '', ar: 'اسم عربي' } }, `Please enter ${L} name in English`],
    ['a blank English name', { name: { en: '    ', ar: 'اسم عربي' } }, `Please enter ${L} name in English`],
    ['a short English name', { name: { en: ' abc ', ar: 'اسم عربي' } }, `${L} name must be at least 4 characters`],
    ['no Arabic name', { name: { en: 'Long enough' } }, `Please enter ${L} name in Arabic`],
    ['a short Arabic name', { name: { en: 'Long enough', ar: 'اسم' } }, `${L} name must be at least 4 characters`],
  ])('create with %s: "%s" and nothing stored', async (_case, patch, message) => {
    const before = await countOf(def.kind);
    const res = await post(def, { ...(await kit.validBody(def)), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(await countOf(def.kind)).toBe(before);
  });

  it.each([
    ['an empty English name', { name: { en: '', ar: 'اسم عربي' } }, `Please enter ${editLabel(def)} name in English`],
    ['a short Arabic name', { name: { en: 'Long enough', ar: 'ab' } }, `${editLabel(def)} name must be at least 4 characters`],
    ['no version', { version: undefined }, 'version is required'],
  ])('edit with %s: "%s" and nothing changed', async (_case, patch, message) => {
    const record = await kit.create(def);
    const res = await put(def, record._id, { ...(await kit.validBody(def)), version: 0, ...patch });
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message });
    expect((await t.request({ method: 'GET', url: `/v1/${def.path}/${record._id}`, token })).json()).toEqual(record);
  });

  if (def.parent) {
    const field = def.parent.field;
    const editParentMessage = def.kind === 'areaSection' ? 'This is required' : 'Please select at least one';
    it.each([
      ['missing', undefined],
      ['empty', []],
      ['blank', ''],
    ])('refuses parents %s: "Please select at least one" on create, the edit form wording on edit', async (_case, value) => {
      const body = { ...(await kit.validBody(def)), [field]: value };
      expect((await post(def, body)).json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please select at least one' });
      const record = await kit.create(def);
      const res = await put(def, record._id, { ...body, version: 0 });
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: editParentMessage });
    });

    it('refuses parents that do not exist or are of another kind', async () => {
      const parentLabel = masterDataKind(def.parent!.kind)!.messageLabel;
      const wrongKind = await kit.create(KINDS.find((k) => k.kind !== def.parent!.kind)!);
      const real = (await kit.validBody(def))[field] as string[];
      for (const bad of [['00000000-0000-4000-8000-000000000000'], [wrongKind._id], [...real, wrongKind._id]]) {
        const res = await post(def, { name: uniqueName(), [field]: bad });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: `Please select an existing ${parentLabel}`,
          details: [{ path: field, message: `Please select an existing ${parentLabel}` }],
        });
      }
      const res = await post(def, { name: uniqueName(), [field]: ['not-an-id'] });
      expect(res.statusCode).toBe(400);
    });
  }

  it('refuses a name already used in the kind (English in any letter case, Arabic exactly), naming it', async () => {
    const taken = await kit.create(def);
    const again = await post(def, await kit.validBody(def, { name: { en: taken.name.en.toUpperCase(), ar: uniqueName().ar } }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: `${L} name "${taken.name.en.toUpperCase()}" is already used`,
      details: [{ path: 'name.en', message: 'This name is already used' }],
    });
    const sameArabic = await post(def, await kit.validBody(def, { name: { en: uniqueName().en, ar: ` ${taken.name.ar}` } }));
    expect(sameArabic.json()).toMatchObject({ code: 'CONFLICT', message: `${L} name "${taken.name.ar}" is already used` });

    const other = await kit.create(def);
    const rename = await put(def, other._id, { ...(await kit.validBody(def, { name: taken.name })), version: 0 });
    expect(rename.statusCode).toBe(409);
    const keep = await put(def, taken._id, { ...(await kit.validBody(def, { name: taken.name })), version: 0 });
    expect(keep.statusCode, keep.body).toBe(200);

    const otherKind = KINDS.find((k) => k.kind !== def.kind)!;
    expect((await post(otherKind, await kit.validBody(otherKind, { name: taken.name }))).statusCode).toBe(201);
  });
});

describe('deleting a record that is still used', () => {
  it.each(CHILD_KINDS)('a $parentDef.kind used by a $def.kind is refused with 409 IN_USE', async ({ def, parentDef }) => {
    const parent = await kit.create(parentDef);
    const child = await kit.create(def, { parents: [parent._id] });
    const label = def.messageLabel.toLowerCase();
    const res = await del(parentDef, parent._id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'IN_USE',
      message: `In use by 1 ${label}`,
      details: [{ path: def.kind, message: `1 ${label}` }],
    });
    expect((await del(def, child._id)).statusCode).toBe(200);
    expect((await del(parentDef, parent._id)).statusCode).toBe(200);
  });

  it.each([
    ['company', 'company_id'],
    ['factoryBusinessUnit', 'factory_business_unit_id'],
  ])('a %s used by a user (users.%s) is refused', async (kind, column) => {
    const def = masterDataKind(kind)!;
    const record = await kit.create(def);
    const { id } = await t.createUser('USER');
    await t.db.query(`update users set ${column} = $1 where id = $2`, [record._id, id]);
    const res = await del(def, record._id);
    expect(res.json()).toMatchObject({ statusCode: 409, code: 'IN_USE', message: 'In use by 1 user' });
    await t.db.query(`update users set ${column} = null where id = $1`, [id]);
    expect((await del(def, record._id)).statusCode).toBe(200);
  });

  it.each([
    ['company', 'company_id'],
    ['factoryBusinessUnit', 'factory_business_unit_id'],
    ['areaSection', 'area_section_id'],
    ['AICMiniBusiness', 'aic_minibusiness_id'],
    ['department', 'department_id'],
    ['stage', 'stage_id'],
    ['firstCut', 'first_cut_id'],
    ['secondCut', 'second_cut_id'],
  ])('a %s used by an idea (ideas.%s) is refused', async (kind, column) => {
    const def = masterDataKind(kind)!;
    const record = await kit.create(def);
    const { id: ideaId } = await insertIdea(t, { columns: { [column]: record._id } });
    const res = await del(def, record._id);
    expect(res.json()).toMatchObject({ statusCode: 409, code: 'IN_USE', message: 'In use by 1 idea' });
    expect((await t.request({ method: 'GET', url: `/v1/${def.path}/${record._id}`, token })).statusCode).toBe(200);
    await t.db.query('delete from ideas where id = $1', [ideaId]);
    expect((await del(def, record._id)).statusCode).toBe(200);
  });

  it('says everything that uses a record, counted', async () => {
    const fbuDef = masterDataKind('factoryBusinessUnit')!;
    const fbu = await kit.create(fbuDef);
    for (let i = 0; i < 2; i++) await kit.create(masterDataKind('areaSection')!, { parents: [fbu._id] });
    await kit.create(masterDataKind('department')!, { parents: [fbu._id] });
    for (let i = 0; i < 3; i++) await t.createUser('USER', { factoryBusinessUnitId: fbu._id });
    await insertIdea(t, { factory: fbu._id });
    const res = await del(fbuDef, fbu._id);
    expect(res.json()).toEqual({
      statusCode: 409,
      code: 'IN_USE',
      message: 'In use by 2 specific locations, 1 department, 3 users and 1 idea',
      key: 'inUseBy',
      params: { list: '2 specific locations, 1 department, 3 users and 1 idea' },
      // the web app words the list itself from each part's count (params.count), never from the English
      details: [
        {
          path: 'areaSection',
          message: '2 specific locations',
          key: 'inUseCount',
          params: { count: 2, label: 'specific locations' },
        },
        { path: 'department', message: '1 department', key: 'inUseCount', params: { count: 1, label: 'department' } },
        { path: 'users', message: '3 users', key: 'inUseCount', params: { count: 3, label: 'users' } },
        { path: 'ideas', message: '1 idea', key: 'inUseCount', params: { count: 1, label: 'idea' } },
      ],
    });
  });
});
