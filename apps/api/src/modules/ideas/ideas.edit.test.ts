import { randomUUID } from 'node:crypto';
import { type IdeaFieldsUpdateInput, messageKeyOf } from '@fikra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertIdea, seedUnits, type Units } from '../../../test/factories.js';
import { createTestContext, type TestContext } from '../../../test/helpers.js';

let ctx: TestContext;
let h: Units;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  h = await seedUnits(ctx.db);
  admin = (await ctx.login('ADMIN')).token;
});
afterAll(() => ctx.close());

const validFields = (patch: Partial<IdeaFieldsUpdateInput> = {}): IdeaFieldsUpdateInput => ({
  ideaPresenterType: 'Visitor',
  employeeName: 'Mona Hassan Ibrahim',
  employeeCode: 'E7788',
  employeePhone: '01098765432',
  company: h.company,
  factoryBusinessUnit: h.f2,
  areaSection: h.a3,
  AICMinibusiness: h.x2,
  kaizenType: 'Safety',
  effectOnPQCDSM: ['Safety', 'Morale'],
  estimatedAnualSavings: 2500,
  ideaText: '  Guard rails around the Suez loading bay  ',
  ideaDesc: 'Forklifts pass close to people at the loading bay; rails keep both apart.',
  version: 0,
  ...patch,
});

const put = (id: string, payload: unknown, token = admin) =>
  ctx.request({ method: 'PUT', url: `/v1/idea-crud/${id}`, token, payload: payload as object });
const stored = async (id: string) =>
  (
    await ctx.db.query<{ idea_text: string; version: number; area_section_id: string }>(
      'select idea_text, version, area_section_id from ideas where id = $1',
      [id],
    )
  )[0];

describe('PUT /v1/idea-crud/:id (editIdeaFields)', () => {
  it('saves the basic fields for ADMIN, trims text, moves the version on and keeps status and files', async () => {
    const { id } = await insertIdea(ctx.db, { company: h.company, factory: h.f1, area: h.a1, done: ['evaluated'] });
    const files = [{ _id: randomUUID(), filename: 'drawing.pdf', contentType: 'application/pdf' }];
    await ctx.db.query('update ideas set files_related = $2 where id = $1', [id, JSON.stringify(files)]);
    const res = await put(id, validFields());
    expect(res.statusCode, res.body).toBe(200);
    const idea = res.json();
    expect(idea).toMatchObject({
      _id: id,
      version: 1,
      ideaText: 'Guard rails around the Suez loading bay',
      ideaPresenterType: 'Visitor',
      employeeCode: 'E7788',
      kaizenType: 'Safety',
      effectOnPQCDSM: ['Safety', 'Morale'],
      estimatedAnualSavings: 2500,
      factoryBusinessUnit: { _id: h.f2, name: { en: 'Suez plant', ar: 'مصنع السويس' } },
      areaSection: { _id: h.a3 },
      AICMinibusiness: { _id: h.x2 },
      filesRelated: files,
    });
    expect(idea.status.evaluated.value).toBe(true);
    expect(Date.parse(idea.updatedAt)).toBeGreaterThanOrEqual(Date.parse(idea.createdAt));
  });

  it('refuses a stale version with 409 STALE_VERSION and keeps the first save', async () => {
    const { id } = await insertIdea(ctx.db, { factory: h.f1, area: h.a1 });
    expect((await put(id, validFields({ ideaText: 'The first admin saved this idea text' }))).statusCode).toBe(200);
    const stale = await put(id, validFields({ ideaText: 'The second admin started from version 0' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect(await stored(id)).toMatchObject({ idea_text: 'The first admin saved this idea text', version: 1 });
    expect((await put(id, validFields({ ideaText: 'Saved again after reloading version 1', version: 1 }))).statusCode).toBe(200);
  });

  it.each([
    [{ ideaText: '   ' }, 'ideaText', 'This field is required'],
    [{ ideaText: 'Too short to count' }, 'ideaText', 'Idea must be at least 20 characters'],
    [{ ideaDesc: 'Short description' }, 'ideaDesc', 'Idea must be at least 20 characters'],
    [{ employeeName: '' }, 'employeeName', 'This field is required'],
    [{ employeeName: 'Ali' }, 'employeeName', 'Employee name must be at least 4 characters'],
    [{ employeeCode: 'E12' }, 'employeeCode', 'Employee code must be at least 4 characters'],
    [{ ideaPresenterType: 'Manager' }, 'ideaPresenterType', 'This field is required'],
    [{ factoryBusinessUnit: '' }, 'factoryBusinessUnit', 'This field is required'],
    [{ areaSection: undefined }, 'areaSection', 'This field is required'],
    [{ kaizenType: 'Magic' }, 'kaizenType', 'This field is required'],
    [{ effectOnPQCDSM: [] }, 'effectOnPQCDSM', 'This field is required'],
    [{ estimatedAnualSavings: -1 }, 'estimatedAnualSavings', 'Amount must be at least 0'],
    [{ version: undefined }, 'version', 'version is required'],
  ])('refuses %j with "%s: %s" and changes nothing', async (patch, path, message) => {
    const { id } = await insertIdea(ctx.db, { factory: h.f1, area: h.a1, ideaText: 'The original idea text stays put' });
    const res = await put(id, validFields(patch as Partial<IdeaFieldsUpdateInput>));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(res.json().details).toContainEqual({ path, message, ...messageKeyOf(message) });
    expect(await stored(id)).toMatchObject({ idea_text: 'The original idea text stays put', version: 0 });
  });

  it.each([
    [() => ({ factoryBusinessUnit: randomUUID() }), 'factoryBusinessUnit', 'Location of idea not found'],
    [() => ({ areaSection: h.a1 }), 'areaSection', 'Specific location does not belong to the chosen location of idea'],
    [() => ({ AICMinibusiness: h.x1 }), 'AICMinibusiness', 'AIC mini business does not belong to the chosen specific location'],
  ])('keeps the hierarchy consistent like a submission (%#): %s', async (patch, path, message) => {
    const { id } = await insertIdea(ctx.db, { factory: h.f1, area: h.a1 });
    const res = await put(id, validFields(patch()));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, details: [{ path, message }] });
    expect((await stored(id)).area_section_id).toBe(h.a1);
  });

  it('does not let an edit set the status or other workflow fields', async () => {
    const { id } = await insertIdea(ctx.db, { factory: h.f1, area: h.a1 });
    for (const key of ['status', 'priority', 'reward', 'filesRelated']) {
      const res = await put(id, { ...validFields(), [key]: key === 'filesRelated' ? [] : 'High' });
      expect(res.statusCode, key).toBe(400);
    }
  });

  it('is for ADMIN only: 401 anonymous, 403 for CONSULTANT, MBUL and USER; 404 for a missing idea', async () => {
    const { id } = await insertIdea(ctx.db, { factory: h.f2, area: h.a3 });
    expect((await ctx.request({ method: 'PUT', url: `/v1/idea-crud/${id}`, payload: validFields() })).statusCode).toBe(401);
    for (const role of ['CONSULTANT', 'MBUL', 'KEY_OWNER', 'USER'] as const) {
      const { token } = await ctx.login(role, { factoryBusinessUnitId: h.f2 });
      expect((await put(id, validFields(), token)).statusCode, role).toBe(403);
    }
    expect((await stored(id)).version).toBe(0);
    const missing = await put(randomUUID(), validFields());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No idea with this ID');
  });
});
