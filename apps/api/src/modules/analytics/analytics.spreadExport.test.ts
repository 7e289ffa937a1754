import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/factories.js';
import { seedSpreadSet } from '../../../test/scenarios/spread.js';

/**
 * The dashboard's .xlsx carries the Spread view (issue 32) on a sheet of its own, in the export's language and
 * within the caller's unit scope, on the seeded set of seedSpreadSet (figures worked out in analytics.spread.test.ts).
 */
const t = useTestContext();
let admin: string;
let seed: Awaited<ReturnType<typeof seedSpreadSet>>;
const today = new Date().toISOString().slice(0, 10);
const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  admin = (await t.login('ADMIN')).token;
  seed = await seedSpreadSet(t, admin);
});

async function spreadSheet(query: string, token = admin) {
  const res = await t.request({ method: 'GET', url: `/v1/analytics/export?from=${monthAgo}&to=${today}${query}`, token });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as never);
  const sheet = workbook.worksheets.at(-1)!;
  const rows = Array.from(sheet.getSheetValues(), (row) =>
    Array.isArray(row) ? Array.from(row.slice(1), (v) => v ?? null) : [],
  );
  return { workbook, sheet, rows: rows.slice(1) };
}

/** The days figure is the time between proposal and implementation within the test: a fraction of a day. */
const days = (rows: unknown[][]) => {
  const value = rows[1][6] as number;
  expect(value).toBeGreaterThanOrEqual(0);
  expect(value).toBeLessThan(1);
  rows[1][6] = 'days';
  return rows;
};

describe('GET /v1/analytics/export: the Spread sheet', () => {
  it('in English: the figures, then each target unit, with the number formats of the screen', async () => {
    const { workbook, sheet, rows } = await spreadSheet('&lang=en');
    expect(workbook.worksheets.map((w) => w.name).slice(-2)).toEqual(['Ideas by PQCDSM effect', 'Spread to other units']);
    expect(days(rows)).toEqual([
      [
        'Implemented ideas that can be replicated',
        'Proposed to other units',
        'Replications',
        'Implemented',
        'Declined',
        'Adoption rate',
        'Average days from proposal to implementation',
        'Savings of the originals',
        'Savings added by replications',
      ],
      [3, 2, 4, 2, 1, 0.5, 'days', 180000, 50000],
      [],
      ['Unit', 'Proposed', 'Implemented', 'Declined', 'Adoption rate', 'Savings'],
      ['Alexandria works', 1, 1, 0, 1, 40000],
      ['Aswan works', 1, 0, 0, 0, 0],
      ['Cairo works', 1, 1, 0, 1, 10000],
      ['Suez works', 1, 0, 1, 0, 0],
    ]);
    expect(sheet.getRow(1).getCell(1).fill).toMatchObject({ fgColor: { argb: 'FFADD8E6' } });
    expect(sheet.getRow(4).getCell(1).fill).toMatchObject({ fgColor: { argb: 'FFADD8E6' } });
    expect(sheet.getRow(2).getCell(6).numFmt).toBe('0.0%');
    expect(sheet.getRow(2).getCell(9).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(5).getCell(5).numFmt).toBe('0.0%');
    expect(sheet.views[0]).toMatchObject({ rightToLeft: false });
  });

  it('in Arabic (the default): the sheet and its headers translated, unit names in Arabic, right to left', async () => {
    const { sheet, rows } = await spreadSheet('');
    expect(sheet.name).toBe('التعميم على الوحدات');
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
    expect(rows[0][0]).toBe('أفكار منفذة قابلة للتعميم');
    expect(rows[3]).toEqual(['الوحدة', 'مقترحة', 'منفذة', 'معتذر عنها', 'نسبة التبني', 'الوفر']);
    expect(rows.slice(4).map((r) => r[0])).toEqual(['مصنع الإسكندرية', 'مصنع أسوان', 'مصنع القاهرة', 'مصنع السويس']);
  });

  it("a unit lead's sheet is its own unit's ideas spreading, as on the screen; the unit filter narrows a manager's", async () => {
    const { token } = await t.login('KEY_OWNER', { factoryBusinessUnitId: seed.plants.cairo });
    const cairo = (await spreadSheet('&lang=en', token)).rows;
    expect(cairo[1].slice(0, 5)).toEqual([1, 1, 3, 1, 1]);
    expect(cairo[1][5]).toBeCloseTo(1 / 3);
    expect(cairo[1].slice(7)).toEqual([90000, 40000]);
    expect(cairo.slice(4).map((r) => r[0])).toEqual(['Alexandria works', 'Aswan works', 'Suez works']);
    // the screen's figures for the same caller agree
    const screen = await t.request({ method: 'GET', url: `/v1/analytics/spread?from=${monthAgo}&to=${today}`, token });
    expect(screen.json()).toMatchObject({ replicable: 1, replications: 3, addedSavings: 40000 });
    const alex = (await spreadSheet(`&lang=en&factoryBusinessUnit=${seed.plants.alex}`)).rows;
    expect(alex[1].slice(0, 5)).toEqual([1, 1, 1, 1, 0]);
    expect(alex.slice(4)).toEqual([['Cairo works', 1, 1, 0, 1, 10000]]);
  });

  it('a user who may see no unit gets a sheet of zeros and no unit', async () => {
    const { token } = await t.login('EMPLOYEE');
    const { rows } = await spreadSheet('&lang=en', token);
    expect(rows[1]).toEqual([0, 0, 0, 0, 0, null, null, 0, 0]);
    expect(rows.slice(4)).toEqual([]);
  });
});
