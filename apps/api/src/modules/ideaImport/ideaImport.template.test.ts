import { IMPORT_EXAMPLE_CODE } from '@fikra/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedUnits, useTestContext } from '../../../test/factories.js';
import { goodRow, grid, importedCount, postFile, xlsxOf } from '../../../test/scenarios/ideaImport.js';

const t = useTestContext();
let admin: string;
let template: Buffer;
let book: ExcelJS.Workbook;
beforeAll(async () => {
  admin = (await t.login('ADMIN')).token;
  await seedUnits(t);
  const res = await t.request({ method: 'GET', url: '/v1/idea-crud/import-template', token: admin });
  expect(res.statusCode).toBe(200);
  template = res.rawPayload;
  book = new ExcelJS.Workbook();
  await book.xlsx.load(template as unknown as ArrayBuffer);
});

const rowsOf = (sheet: ExcelJS.Worksheet) => (sheet.getSheetValues().slice(1) as unknown[][]).map((r) => r.slice(1));

describe('the import template (issue 30)', () => {
  it('has an example row under the header', () => {
    const [, example] = rowsOf(book.worksheets[0]);
    expect(example[0]).toBe(IMPORT_EXAMPLE_CODE);
    expect(example).toContain('Quick win');
    expect(example).toContain('15/03/2023');
  });

  it('lists the allowed values and the date format in both languages on a second sheet', () => {
    expect(book.worksheets).toHaveLength(2);
    const rows = rowsOf(book.worksheets[1]);
    expect(rows[0]).toEqual(['Column / العمود', 'Value (English)', 'القيمة (عربي)']);
    for (const expected of [
      ['Kaizen type / نوع الكايزن', 'Quick win', 'مكسب سريع'],
      ['Effect on PQCDSM / التأثير على PQCDSM', 'Morale', 'الروح المعنوية'],
      ['Replication / التعميم', 'Fully Replicated', 'معممة بالكامل'],
      ['Presenter type / نوع مقدم الفكرة', 'Visitor', 'زائر'],
      ['Date / التاريخ', 'DD/MM/YYYY', 'DD/MM/YYYY'],
    ])
      expect(rows).toContainEqual(expected);
  });

  it('sent back as it is, it has no row to add: the example is never imported', async () => {
    const preview = await postFile(t, '/v1/idea-crud/import-file', template, admin);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ total: 0, errorCount: 0 });
    const before = await importedCount(t);
    const res = await postFile(t, '/v1/idea-crud/import-data', template, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ key: 'importNoRows' });
    expect(await importedCount(t)).toBe(before);
  });

  it('with real rows under the example, imports the real rows only', async () => {
    const rows = grid([goodRow(700)]);
    rows.splice(
      1,
      0,
      rows[1].map((_, i) => (i === 0 ? IMPORT_EXAMPLE_CODE : '')),
    );
    const res = await postFile(t, '/v1/idea-crud/import-data', await xlsxOf(rows), admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().importedCount).toBe(1);
  });
});
