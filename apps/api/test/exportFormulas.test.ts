import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { inertCell } from '../src/lib/spreadsheetCells.js';
import { insertIdea, insertMasterData, useTestContext } from './factories.js';

/**
 * Issue 29 item 10: a text that a spreadsheet would run as a formula (= + - @ first) is exported with a leading
 * apostrophe, in the ideas workbook and in the dashboard's, so that a CSV saved from it cannot run it.
 */
const t = useTestContext();
let admin: string;
let unit: string;
const FORMULAS = ['=HYPERLINK("http://evil.test","Click")', '+cmd|" /C calc"!A0', '-2+3+cmd|" /C calc"!A0', '@SUM(1+1)*cmd'];

async function workbookOf(res: { statusCode: number; rawPayload: Buffer; body: string }) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as never);
  return workbook;
}
const texts = (sheet: ExcelJS.Worksheet) =>
  sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? row.filter((v) => typeof v === 'string') : [])) as string[];

beforeAll(async () => {
  admin = (await t.login('ADMIN')).token;
  unit = await insertMasterData(t, 'factoryBusinessUnit', '=1+1 plant', '@مصنع');
  await insertIdea(t, {
    factory: unit,
    ideaText: FORMULAS[0],
    ideaDesc: FORMULAS[1],
    employeeName: FORMULAS[2],
    employeeCode: FORMULAS[3],
    createdAt: '2026-03-05T10:00:00.000Z',
  });
});

describe('exported cells that start like a formula (issue 29 item 10)', () => {
  it('inertCell prefixes = + - @ (and a leading tab or CR), and leaves numbers, dates and other texts alone', () => {
    expect(FORMULAS.map(inertCell)).toEqual(FORMULAS.map((f) => `'${f}`));
    expect(['\t=1+1', '\r=1+1'].map(inertCell)).toEqual(["'\t=1+1", "'\r=1+1"]);
    expect([-5, 0, 'Plant -5', 'a=b', '', null].map(inertCell)).toEqual([-5, 0, 'Plant -5', 'a=b', '', null]);
    const date = new Date();
    expect(inertCell(date)).toBe(date);
  });

  it('the ideas workbook writes them as text with an apostrophe', async () => {
    const workbook = await workbookOf(
      await t.request({ method: 'POST', url: '/v1/idea-crud/export?lang=en', token: admin, payload: {} }),
    );
    const cells = texts(workbook.getWorksheet('Ideas')!);
    for (const formula of FORMULAS) {
      expect(cells).toContain(`'${formula}`);
      expect(cells).not.toContain(formula);
    }
    expect(cells).toContain("'=1+1 plant");
  });

  it("the dashboard's workbook writes a unit named like a formula with an apostrophe (its filter sheet)", async () => {
    const workbook = await workbookOf(
      await t.request({
        method: 'GET',
        url: `/v1/analytics/export?from=2026-01-01&to=2026-12-31&factoryBusinessUnit=${unit}&lang=en`,
        token: admin,
      }),
    );
    const cells = workbook.worksheets.flatMap(texts);
    expect(cells).toContain("'=1+1 plant");
    expect(cells).not.toContain('=1+1 plant');
  });
});
