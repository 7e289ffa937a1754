import type { IdeaListRequest, IdeaOutput } from '@fikra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { daysAgo, insertIdea, insertMasterData, seedUnits, type Units, useTestContext } from '../../../test/factories.js';

const ctx = useTestContext();
let h: Units;
let admin: string;
const ids: Record<string, string> = {};
const numbers: Record<string, number> = {};

beforeAll(async () => {
  h = await seedUnits(ctx.db);
  // idea numbers that no idea text or employee code contains
  await ctx.db.query("select setval('idea_number_seq', 7000)");
  const seeds = {
    i1: {
      factory: h.f1,
      area: h.a1,
      aic: h.x1,
      createdAt: daysAgo(1),
      ideaText: 'Reduce water use at the filling line',
      employeeName: 'Mona Hassan Ibrahim',
      employeeCode: 'E1001',
    },
    i2: {
      factory: h.f1,
      area: h.a2,
      done: ['evaluated'],
      createdAt: daysAgo(10),
      ideaText: 'Label the packing area shelves by size',
      employeeName: 'Omar Khaled Mahmoud',
      employeeCode: 'E1002',
      totalTicks: 5,
      priority: 'High',
      savings: 300,
    },
    i3: {
      factory: h.f1,
      area: h.a1,
      aic: h.x1,
      done: ['evaluated', 'approved', 'implemented', 'replicated'],
      replicationType: 'Fully Replicated',
      createdAt: daysAgo(40),
      ideaText: 'Recover boiler condensate to save gas',
      employeeName: 'Sara Adel Youssef',
      employeeCode: 'E2001',
      totalTicks: 2,
      savings: 5000,
    },
    i4: {
      factory: h.f2,
      area: h.a3,
      aic: h.x2,
      done: ['evaluated', 'approved', 'implemented', 'rewarded', 'replicated'],
      replicationType: 'Partially Replicated',
      createdAt: daysAgo(100),
      ideaText: 'Visual board for the daily safety checks',
      employeeName: 'Youssef Tarek Samir',
      employeeCode: 'E3001',
      totalTicks: 7,
      priority: 'High',
      savings: 900,
    },
    i5: {
      factory: h.f2,
      area: h.a3,
      done: ['evaluated', 'approved'],
      createdAt: daysAgo(400),
      ideaText: 'Reorder the warehouse racks 100% by turnover',
      employeeName: 'Nour Ahmed Fathy',
      employeeCode: 'E3002',
      totalTicks: 1,
    },
    i6: {
      createdAt: daysAgo(2),
      ideaText: 'A general suggestion without a location',
      employeeName: 'Karim Mostafa Said',
      employeeCode: 'V0001',
    },
  } as const;
  for (const [key, seed] of Object.entries(seeds)) {
    const idea = await insertIdea(ctx.db, {
      company: 'factory' in seed ? h.company : null,
      ...seed,
      done: [...(('done' in seed && seed.done) || [])],
    });
    ids[key] = idea.id;
    numbers[key] = idea.ideaNumber;
  }
  // the lower levels of the place (issue 14): a department with a stage and cuts under Cairo, one under Suez
  const md = (kind: string, name: string, parents: string[]) => insertMasterData(ctx.db, kind, name, `${name} (ar)`, parents);
  const c2 = await md('company', 'Delta Trading', []);
  const d1 = await md('department', 'Maintenance', [h.f1]);
  const d2 = await md('department', 'Logistics', [h.f2]);
  const s1 = await md('stage', 'Preparation', [d1]);
  const fc1 = await md('firstCut', 'Mixing', [s1]);
  const sc1 = await md('secondCut', 'Dosing', [fc1]);
  Object.assign(places, { C1: h.company, C2: c2, D1: d1, D2: d2, S1: s1, FC1: fc1, SC1: sc1 });
  const place = (id: string, sets: string, values: string[]) =>
    ctx.db.query(`update ideas set ${sets} where id = $1`, [id, ...values]);
  await place(ids.i1, 'department_id = $2, stage_id = $3, first_cut_id = $4, second_cut_id = $5', [d1, s1, fc1, sc1]);
  await place(ids.i2, 'department_id = $2', [d1]);
  await place(ids.i4, 'department_id = $2', [d2]);
  await place(ids.i6, 'company_id = $2', [c2]);
  admin = (await ctx.login('ADMIN')).token;
});
const places: Record<string, string> = {};

