import type { IdeaListRequest } from '@fikra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { daysAgo, insertIdea, searchTableDrift, seedUnits, type Units, useTestContext } from '../../../test/factories.js';
import { ideaConditions } from '../../data/ideas.criteria.js';

// Search reads the narrow table idea_search (0018, decision 022): these tests hold it to the ILIKE on the
// ideas table that it replaces, on both of its paths, and to every write that changes what it copies.
const ctx = useTestContext();
const seeded: { units?: Units; admin?: string; ids: Record<string, string>; numbers: Record<string, number> } = {
  ids: {},
  numbers: {},
};

beforeAll(async () => {
  const h = await seedUnits(ctx.db);
  seeded.units = h;
  // numbers above any that an idea text or employee code below contains
  await ctx.db.query("select setval('idea_number_seq', 8000)");
  const seeds = {
    s1: {
      factory: h.f1,
      createdAt: daysAgo(1),
      ideaText: 'Recover the waste heat of the BOILER',
      employeeName: 'Mona Hassan Ibrahim',
      employeeCode: 'E5001',
    },
    s2: {
      factory: h.f2,
      createdAt: daysAgo(2),
      ideaText: 'تقليل الفاقد في ماكينة التعبئة',
      employeeName: 'منى حسن',
      employeeCode: 'E5002',
      done: ['evaluated' as const],
    },
    s3: {
      factory: h.f1,
      createdAt: daysAgo(3),
      ideaText: 'Café corner: fewer paper cups',
      employeeName: 'Omar Khaled',
      employeeCode: 'E5003',
    },
    s4: {
      factory: h.f2,
      createdAt: daysAgo(4),
      ideaText: 'Fill the boiler to 100% of its gauge',
      employeeName: 'Sara Adel',
      employeeCode: 'E5004',
    },
    s5: {
      factory: null,
      createdAt: daysAgo(5),
      ideaText: 'Label tool_box shelves',
      employeeName: 'mona hassan',
      employeeCode: 'V5005',
    },
  };
  for (const [key, seed] of Object.entries(seeds)) {
    const { id, ideaNumber } = await insertIdea(ctx.db, seed);
    seeded.ids[key] = id;
    seeded.numbers[key] = ideaNumber;
  }
  seeded.admin = (await ctx.login('ADMIN')).token;
});
const { ids, numbers } = seeded;
const units = () => seeded.units as Units;

const keyOf = (id: string) => Object.keys(ids).find((k) => ids[k] === id) ?? id;

async function list(body: Partial<IdeaListRequest>, token = seeded.admin) {
  const res = await ctx.request({ method: 'POST', url: '/v1/idea-crud/all', token, payload: { limit: 100, ...body } });
  expect(res.statusCode, res.body).toBe(200);
  const { data, total } = res.json() as { data: { _id: string }[]; total: number };
  return { keys: data.map((i) => keyOf(i._id)), total };
}

/** What the search matched before it had a table of its own: ILIKE on the ideas' own columns, newest first. */
async function ilikeReference(search: string, extra = '', params: unknown[] = []) {
  const pattern = `%${search.replace(/[\\%_]/g, '\\$&')}%`;
  const rows = await ctx.db.query<{ id: string }>(
    `select id from ideas where not imported and (idea_text || ' ' || employee_name || ' ' || employee_code) ilike $1 ${extra}
      order by created_at desc, id desc`,
    [pattern, ...params],
  );
  return rows.map((r) => keyOf(r.id));
}

