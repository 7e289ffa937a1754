import type { SpreadFigures } from '@fikra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/factories.js';
import { type seedPlants, seedSpreadSet } from '../../../test/scenarios/spread.js';

/**
 * The dashboard's Spread view (issue 32) on a seeded set (seedSpreadSet), every figure worked out by hand:
 *   A (Cairo, implemented, replicable, savings 90,000) proposed to Alexandria (implemented, 40,000), Suez
 *     (declined) and Aswan (not decided yet);
 *   B (Alexandria, implemented, replicable, 90,000) proposed to Cairo (implemented, 10,000);
 *   C (Suez, implemented, replicable) never proposed; D (Cairo, implemented, not replicable) not counted.
 */
const t = useTestContext();
let admin: string;
let plants: Awaited<ReturnType<typeof seedPlants>>;
const today = new Date().toISOString().slice(0, 10);
const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  admin = (await t.login('ADMIN')).token;
  ({ plants } = await seedSpreadSet(t, admin));
});

async function figures(token: string, query = ''): Promise<SpreadFigures> {
  const res = await t.request({ method: 'GET', url: `/v1/analytics/spread?from=${monthAgo}&to=${today}${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const unitRows = (f: SpreadFigures) =>
  Object.fromEntries(f.units.map((u) => [u.unit?.name.en, [u.proposed, u.implemented, u.declined, u.adoptionRate, u.savings]]));

describe('GET /v1/analytics/spread', () => {
  it('the whole company: 3 replicable, 2 proposed, 4 replications, half adopted, 50,000 added to 180,000', async () => {
    const f = await figures(admin);
    expect(f).toMatchObject({
      replicable: 3,
      proposedIdeas: 2,
      replications: 4,
      implemented: 2,
      declined: 1,
      adoptionRate: 0.5,
      originalSavings: 180000,
      addedSavings: 50000,
    });
    expect(unitRows(f)).toEqual({
      'Alexandria works': [1, 1, 0, 1, 40000],
      'Suez works': [1, 0, 1, 0, 0],
      'Aswan works': [1, 0, 0, 0, 0],
      'Cairo works': [1, 1, 0, 1, 10000],
    });
    // proposed and implemented the same day
    expect(f.averageDaysToImplement).toBeGreaterThanOrEqual(0);
    expect(f.averageDaysToImplement).toBeLessThan(1);
  });

  it("a unit lead's figures are its own unit's ideas spreading; the unit filter narrows a manager's alike", async () => {
    const cairo = await figures((await t.login('MBUL', { factoryBusinessUnitId: plants.cairo })).token);
    expect(cairo).toMatchObject({
      replicable: 1,
      proposedIdeas: 1,
      replications: 3,
      implemented: 1,
      declined: 1,
      addedSavings: 40000,
    });
    expect(cairo.adoptionRate).toBeCloseTo(1 / 3);
    expect(cairo.originalSavings).toBe(90000);
    const alex = await figures(admin, `&factoryBusinessUnit=${plants.alex}`);
    expect(alex).toMatchObject({ replicable: 1, proposedIdeas: 1, replications: 1, implemented: 1, addedSavings: 10000 });
    expect(Object.keys(unitRows(alex))).toEqual(['Cairo works']);
  });

  it('a user without a unit sees no figure; a period before the implementations has none', async () => {
    const none = await figures((await t.login('EMPLOYEE')).token);
    expect(none).toMatchObject({ replicable: 0, replications: 0, addedSavings: 0, adoptionRate: null, units: [] });
    const res = await t.request({ method: 'GET', url: '/v1/analytics/spread?from=2020-01-01&to=2020-12-31', token: admin });
    expect(res.json()).toMatchObject({ replicable: 0, proposedIdeas: 0 });
  });
});
