import { initialIdeaStatus } from '@fikra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertIdea, seedUnits, type Units, useTestContext } from '../../../test/factories.js';

const t = useTestContext();
let u: Units;
let admin: string;
const ids: Record<string, string> = {};

const IMPLEMENTED = ['evaluated', 'approved', 'implemented'] as const;

beforeAll(async () => {
  u = await seedUnits(t);
  admin = (await t.login('ADMIN')).token;
  ids.cairo = (await insertIdea(t, { factory: u.f1, area: u.a1, done: [...IMPLEMENTED], ideaText: 'Cairo implemented' })).id;
  ids.cairoRewarded = (
    await insertIdea(t, { factory: u.f1, area: u.a2, done: [...IMPLEMENTED, 'rewarded'], ideaText: 'Cairo rewarded' })
  ).id;
  ids.suez = (await insertIdea(t, { factory: u.f2, area: u.a3, done: [...IMPLEMENTED], ideaText: 'Suez implemented' })).id;
  ids.imported = (
    await insertIdea(t, {
      factory: u.f1,
      area: u.a1,
      done: [...IMPLEMENTED],
      ideaText: 'Imported implemented',
      columns: { imported: true },
    })
  ).id;
  // not in any bank: only approved, implementation refused, imported but not implemented
  await insertIdea(t, { factory: u.f1, area: u.a1, done: ['evaluated', 'approved'], ideaText: 'Only approved' });
  const refused = initialIdeaStatus();
  for (const key of IMPLEMENTED) refused[key].value = true;
  refused.implemented.accepted = false;
  await insertIdea(t, {
    factory: u.f1,
    area: u.a1,
    status: refused,
    columns: { implemented_value: true },
    ideaText: 'Not possible',
  });
  await insertIdea(t, { factory: u.f1, area: u.a1, ideaText: 'Imported, new', columns: { imported: true } });
});

const bank = (source: string, body: Record<string, unknown> = {}, token: string | null = admin) =>
  t.request({ method: 'POST', url: `/v1/idea-crud/bank/${source}`, token: token ?? undefined, payload: body });
const texts = async (source: string, body: Record<string, unknown> = {}, token?: string) => {
  const res = await bank(source, body, token ?? admin);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { ideaText: string }[]).map((i) => i.ideaText).sort();
};

describe('POST /v1/idea-crud/bank/:source', () => {
  it('lists only implemented and accepted ideas, submitted or imported', async () => {
    expect(await texts('submitted')).toEqual(['Cairo implemented', 'Cairo rewarded', 'Suez implemented']);
    expect(await texts('imported')).toEqual(['Imported implemented']);
    const res = await bank('submitted', { limit: 10 });
    expect(res.json()).toMatchObject({ total: 3, page: 1, limit: 10 });
  });

  it("narrows with the ideas list's filters and search", async () => {
    expect(await texts('submitted', { 'factoryBusinessUnit._id': { in: [u.f1] } })).toEqual([
      'Cairo implemented',
      'Cairo rewarded',
    ]);
    expect(await texts('submitted', { 'areaSection._id': { in: [u.a3] } })).toEqual(['Suez implemented']);
    expect(await texts('submitted', { 'status.rewarded.value': true })).toEqual(['Cairo rewarded']);
    expect(await texts('submitted', { search: 'suez' })).toEqual(['Suez implemented']);
  });

  it("shows a unit lead their own unit's bank only, and nobody else's", async () => {
    const lead = await t.login('MBUL', { factoryBusinessUnitId: u.f2 });
    expect(await texts('submitted', {}, lead.token)).toEqual(['Suez implemented']);
    expect(await texts('submitted', { 'factoryBusinessUnit._id': { in: [u.f1] } }, lead.token)).toEqual([]);
  });

  it('is for the roles of the ideas list, and refuses an unknown source or filter', async () => {
    expect((await bank('submitted', {}, null)).statusCode).toBe(401);
    const user = await t.login('USER');
    expect((await bank('submitted', {}, user.token)).statusCode).toBe(403);
    expect((await bank('everything')).statusCode).toBe(400);
    const unknown = await bank('submitted', { colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('colour');
  });
});