const keysOf = (data: IdeaOutput[]) => data.map((d) => Object.entries(ids).find(([, id]) => id === d._id)?.[0]);

async function list(body: IdeaListRequest | Record<string, unknown>, token = admin) {
  const res = await ctx.request({ method: 'POST', url: '/v1/idea-crud/all', token, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  const json = res.json() as { data: IdeaOutput[]; total: number; page: number; limit: number };
  return { ...json, keys: keysOf(json.data) };
}

describe('GET and POST /v1/idea-crud/all', () => {
  it('returns the envelope, newest first, with names of every reference in both languages', async () => {
    const res = await ctx.request({ method: 'GET', url: '/v1/idea-crud/all', token: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 6, page: 1, limit: 10 });
    expect(keysOf(body.data)).toEqual(['i1', 'i6', 'i2', 'i3', 'i4', 'i5']);
    const i1 = body.data[0] as IdeaOutput;
    expect(i1.factoryBusinessUnit).toEqual({ _id: h.f1, name: { en: 'Cairo plant', ar: 'مصنع القاهرة' } });
    expect(i1.areaSection?.name.ar).toBe('خط التعبئة');
    expect(i1.AICMinibusiness?.name.en).toBe('Cell one');
    expect(i1.ideaNumber).toBe(numbers.i1);
    expect(i1.status.evaluated.value).toBe(false);
    expect(body.data[1].factoryBusinessUnit).toBeNull();
  });

  it.each([
    ['factoryBusinessUnit._id', { 'factoryBusinessUnit._id': { in: ['F1'] } }, ['i1', 'i2', 'i3']],
    ['factoryBusinessUnit._id (two)', { 'factoryBusinessUnit._id': { in: ['F1', 'F2'] } }, ['i1', 'i2', 'i3', 'i4', 'i5']],
    ['areaSection._id', { 'areaSection._id': { in: ['A1'] } }, ['i1', 'i3']],
    ['areaSection._id (two)', { 'areaSection._id': { in: ['A2', 'A3'] } }, ['i2', 'i4', 'i5']],
    ['AICMinibusiness._id', { 'AICMinibusiness._id': { in: ['X2'] } }, ['i4']],
    ['company._id', { 'company._id': { in: ['C1'] } }, ['i1', 'i2', 'i3', 'i4', 'i5']],
    ['company._id (other)', { 'company._id': { in: ['C2'] } }, ['i6']],
    ['department._id', { 'department._id': { in: ['D1'] } }, ['i1', 'i2']],
    ['department._id (two)', { 'department._id': { in: ['D1', 'D2'] } }, ['i1', 'i2', 'i4']],
    ['stage._id', { 'stage._id': { in: ['S1'] } }, ['i1']],
    ['firstCut._id', { 'firstCut._id': { in: ['FC1'] } }, ['i1']],
    ['secondCut._id', { 'secondCut._id': { in: ['SC1'] } }, ['i1']],
    [
      'department and factory together',
      { 'department._id': { in: ['D1', 'D2'] }, 'factoryBusinessUnit._id': { in: ['F2'] } },
      ['i4'],
    ],
    ['status.replicated.type', { 'status.replicated.type': 'Fully Replicated' }, ['i3']],
    [
      'status.replicated.type, two of them (issue 30)',
      { 'status.replicated.type': { in: ['Fully Replicated', 'Not Replicated'] } },
      ['i1', 'i6', 'i2', 'i3', 'i5'],
    ],
    ['status.replicated.type Not Replicated', { 'status.replicated.type': 'Not Replicated' }, ['i1', 'i6', 'i2', 'i5']],
    ['status.evaluated.value true', { 'status.evaluated.value': true }, ['i2', 'i3', 'i4', 'i5']],
    ['status.evaluated.value false (new ideas)', { 'status.evaluated.value': false }, ['i1', 'i6']],
    ['status.approved.value', { 'status.approved.value': true }, ['i3', 'i4', 'i5']],
    ['status.implemented.value', { 'status.implemented.value': true }, ['i3', 'i4']],
    ['status.rewarded.value', { 'status.rewarded.value': true }, ['i4']],
    ['status.replicated.value', { 'status.replicated.value': true }, ['i3', 'i4']],
    ['createdAt.gte', { createdAt: { gte: daysAgo(50) } }, ['i1', 'i6', 'i2', 'i3']],
    ['createdAt.lte', { createdAt: { lte: daysAgo(50) } }, ['i4', 'i5']],
    ['createdAt range', { createdAt: { gte: daysAgo(200), lte: daysAgo(5) } }, ['i2', 'i3', 'i4']],
    [
      'createdAt as dates',
      { createdAt: { gte: daysAgo(41).slice(0, 10), lte: daysAgo(0).slice(0, 10) } },
      ['i1', 'i6', 'i2', 'i3'],
    ],
    ['several keys together', { 'factoryBusinessUnit._id': { in: ['F1'] }, 'status.evaluated.value': true }, ['i2', 'i3']],
    [
      'empty in-lists are ignored',
      { 'factoryBusinessUnit._id': { in: [] }, 'areaSection._id': { in: [] } },
      ['i1', 'i6', 'i2', 'i3', 'i4', 'i5'],
    ],
  ])('filter %s narrows the list and the total', async (_name, filter, expected) => {
    const names: Record<string, string> = { F1: h.f1, F2: h.f2, A1: h.a1, A2: h.a2, A3: h.a3, X1: h.x1, X2: h.x2, ...places };
    const body = JSON.parse(JSON.stringify(filter), (_k, v) => (typeof v === 'string' && names[v] ? names[v] : v));
    const result = await list(body);
    expect(result.keys).toEqual(expected);
    expect(result.total).toBe(expected.length);
  });

  it.each([
    ['idea text', 'BOILER', ['i3']],
    ['employee name', 'mona hassan', ['i1']],
    ['employee code', 'E3002', ['i5']],
    ['a literal percent sign', '100%', ['i5']],
  ])('searches by %s', async (_name, search, expected) => {
    const result = await list({ search });
    expect(result.keys).toEqual(expected);
    expect(result.total).toBe(expected.length);
  });

  it('searches by idea number', async () => {
    expect((await list({ search: String(numbers.i4) })).keys).toEqual(['i4']);
    const res = await ctx.request({ method: 'GET', url: `/v1/idea-crud/all?search=${numbers.i2}`, token: admin });
    expect(keysOf(res.json().data)).toEqual(['i2']);
  });

  it.each([
    ['ideaNumber', ['i1', 'i2', 'i3', 'i4', 'i5', 'i6']],
    ['-ideaNumber', ['i6', 'i5', 'i4', 'i3', 'i2', 'i1']],
    ['createdAt', ['i5', 'i4', 'i3', 'i2', 'i6', 'i1']],
    ['-totalTicks', ['i4', 'i2', 'i3', 'i5', 'i1', 'i6']],
    ['-savings', ['i3', 'i4', 'i2', 'i1', 'i6', 'i5']],
    ['-priority', ['i2', 'i4', 'i1', 'i6', 'i3', 'i5']],
  ])('sorts by %s', async (sort, expected) => {
    expect((await list({ sort })).keys).toEqual(expected);
  });

  it('refuses unknown filter keys, bad values and page sizes with 400', async () => {
    for (const body of [
      { 'status.foo.value': true },
      { employeeName: 'x' },
      { 'factoryBusinessUnit._id': { nin: [h.f1] } },
      { 'factoryBusinessUnit._id': { in: ['not-a-uuid'] } },
      { 'status.replicated.type': 'Sometimes' },
      { 'status.replicated.type': { in: [] } },
      { 'status.replicated.type': { in: ['Sometimes'] } },
      { createdAt: { gte: 'yesterday' } },
      { limit: 7 },
      { sort: 'employeeName' },
    ]) {
      const res = await ctx.request({ method: 'POST', url: '/v1/idea-crud/all', token: admin, payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const res = await ctx.request({ method: 'GET', url: '/v1/idea-crud/all?limit=30', token: admin });
    expect(res.statusCode).toBe(400);
  });

  it('pages through a filtered list with the allowed page sizes', async () => {
    const f3 = await insertMasterData(ctx.db, 'factoryBusinessUnit', 'Aswan plant', 'مصنع أسوان');
    for (let n = 0; n < 27; n++)
      await insertIdea(ctx.db, { factory: f3, createdAt: daysAgo(500 + n), ideaText: `Filler idea number ${n} for paging` });
    const filter = { 'factoryBusinessUnit._id': { in: [f3] } };
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await list({ ...filter, page, limit: 10 }));
    expect(pages.map((p) => p.data.length)).toEqual([10, 10, 7]);
    expect(pages.every((p) => p.total === 27 && p.limit === 10)).toBe(true);
    expect(pages[2].page).toBe(3);
    const texts = pages.flatMap((p) => p.data.map((d) => d.ideaText));
    expect(new Set(texts).size).toBe(27);
    expect(texts[0]).toBe('Filler idea number 0 for paging');
    const big = await list({ ...filter, limit: 25, page: 2 });
    expect(big.data).toHaveLength(2);
    const beyond = await list({ ...filter, limit: 100, page: 5 });
    expect(beyond).toMatchObject({ data: [], total: 27, page: 5, limit: 100 });
    await ctx.db.query('delete from ideas where factory_business_unit_id = $1', [f3]);
  });
});

describe('who may list ideas', () => {
  it('refuses anonymous callers (401) and roles without ideas.list (403)', async () => {
    expect((await ctx.request({ method: 'GET', url: '/v1/idea-crud/all' })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'POST', url: '/v1/idea-crud/all', payload: {} })).statusCode).toBe(401);
    for (const role of ['USER', 'EMPLOYEE', 'HR'] as const) {
      const { token } = await ctx.login(role);
      expect((await ctx.request({ method: 'POST', url: '/v1/idea-crud/all', token, payload: {} })).statusCode).toBe(403);
    }
  });

  it('lets CONSULTANT see every unit', async () => {
    const { token } = await ctx.login('CONSULTANT');
    expect((await list({}, token)).total).toBe(6);
  });

  it.each(['MBUL', 'KEY_OWNER'] as const)('restricts %s to the ideas of their own factory business unit', async (role) => {
    const { token } = await ctx.login(role, { factoryBusinessUnitId: h.f2 });
    expect((await list({}, token)).keys).toEqual(['i4', 'i5']);
    expect((await list({ 'status.rewarded.value': true }, token)).keys).toEqual(['i4']);
    // asking for another unit gives nothing, never that unit's ideas
    expect(await list({ 'factoryBusinessUnit._id': { in: [h.f1] } }, token)).toMatchObject({ data: [], total: 0 });
    const res = await ctx.request({ method: 'GET', url: '/v1/idea-crud/all', token });
    expect(res.json().total).toBe(2);
  });

  it('gives a unit-scoped manager without a unit an empty list', async () => {
    const { token } = await ctx.login('MBUL');
    expect(await list({}, token)).toMatchObject({ data: [], total: 0 });
  });
});
