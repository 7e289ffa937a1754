import { type AnalyticsDashboard, can, dashboardScopeOf, isUnitScoped, ROLES, type Role } from '@fikra/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/factories.js';
import { type DashboardSeed, seedDashboard } from '../../../test/scenarios/dashboard.js';

/**
 * Issue 29 item 7: every role that has a factory business unit sees the dashboard, its export and the header
 * counts of that unit only; managers (ADMIN, CONSULTANT) keep the whole company; a user without a unit sees the
 * spec's two header counts (for the whole company; a unit lead without a unit, none) and no chart figures.
 * Every role of the spec is tried, on both databases. (A USER saw every unit's figures while an MBUL was scoped.)
 */
const t = useTestContext();
let seed: DashboardSeed;
const Q1 = 'from=2026-01-01&to=2026-03-31';

beforeAll(async () => {
  seed = await seedDashboard(t);
});

const dashboard = async (token: string): Promise<AnalyticsDashboard> => {
  const res = await t.request({ method: 'GET', url: `/v1/analytics/dashboard?${Q1}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const count = async (what: string, token: string) =>
  (await t.request({ method: 'GET', url: `/v1/analytics/${what}`, token })).json().count as number;
async function exportedFunnel(token: string) {
  const res = await t.request({ method: 'GET', url: `/v1/analytics/export?${Q1}&lang=en`, token });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as never);
  const units = workbook.getWorksheet('Savings per location')!.getColumn(1).values.slice(2) as string[];
  return { submitted: workbook.getWorksheet('Idea funnel')!.getRow(2).getCell(2).value, units };
}

const MANAGERS = ROLES.filter((r) => can(r, 'analytics.company'));
const OTHERS = ROLES.filter((r) => !can(r, 'analytics.company'));

describe('the dashboard of each role (issue 29 item 7)', () => {
  it('managers are ADMIN and CONSULTANT; every other role is scoped by its unit', () => {
    expect(MANAGERS).toEqual(['ADMIN', 'CONSULTANT']);
    for (const role of OTHERS) {
      expect(dashboardScopeOf({ role, factoryBusinessUnitId: seed.alpha })).toBe(seed.alpha);
      expect(dashboardScopeOf({ role, factoryBusinessUnitId: null })).toBeNull();
    }
  });

  it.each(MANAGERS)('%s sees every unit, in the dashboard, its export and the counts', async (role: Role) => {
    const { token } = await t.login(role, { factoryBusinessUnitId: seed.alpha });
    const d = await dashboard(token);
    expect(d.scopeUnit).toBeNull();
    expect(d.funnel![0].count).toBe(8);
    const exported = await exportedFunnel(token);
    expect(exported.submitted).toBe(8);
    expect(exported.units.length).toBeGreaterThan(1);
  });

  it.each(OTHERS)('%s with a unit sees only that unit, in the dashboard, its export and the counts', async (role: Role) => {
    const admin = await t.login('ADMIN');
    const companyIdeas = await count('ideas', admin.token);
    const { token } = await t.login(role, { factoryBusinessUnitId: seed.alpha });
    const d = await dashboard(token);
    expect(d.scopeUnit).toBe(seed.alpha);
    expect(d.funnel![0].count).toBe(4);
    expect(d.savings!.units.map((u) => u.unit?.name.en)).toEqual(['Alpha plant']);
    // filtering on another unit or company does not widen the scope
    const beta = await t.request({ method: 'GET', url: `/v1/analytics/dashboard?${Q1}&factoryBusinessUnit=${seed.beta}`, token });
    expect(beta.json().funnel[0].count).toBe(0);
    const exported = await exportedFunnel(token);
    expect(exported.submitted).toBe(4);
    expect(exported.units).toEqual(['Alpha plant']);
    expect(await count('ideas', token)).toBe(5);
    expect(await count('ideas', token)).toBeLessThan(companyIdeas);
  });

  it.each(OTHERS)('%s without a unit gets no chart figures and the header counts of the spec', async (role: Role) => {
    const admin = await t.login('ADMIN');
    const { token } = await t.login(role);
    const d = await dashboard(token);
    expect(d.scopeUnit).toBeNull();
    expect(d.funnel![0].count).toBe(0);
    expect(d.savings!.units).toEqual([]);
    expect((await exportedFunnel(token)).submitted).toBe(0);
    const expected = isUnitScoped(role)
      ? { ideas: 0, users: 0 }
      : { ideas: await count('ideas', admin.token), users: await count('users', admin.token) };
    expect({ ideas: await count('ideas', token), users: await count('users', token) }).toEqual(expected);
  });
});