describe('search (idea_search, decision 022)', () => {
  const terms = [
    'boiler',
    'BOILER',
    'MONA hassan',
    'e500',
    'الفاقد',
    'منى',
    'CAFÉ',
    'café',
    '100%',
    'tool_box',
    'tool%box',
    'nothing like it',
  ];

  it.each(terms)('"%s" finds what ILIKE on the ideas finds, on the search table alone', async (search) => {
    expect(ideaConditions({ filter: {}, search, imported: false }, '-createdAt').source).toBe('idea_search');
    const expected = await ilikeReference(search);
    expect(await list({ search })).toEqual({ keys: expected, total: expected.length });
  });

  it.each(terms)('"%s" finds the same with a unit filter (search table) and a stage filter (ideas table)', async (search) => {
    const byUnit = { search, 'factoryBusinessUnit._id': { in: [units().f1] } };
    expect(ideaConditions({ filter: byUnit, search, imported: false }, '-createdAt').source).toBe('idea_search');
    const unitExpected = await ilikeReference(search, 'and factory_business_unit_id = $2', [units().f1]);
    expect(await list(byUnit)).toEqual({ keys: unitExpected, total: unitExpected.length });

    const byStage = { search, 'status.evaluated.value': false };
    expect(ideaConditions({ filter: byStage, search, imported: false }, '-createdAt').source).toBe('ideas');
    const stageExpected = await ilikeReference(search, 'and not evaluated_value');
    expect(await list(byStage)).toEqual({ keys: stageExpected, total: stageExpected.length });
  });

  it('sorted by another column, reads the ideas table and keeps that order', async () => {
    expect(ideaConditions({ filter: {}, search: 'boiler', imported: false }, 'ideaNumber').source).toBe('ideas');
    expect(await list({ search: 'boiler', sort: 'ideaNumber' })).toEqual({ keys: ['s1', 's4'], total: 2 });
  });

  it('finds an idea by its number on both tables', async () => {
    expect(await list({ search: String(numbers.s3) })).toEqual({ keys: ['s3'], total: 1 });
    expect(await list({ search: String(numbers.s3), 'status.evaluated.value': false })).toEqual({ keys: ['s3'], total: 1 });
    expect(await list({ search: String(numbers.s2), 'status.evaluated.value': false })).toEqual({ keys: [], total: 0 });
  });

  it('a unit-scoped user searches their own unit only', async () => {
    const mbul = (await ctx.login('MBUL', { factoryBusinessUnitId: units().f2 })).token;
    expect(await list({ search: 'boiler' }, mbul)).toEqual({ keys: ['s4'], total: 1 });
  });

  it('follows an edit of the text, the employee and the unit, and forgets a deleted idea', async () => {
    const { id } = await insertIdea(ctx.db, { factory: units().f1, ideaText: 'Paint the walkway lines', employeeCode: 'E5999' });
    ids.s6 = id;
    const mbul = (await ctx.login('MBUL', { factoryBusinessUnitId: units().f2 })).token;
    const edit = await ctx.request({
      method: 'PUT',
      url: `/v1/idea-crud/${id}`,
      token: seeded.admin,
      payload: {
        ideaPresenterType: 'Employee',
        employeeName: 'Hany Zaki',
        employeeCode: 'E6001',
        employeePhone: '01011112222',
        company: units().company,
        factoryBusinessUnit: units().f2,
        areaSection: units().a3,
        AICMinibusiness: units().x2,
        kaizenType: 'Safety',
        effectOnPQCDSM: ['Safety'],
        estimatedAnualSavings: 0,
        ideaText: 'Mark the forklift crossings in yellow',
        ideaDesc: 'Crossings are hard to see at night.',
        version: 0,
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await list({ search: 'walkway' })).toEqual({ keys: [], total: 0 });
    expect(await list({ search: 'E5999' })).toEqual({ keys: [], total: 0 });
    expect(await list({ search: 'FORKLIFT crossings' }, mbul)).toEqual({ keys: ['s6'], total: 1 });
    expect(await list({ search: 'hany zaki' })).toEqual({ keys: ['s6'], total: 1 });
    expect(await searchTableDrift(ctx.db)).toBe(0);

    const del = await ctx.request({ method: 'DELETE', url: `/v1/idea-crud/${id}`, token: seeded.admin });
    expect(del.statusCode, del.body).toBe(200);
    expect(await list({ search: 'forklift' })).toEqual({ keys: [], total: 0 });
    expect(await ctx.db.query('select 1 from idea_search where id = $1', [id])).toHaveLength(0);
    expect(await searchTableDrift(ctx.db)).toBe(0);
  });

  it('migration 0018 fills the search table from the ideas already stored', async () => {
    await ctx.db.exec(`drop table idea_search cascade;
      drop function idea_search_write cascade; drop function idea_search_text;
      delete from schema_migrations where name = '0018_idea_search.sql';`);
    const { migrate } = await import('../../db/migrate.js');
    expect(await migrate(ctx.db)).toEqual(['0018_idea_search.sql']);
    const [counts] = await ctx.db.query<{ ideas: number; searchable: number }>(
      'select (select count(*)::int from ideas) as ideas, (select count(*)::int from idea_search) as searchable',
    );
    expect(counts.searchable).toBe(counts.ideas);
    expect(await searchTableDrift(ctx.db)).toBe(0);
    expect(await list({ search: 'boiler' })).toEqual({ keys: ['s1', 's4'], total: 2 });
  });
});
