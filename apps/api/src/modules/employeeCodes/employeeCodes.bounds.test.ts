import { utils, write } from '@e965/xlsx';
import { MIME } from '@fikra/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestContext } from '../../../test/factories.js';
import { multipart } from '../../../test/multipart.js';
import { deflatedSpaces, XLSX_CONTENT_TYPES, zip } from '../../../test/zip.js';
import { readSheetRows } from '../../lib/spreadsheet.js';

const t = useTestContext();
let admin: string;
beforeAll(async () => {
  admin = (await t.login('ADMIN')).token;
});

async function parse(content: Buffer) {
  const up = await t.request({
    method: 'POST',
    url: '/v1/file/upload?purpose=spreadsheet',
    ...multipart([{ filename: 'codes.xlsx', content }]),
    token: admin,
  });
  expect(up.statusCode, up.body).toBe(201);
  return t.request({ method: 'POST', url: '/v1/employee-sheet/parse', payload: { fileId: up.json()[0]._id }, token: admin });
}

describe('bounded spreadsheet parsing', () => {
  const GiB = 1024;
  it.each([
    ['declares its 1 GiB sheet honestly', GiB * 1024 * 1024],
    ['claims its 1 GiB sheet is 1 KB', 1024],
  ])('refuses a zip bomb that %s before expanding it', async (_how, declaredSize) => {
    const bomb = zip([
      XLSX_CONTENT_TYPES,
      { name: 'xl/worksheets/sheet1.xml', deflated: { bytes: deflatedSpaces(GiB), declaredSize } },
    ]);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const opened = vi.spyOn(ExcelJS.Workbook.prototype, 'xlsx', 'get');
    const res = await parse(bomb);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'The spreadsheet is too large to read' });
    expect(opened).not.toHaveBeenCalled();
    opened.mockRestore();
  });

  it('refuses a damaged archive as unreadable', async () => {
    const damaged = zip([
      XLSX_CONTENT_TYPES,
      { name: 'xl/workbook.xml', deflated: { bytes: Buffer.from('not deflate data at all'), declaredSize: 50 } },
    ]);
    const res = await parse(damaged);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_FILE', message: 'The spreadsheet cannot be read' });
  });

  it('refuses a sheet with more rows than allowed (.xlsx and .xls), reads one within the bound', async () => {
    const rows = [['code', 'name'], ...Array.from({ length: 5 }, (_, i) => [`C${i}`, `Person ${i}`])];
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('S').addRows(rows);
    const xlsx = Buffer.from(await wb.xlsx.writeBuffer());
    const book = utils.book_new();
    utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'S');
    const xls = write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;

    for (const [bytes, type] of [
      [xlsx, MIME.xlsx],
      [xls, MIME.xls],
    ] as const) {
      await expect(readSheetRows(bytes, type, 4)).rejects.toMatchObject({ statusCode: 413, code: 'FILE_TOO_LARGE' });
      expect(await readSheetRows(bytes, type, 5)).toHaveLength(6);
    }
  });
});
