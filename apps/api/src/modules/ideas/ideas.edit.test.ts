import { randomUUID } from 'node:crypto';
import { type IdeaFieldsUpdateInput, KAIZEN_TYPES, messageKeyOf, PRESENTER_TYPES } from '@fikra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertIdea, seedUnits, type Units, useTestContext } from '../../../test/factories.js';
import { multipart, SAMPLES } from '../../../test/multipart.js';

const ctx = useTestContext();
let h: Units;
let admin: string;

beforeAll(async () => {
  h = await seedUnits(ctx.db);
  admin = (await ctx.login('ADMIN')).token;
});

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
    [
      { ideaPresenterType: 'Manager' },
      'ideaPresenterType',
      `This is not one of the allowed values (${PRESENTER_TYPES.join(', ')})`,
    ],
    [{ factoryBusinessUnit: '' }, 'factoryBusinessUnit', 'This field is required'],
    [{ areaSection: undefined }, 'areaSection', 'This field is required'],
    [{ kaizenType: 'Magic' }, 'kaizenType', `This is not one of the allowed values (${KAIZEN_TYPES.join(', ')})`],
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

  it('takes back the idea GET returns: read-only fields (status, priority, reward…) are ignored, unknown keys refused', async () => {
    const { id } = await insertIdea(ctx.db, { company: h.company, factory: h.f1, area: h.a1, done: ['evaluated'] });
    const got = (await ctx.request({ method: 'GET', url: `/v1/idea-crud/${id}`, token: admin })).json();
    const same = await put(id, got);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ version: got.version + 1, ideaText: got.ideaText, status: got.status });
    const edited = await put(id, {
      ...(same.json() as object),
      status: {},
      priority: 'High',
      reward: 99,
      ideaText: 'Edited from the idea page itself',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ ideaText: 'Edited from the idea page itself', status: got.status, reward: got.reward });
    const unknown = await put(id, { ...(edited.json() as object), colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('colour');
  });

  it('corrects an imported idea: still imported with its code, corrected in the imported list (issue 30 item 1)', async () => {
    const { id } = await insertIdea(ctx.db, {
      company: h.company,
      factory: h.f1,
      area: h.a1,
      columns: { imported: true, idea_code: 'HIST-2019-044' },
    });
    const got = (await ctx.request({ method: 'GET', url: `/v1/idea-crud/${id}`, token: admin })).json();
    expect(got).toMatchObject({ imported: true, ideaCode: 'HIST-2019-044' });
    const res = await put(id, { ...got, ideaText: 'Corrected title of a historic idea', estimatedAnualSavings: 1200 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      imported: true,
      ideaCode: 'HIST-2019-044',
      ideaText: 'Corrected title of a historic idea',
    });
    const list = (await ctx.request({ method: 'GET', url: '/v1/idea-crud/allImported?limit=100', token: admin })).json();
    expect(list.data.find((i: { _id: string }) => i._id === id)).toMatchObject({
      ideaText: 'Corrected title of a historic idea',
      estimatedAnualSavings: 1200,
    });
    const submitted = (await ctx.request({ method: 'GET', url: '/v1/idea-crud/all?limit=100', token: admin })).json();
    expect(submitted.data.map((i: { _id: string }) => i._id)).not.toContain(id);
  });

  it('adds, replaces and removes the operator photo and the related files; keeps them when left out', async () => {
    const { id } = await insertIdea(ctx.db, { factory: h.f1, area: h.a1 });
    const upload = async (filename: string, content: Buffer) => {
      const res = await ctx.request({
        method: 'POST',
        url: '/v1/file/upload',
        token: admin,
        ...multipart([{ filename, content }]),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json()[0]._id as string;
    };
    const photo = await upload('photo.png', SAMPLES.png);
    const other = await upload('better.jpg', SAMPLES.jpeg);
    const pdf = await upload('drawing.pdf', SAMPLES.pdf);
    const added = await put(id, validFields({ operatorImg: [photo], filesRelated: [pdf] }));
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().operatorImg).toEqual([expect.objectContaining({ _id: photo, contentType: 'image/png' })]);
    expect(added.json().filesRelated).toEqual([expect.objectContaining({ _id: pdf, filename: 'drawing.pdf' })]);
    const kept = await put(id, validFields({ version: 1, ideaText: 'Only the text changes this time round' }));
    expect(kept.json().operatorImg.map((f: { _id: string }) => f._id)).toEqual([photo]);
    const replaced = await put(id, { ...(kept.json() as object), operatorImg: [{ _id: other }], filesRelated: [] });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().operatorImg.map((f: { _id: string }) => f._id)).toEqual([other]);
    expect(replaced.json().filesRelated).toEqual([]);
    const notImage = await put(id, validFields({ version: 3, operatorImg: [pdf] }));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().details[0]).toMatchObject({ path: 'operatorImg', key: 'operatorPhotoImage' });
    const missing = await put(id, validFields({ version: 3, filesRelated: [randomUUID()] }));
    expect(missing.statusCode).toBe(400);
    expect((await stored(id)).version).toBe(3);
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
