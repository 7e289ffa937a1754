/**
 * One of everything a write route may point at (issue 29 item 5): the place hierarchy, a record of every kind
 * (consistent with each other), files of each type, ideas, an employee-code sheet. `idFor(key)` answers a request
 * field's name with the id of the record it names, so that a body generated from a schema refers to rows that exist.
 */
import { createHash, randomBytes } from 'node:crypto';
import { RECORD_KINDS, type RecordKind } from '@fikra/shared';
import { passwordResetsRepository } from '../../src/data/passwordResets.repository.js';
import { insertIdea, seedHierarchy, type TestContext } from '../factories.js';
import { multipart, SAMPLES } from '../multipart.js';
import { recordFactory } from '../recordFactory.js';
import { grid, xlsxOf } from './ideaImport.js';

export async function seedWorld(t: TestContext) {
  const admin = await t.login('ADMIN');
  const h = await seedHierarchy(t);
  const place = {
    company: h.company,
    factoryBusinessUnit: h.factory,
    areaSection: h.area,
    AICMinibusiness: h.aic,
    department: h.department,
    stage: h.stage,
    firstCut: h.firstCut,
    secondCut: h.secondCut,
  };
  const ids: Record<string, string> = {
    ...place,
    companies: h.company,
    factories: h.factory,
    departments: h.department,
    stages: h.stage,
    firstCuts: h.firstCut,
    user: admin.id,
  };
  // a record of every kind, each referring to the ones made before it (the optional records module on)
  await t.setRecordsModule(true);
  const records = recordFactory(t, admin.token, admin.id);
  for (const def of RECORD_KINDS) {
    const refs = Object.fromEntries(def.fields.filter((f) => f.key in ids && f.type === 'ref').map((f) => [f.key, ids[f.key]]));
    ids[def.kind] = (await records.create(def.kind as RecordKind, refs))._id;
  }
  ids.subAnswers = ids.subAnswer;
  ids.image = await upload(t, admin.token, 'image', 'photo.png', SAMPLES.png);
  ids.before = ids.after = ids.image;
  ids.logo = await upload(t, admin.token, 'image', 'logo.png', SAMPLES.png);
  ids.pdf = await upload(t, admin.token, 'pdf', 'rules.pdf', SAMPLES.pdf);
  ids.idea = (await insertIdea(t, { factory: h.factory, area: h.area, company: h.company })).id;
  ids.duplicateOf = (await insertIdea(t, { factory: h.factory, area: h.area, company: h.company })).id;
  ids.sheetFile = await uploadSheet(t, admin.token);
  const sheet = await t.request({
    method: 'POST',
    url: '/v1/employee-sheet',
    token: admin.token,
    payload: { fileId: ids.sheetFile },
  });
  if (sheet.statusCode !== 201) throw new Error(`employee sheet: ${sheet.body}`);
  ids.sheet = sheet.json()._id;
  return { admin, h, place, ids, idFor: (key: string) => ids[key] };
}
export type World = Awaited<ReturnType<typeof seedWorld>>;

/** A file uploaded through the API, as a signed-in user sends it; its id. */
export async function upload(t: TestContext, token: string, purpose: string, filename: string, content: Buffer) {
  const res = await t.request({
    method: 'POST',
    url: `/v1/file/upload?purpose=${purpose}`,
    token,
    ...multipart([{ filename, content }]),
  });
  if (res.statusCode !== 201) throw new Error(`upload of ${filename}: ${res.body}`);
  const body = res.json();
  return (Array.isArray(body) ? body[0]._id : body._id) as string;
}

/** An employee-code sheet uploaded as a file (its id is what POST /v1/employee-sheet takes). */
export async function uploadSheet(t: TestContext, token: string) {
  const content = await xlsxOf([
    ['code', 'name', 'mobile'],
    ['E-1001', 'Ahmed Ali', '01012345678'],
  ]);
  return upload(t, token, 'spreadsheet', 'codes.xlsx', content);
}

/** A reset link's token for a user, as the e-mail would carry it. */
export async function resetToken(t: TestContext, userId: string) {
  const token = randomBytes(24).toString('hex');
  await passwordResetsRepository(t.db).insert(userId, createHash('sha256').update(token).digest('hex'), 30);
  return token;
}

export { grid };
