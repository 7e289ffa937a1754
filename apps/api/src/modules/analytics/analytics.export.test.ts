import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/factories.js';
import { type DashboardSeed, seedDashboard } from '../../../test/scenarios/dashboard.js';

const t = useTestContext();
let seed: DashboardSeed;
let admin: string;
beforeAll(async () => {
  seed = await seedDashboard(t);
  admin = (await t.login('ADMIN')).token;
  // a new embedded database and the seeded set: longer than the default hook time on a busy machine
}, 180_000);

async function exportXlsx(query: string, token = admin) {
  const res = await t.request({ method: 'GET', url: `/v1/analytics/export?${query}`, token });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as never);
  return { res, workbook };
}

/** Every row's cells (empty ones as null, up to the widest row). */
function values(sheet: ExcelJS.Worksheet) {
  const rows = sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? [row.slice(1)] : []));
  const width = Math.max(...rows.map((r) => r.length));
  return rows.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? null));
}

describe('GET /v1/analytics/export: the dashboard figures as .xlsx with the same filters', () => {
  it('in English: a filter sheet, then one sheet per chart with the table view rows', async () => {
    const { res, workbook } = await exportXlsx(`from=2026-01-01&to=2026-03-31&factoryBusinessUnit=${seed.alpha}&lang=en`);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="dashboard-2026-01-01-2026-03-31.xlsx"');
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      'Filters',
      'Idea funnel',
      'Ideas per month',
      'Savings per month',
      'Savings per location',
      'Participation',
      'Cycle time',
      'Top locations by implemented id',
      'Top locations by savings',
      'Ideas by kaizen type',
      'Ideas by PQCDSM effect',
      'Spread to other units',
    ]);
    expect(values(workbook.getWorksheet('Filters')!)).toEqual([
      ['Company', 'All companies'],
      ['Location of idea', 'Alpha plant'],
      ['From', '2026-01-01'],
      ['To', '2026-03-31'],
    ]);
    const funnel = workbook.getWorksheet('Idea funnel')!;
    expect(funnel.getRow(1).getCell(1).fill).toMatchObject({ fgColor: { argb: 'FFADD8E6' } });
    expect(values(funnel)).toEqual([
      ['Stage', 'Ideas', 'Share of the previous step', 'Rejected', 'On hold'],
      ['Submitted', 4, null, null, null],
      ['Evaluated', 3, 0.75, 0, 0],
      ['Approved', 2, 2 / 3, 1, 0],
      ['Implemented', 2, 1, 0, 0],
      ['Rewarded', 1, 0.5, 0, 0],
      ['Replicated', 1, 0.5, null, null],
    ]);
    expect(funnel.getColumn(3).numFmt).toBe('0.0%');
    expect(values(workbook.getWorksheet('Savings per location')!)[1]).toEqual([
      'Alpha plant',
      1500,
      0,
      1500,
      3000,
      0,
      3000,
      1000,
      2,
    ]);
    // Alpha's evaluations in Q1 took 2, 1, 13 and 1 days: median 1.5
    expect(values(workbook.getWorksheet('Cycle time')!)[1]).toEqual(['Submission to evaluation', 1.5, 4]);
    expect(workbook.getWorksheet('Idea funnel')!.views[0]).toMatchObject({ rightToLeft: false });
  });

  it('in Arabic (the default): translated, right to left', async () => {
    const { workbook } = await exportXlsx(`from=2026-01-01&to=2026-03-31&company=${seed.otherCompany}`);
    const funnel = workbook.worksheets[1];
    expect(funnel.name).toBe('مسار الأفكار');
    expect(funnel.views[0]).toMatchObject({ rightToLeft: true });
    expect(values(workbook.worksheets[0])[0]).toEqual(['الشركة', 'الدلتا للتعبئة']);
    expect(values(funnel)[1]).toEqual(['مقدمة', 1, null, null, null]);
  });

  it('keeps a unit-scoped caller to their unit', async () => {
    const { token } = await t.login('KEY_OWNER', { factoryBusinessUnitId: seed.beta });
    const { workbook } = await exportXlsx('from=2026-01-01&to=2026-03-31&lang=en', token);
    expect(values(workbook.getWorksheet('Idea funnel')!)[1]).toEqual(['Submitted', 3, null, null, null]);
    expect(
      values(workbook.getWorksheet('Savings per location')!)
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(['Beta plant']);
  });

  it('refuses bad filters with a 400', async () => {
    for (const query of ['from=2026-04-01&to=2026-01-01', 'lang=fr', 'metrics=funnel']) {
      const res = await t.request({ method: 'GET', url: `/v1/analytics/export?${query}`, token: admin });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
