import { ANALYTICS_METRICS, type AnalyticsDashboard } from '@fikra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/factories.js';
import { type DashboardSeed, seedDashboard } from '../../../test/scenarios/dashboard.js';

const t = useTestContext();
let seed: DashboardSeed;
let admin: string;
beforeAll(async () => {
  seed = await seedDashboard(t);
  admin = (await t.login('ADMIN')).token;
});

const Q1 = 'from=2026-01-01&to=2026-03-31';

async function dashboard(query: string, token = admin): Promise<AnalyticsDashboard> {
  const res = await t.request({ method: 'GET', url: `/v1/analytics/dashboard?${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const funnelCounts = (d: AnalyticsDashboard) =>
  Object.fromEntries((d.funnel ?? []).map((s) => [s.stage, [s.count, s.rejected, s.onHold]]));

const unitName = (u: { unit: { name: { en: string } } | null }) => u.unit?.name.en ?? null;

describe('GET /v1/analytics/dashboard: every figure of Q1 2026, counted by hand', () => {
  let d: AnalyticsDashboard;
  beforeAll(async () => {
    d = await dashboard(Q1);
  });

  it('echoes the filters and lists the months of the period', () => {
    expect(d.filters).toEqual({ company: null, factoryBusinessUnit: null, from: '2026-01-01', to: '2026-03-31' });
    expect(d.scopeUnit).toBeNull();
    expect(d.months).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(Object.keys(d)).toEqual(expect.arrayContaining([...ANALYTICS_METRICS]));
  });

  it('funnel: counts, share of the previous step, rejected and on hold per stage', () => {
    expect(d.funnel).toEqual([
      { stage: 'submitted', count: 8, share: null, shareOf: null, rejected: null, onHold: null },
      { stage: 'evaluated', count: 5, share: 5 / 8, shareOf: 'submitted', rejected: 1, onHold: 1 },
      { stage: 'approved', count: 4, share: 4 / 5, shareOf: 'evaluated', rejected: 1, onHold: 0 },
      { stage: 'implemented', count: 4, share: 1, shareOf: 'approved', rejected: 0, onHold: 0 },
      { stage: 'rewarded', count: 1, share: 1 / 4, shareOf: 'implemented', rejected: 0, onHold: 0 },
      { stage: 'replicated', count: 2, share: 2 / 4, shareOf: 'implemented', rejected: null, onHold: null },
    ]);
  });

  it('ideas per month, by where each idea stands now', () => {
    const zero = { new: 0, evaluated: 0, approved: 0, implemented: 0, rewarded: 0, onHold: 0, rejected: 0 };
    expect(d.ideasPerMonth).toEqual([
      { month: '2026-01', total: 3, stages: { ...zero, rewarded: 1, rejected: 1, implemented: 1 } },
      { month: '2026-02', total: 2, stages: { ...zero, onHold: 1, implemented: 1 } },
      { month: '2026-03', total: 3, stages: { ...zero, new: 1, rejected: 1, implemented: 1 } },
    ]);
  });

  it('savings: estimated at approval, actual at implementation, hard vs avoidance, per month, per unit, totals and ROI', () => {
    const s = d.savings!;
    expect(s.months).toEqual([
      {
        month: '2026-01',
        estimated: { hard: 1600, avoidance: 0, total: 1600 },
        actual: { hard: 400, avoidance: 0, total: 400 },
        cost: 0,
        implemented: 1,
      },
      {
        month: '2026-02',
        estimated: { hard: 0, avoidance: 2000, total: 2000 },
        actual: { hard: 3000, avoidance: 0, total: 3000 },
        cost: 1000,
        implemented: 1,
      },
      {
        month: '2026-03',
        estimated: { hard: 0, avoidance: 0, total: 0 },
        actual: { hard: 0, avoidance: 5000, total: 5000 },
        cost: 2500,
        implemented: 2,
      },
    ]);
    expect(
      s.units.map((u) => [unitName(u), u.estimated.total, u.actual.hard, u.actual.avoidance, u.cost, u.implemented]),
    ).toEqual([
      ['Beta plant', 2000, 0, 5000, 2500, 1],
      ['Alpha plant', 1500, 3000, 0, 1000, 2],
      ['Gamma plant', 100, 400, 0, 0, 1],
    ]);
    expect(s.units[0].unit).toEqual({ _id: seed.beta, name: { en: 'Beta plant', ar: 'مصنع بيتا' } });
    expect(s.totals).toEqual({
      estimated: { hard: 1600, avoidance: 2000, total: 3600 },
      actual: { hard: 3400, avoidance: 5000, total: 8400 },
      cost: 3500,
      implemented: 4,
      roi: 2.4,
    });
  });

  it('participation: distinct employee codes per month and the share of the code sheet', () => {
    expect(d.participation).toEqual({
      months: [
        { month: '2026-01', participants: 3 },
        { month: '2026-02', participants: 2 },
        { month: '2026-03', participants: 2 },
      ],
      participants: 5,
      sheet: { employees: 4, participants: 3, share: 0.75 },
    });
  });

  it('cycle time: median days from submission to the decisions taken in the period', () => {
    expect(d.cycleTime).toEqual([
      { stage: 'evaluation', medianDays: 2, ideas: 7 },
      { stage: 'approval', medianDays: 6, ideas: 5 },
      { stage: 'implementation', medianDays: 27, ideas: 4 },
    ]);
  });

  it('top units by implemented ideas and by savings', () => {
    const rows = (list: { unit: { name: { en: string } } | null; implemented: number; savings: number }[]) =>
      list.map((u) => [unitName(u), u.implemented, u.savings]);
    expect(rows(d.topUnits!.byImplemented)).toEqual([
      ['Alpha plant', 2, 3000],
      ['Beta plant', 1, 5000],
      ['Gamma plant', 1, 400],
    ]);
    expect(rows(d.topUnits!.bySavings)).toEqual([
      ['Beta plant', 1, 5000],
      ['Alpha plant', 2, 3000],
      ['Gamma plant', 1, 400],
    ]);
  });

  it('ideas by kaizen type (most first) and by PQCDSM effect', () => {
    // types without ideas are left out; equal counts keep the order of the kaizen type list
    expect(d.breakdown!.kaizenTypes).toEqual([
      { key: 'Quality', count: 3 },
      { key: 'Quick win', count: 1 },
      { key: '5S', count: 1 },
      { key: 'Productivity', count: 1 },
      { key: 'Cost', count: 1 },
      { key: 'Other', count: 1 },
    ]);
    expect(d.breakdown!.effects).toEqual([
      { key: 'Productivity', count: 3 },
      { key: 'Quality', count: 2 },
      { key: 'Cost', count: 2 },
      { key: 'Delivery', count: 1 },
      { key: 'Safety', count: 1 },
      { key: 'Morale', count: 1 },
    ]);
  });
});

describe('filters', () => {
  it('a factory business unit', async () => {
    const d = await dashboard(`${Q1}&factoryBusinessUnit=${seed.alpha}`);
    expect(d.filters.factoryBusinessUnit).toBe(seed.alpha);
    expect(funnelCounts(d)).toEqual({
      submitted: [4, null, null],
      evaluated: [3, 0, 0],
      approved: [2, 1, 0],
      implemented: [2, 0, 0],
      rewarded: [1, 0, 0],
      replicated: [1, null, null],
    });
    expect(d.savings!.units.map(unitName)).toEqual(['Alpha plant']);
    expect(d.savings!.totals.actual.total).toBe(3000);
  });

  it('a company', async () => {
    const d = await dashboard(`${Q1}&company=${seed.otherCompany}`);
    expect(d.funnel![0].count).toBe(1);
    expect(d.savings!.totals).toMatchObject({ actual: { hard: 400, avoidance: 0, total: 400 }, cost: 0, roi: null });
    expect(d.topUnits!.byImplemented.map(unitName)).toEqual(['Gamma plant']);
  });

  it('a date range', async () => {
    const d = await dashboard('from=2026-02-01&to=2026-02-28');
    expect(d.months).toEqual(['2026-02']);
    expect(d.funnel![0].count).toBe(2);
    expect(d.savings!.totals.estimated).toEqual({ hard: 0, avoidance: 2000, total: 2000 });
    expect(d.cycleTime!.map((c) => [c.medianDays, c.ideas])).toEqual([
      [4, 1],
      [6, 1],
      [30, 1],
    ]);
  });

  it('defaults to the last 12 months: the first day of the month 11 months ago to today', async () => {
    const d = await dashboard('');
    const today = new Date().toISOString().slice(0, 10);
    expect(d.filters.to).toBe(today);
    expect(d.months).toHaveLength(12);
    expect(d.filters.from).toBe(`${d.months[0]}-01`);
  });

  it('answers only the metrics asked for', async () => {
    const d = await dashboard(`${Q1}&metrics=funnel,cycleTime`);
    expect(Object.keys(d).sort()).toEqual(['cycleTime', 'filters', 'funnel', 'months', 'scopeUnit']);
  });

  it('a period without ideas: zeros, empty lists, no ROI or medians', async () => {
    const d = await dashboard('from=2020-01-01&to=2020-12-31');
    expect(d.funnel!.map((s) => s.count)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(d.funnel!.every((s) => s.share === null)).toBe(true);
    expect(d.ideasPerMonth!.map((m) => m.total)).toEqual(new Array(12).fill(0));
    expect(d.savings!.units).toEqual([]);
    expect(d.savings!.totals).toMatchObject({ actual: { total: 0 }, estimated: { total: 0 }, cost: 0, roi: null });
    expect(d.participation).toMatchObject({ participants: 0, sheet: { employees: 4, participants: 0, share: 0 } });
    expect(d.cycleTime!.map((c) => c.medianDays)).toEqual([null, null, null]);
    expect(d.topUnits).toEqual({ byImplemented: [], bySavings: [] });
    expect(d.breakdown!.kaizenTypes).toEqual([]);
    expect(d.breakdown!.effects.every((e) => e.count === 0)).toBe(true);
  });
});

describe('unit scope: MBUL, KEY_OWNER (and every role but the managers) see only their factory business unit', () => {
  it('MBUL of Alpha: charts and header counts of Alpha only', async () => {
    const { token } = await t.login('MBUL', { factoryBusinessUnitId: seed.alpha });
    const d = await dashboard(Q1, token);
    expect(d.scopeUnit).toBe(seed.alpha);
    expect(d.funnel![0].count).toBe(4);
    expect(d.savings!.units.map(unitName)).toEqual(['Alpha plant']);
    expect(d.participation!.participants).toBe(2);
    const ideas = await t.request({ method: 'GET', url: '/v1/analytics/ideas', token });
    expect(ideas.json()).toEqual({ count: 5 });
  });

  it('KEY_OWNER of Beta cannot widen the scope with another unit or company filter', async () => {
    const { token } = await t.login('KEY_OWNER', { factoryBusinessUnitId: seed.beta });
    expect(funnelCounts(await dashboard(Q1, token)).evaluated).toEqual([1, 1, 1]);
    expect((await dashboard(`${Q1}&factoryBusinessUnit=${seed.alpha}`, token)).funnel![0].count).toBe(0);
    expect((await dashboard(`${Q1}&company=${seed.otherCompany}`, token)).funnel![0].count).toBe(0);
    expect((await t.request({ method: 'GET', url: '/v1/analytics/ideas', token })).json()).toEqual({ count: 3 });
  });

  it('a unit-scoped user without a unit sees nothing', async () => {
    const { token } = await t.login('MBUL');
    const d = await dashboard(Q1, token);
    expect(d.funnel![0].count).toBe(0);
    expect(d.participation!.sheet).toBeNull();
    expect((await t.request({ method: 'GET', url: '/v1/analytics/ideas', token })).json()).toEqual({ count: 0 });
    expect((await t.request({ method: 'GET', url: '/v1/analytics/users', token })).json()).toEqual({ count: 0 });
  });

  it('every other role is scoped to its unit too (issue 29; analytics.scope.test.ts tries each role)', async () => {
    const { token } = await t.login('USER', { factoryBusinessUnitId: seed.alpha });
    expect((await dashboard(Q1, token)).funnel![0].count).toBe(4);
  });
});

describe('bad filters get a 400 naming the problem, never a 500', () => {
  it.each([
    ['from=2026-02-30', 'from', 'Invalid date'],
    ['to=yesterday', 'to', 'Invalid date'],
    ['company=acme', 'company', 'Invalid id'],
    ['factoryBusinessUnit=1', 'factoryBusinessUnit', 'Invalid id'],
    ['from=2026-03-01&to=2026-02-01', 'from', 'The start date must be on or before the end date'],
    ['from=2010-01-01&to=2026-01-01', 'from', 'The date range can be at most 10 years'],
    ['metrics=funnel,pie', 'metrics', 'metrics must be a comma-separated list of'],
    ['metrics=', 'metrics', 'metrics must be a comma-separated list of'],
  ])('%s', async (query, path, message) => {
    const res = await t.request({ method: 'GET', url: `/v1/analytics/dashboard?${query}`, token: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().details[0].path).toBe(path);
    expect(res.json().details[0].message).toContain(message);
  });

  it('an unknown key', async () => {
    const res = await t.request({ method: 'GET', url: `/v1/analytics/dashboard?unit=${seed.alpha}`, token: admin });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('unit');
  });

  it('needs a session', async () => {
    expect((await t.request({ method: 'GET', url: '/v1/analytics/dashboard?from=bad' })).statusCode).toBe(401);
  });
});
