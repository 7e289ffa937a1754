import { utils, write } from '@e965/xlsx';
import { IMPORT_COLUMNS } from '@fikra/shared';
import ExcelJS from 'exceljs';
import type { TestContext } from '../helpers.js';
import { multipart } from '../multipart.js';

export type Row = Record<string, string | number>;

/** A valid row under the places of seedUnits (test/factories.ts), varied by n. */
export function goodRow(n: number, over: Row = {}): Row {
  return {
    ideaCode: `OLD-${n}`,
    ideaText: `Reduce the changeover time of line ${n} by half`,
    ideaDesc: `Prepare the tools of line ${n} before the machine stops`,
    ideaPresenterType: 'Employee',
    employeeName: 'Ahmed Samir Ali',
    employeeCode: `E${1000 + n}`,
    employeePhone: '01012345678',
    factoryBusinessUnit: 'Cairo plant',
    areaSection: 'Filling line',
    kaizenType: 'Quick win',
    effectOnPQCDSM: 'Productivity, Cost',
    estimatedAnualSavings: 1200,
    date: '2023-03-15',
    ...over,
  };
}

/** The sheet's grid: the header row in the given language ('both' = the template's "English / Arabic"). */
export function grid(rows: Row[], lang: 'en' | 'ar' | 'both' = 'en', keys = IMPORT_COLUMNS.map((c) => c.key)): unknown[][] {
  const header = keys.map((k) => {
    const c = IMPORT_COLUMNS.find((col) => col.key === k)!;
    return lang === 'en' ? c.en : lang === 'ar' ? c.ar : `${c.en} / ${c.ar}`;
  });
  return [header, ...rows.map((r) => keys.map((k) => r[k] ?? ''))];
}

export async function xlsxOf(cells: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Ideas').addRows(cells);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export function xlsOf(cells: unknown[][]): Buffer {
  const wb = utils.book_new();
  utils.book_append_sheet(wb, utils.aoa_to_sheet(cells), 'Ideas');
  return write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

/** Posts a file to an import route. */
export function postFile(t: TestContext, url: string, content: Buffer, token?: string, filename = 'ideas.xlsx') {
  return t.request({ method: 'POST', url, ...multipart([{ filename, content }]), token });
}

export async function importedCount(t: TestContext): Promise<number> {
  const [row] = await t.db.query<{ n: number }>('select count(*)::int as n from ideas where imported');
  return row.n;
}
