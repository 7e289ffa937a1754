import { IMPORT_COLUMNS, templateHeader } from '@fikra/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertIdea, insertUnit, seedUnits, useTestContext } from '../../../test/factories.js';
import { SAMPLES } from '../../../test/multipart.js';
import { goodRow, grid, importedCount, postFile, xlsxOf } from '../../../test/scenarios/ideaImport.js';
import { deflatedSpaces, XLSX_CONTENT_TYPES, zip } from '../../../test/zip.js';

const t = useTestContext();
let admin: string;
beforeAll(async () => {
  admin = (await t.login('ADMIN')).token;
  await seedUnits(t);
});

describe('imported ideas: all or nothing, bounds and roles', { timeout: 180_000 }, () => {
  it('stores nothing when one row among 500 is bad, everything once it is fixed', async () => {
    const rows = Array.from({ length: 500 }, (_, n) => goodRow(n));
    rows[377] = goodRow(377, { areaSection: 'Nowhere at all' });
    const bad = await postFile(t, '/v1/idea-crud/import-data', await xlsxOf(grid(rows)), admin);
    expect(bad.statusCode, bad.body).toBe(422);
    expect(bad.json()).toMatchObject({
      errorCount: 1,
      errors: [{ row: 379, column: 'areaSection', code: 'UNKNOWN_NAME', value: 'Nowhere at all' }],
    });
    expect(await importedCount(t)).toBe(0);

    rows[377] = goodRow(377);
    const ok = await postFile(t, '/v1/idea-crud/import-data', await xlsxOf(grid(rows)), admin);
    expect(ok.json()).toMatchObject({ importedCount: 500, ignoredCount: 0 });
    expect(await importedCount(t)).toBe(500);
  });

  it('refuses a zip bomb, a file that is not a spreadsheet and a sheet without the columns with a clear 4xx', async () => {
    const GiB = 1024;
    const bomb = zip([
      XLSX_CONTENT_TYPES,
      { name: 'xl/worksheets/sheet1.xml', deflated: { bytes: deflatedSpaces(GiB), declaredSize: 1024 } },
    ]);
    for (const url of ['/v1/idea-crud/import-data', '/v1/idea-crud/import-file']) {
      const res = await postFile(t, url, bomb, admin);
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'The spreadsheet is too large to read' });
    }
    const pdf = await postFile(t, '/v1/idea-crud/import-data', SAMPLES.pdf, admin, 'ideas.xlsx');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json()).toMatchObject({ code: 'UNSUPPORTED_FILE', message: 'Please choose an .xls or .xlsx file' });
    const noColumns = await postFile(
      t,
      '/v1/idea-crud/import-data',
      await xlsxOf([
        ['code', 'name'],
        ['1', 'x'],
      ]),
      admin,
    );
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().message).toBe('The file has no idea code and idea columns: use the template');
    const empty = await postFile(t, '/v1/idea-crud/import-data', await xlsxOf(grid([])), admin);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual([{ path: 'file', message: 'The file has no rows to import', key: 'importNoRows' }]);
    const notMultipart = await t.request({ method: 'POST', url: '/v1/idea-crud/import-data', payload: {}, token: admin });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('cuts an overlong cell so the row is refused by its own length rule, not read whole', async () => {
    const res = await postFile(
      t,
      '/v1/idea-crud/import-file',
      await xlsxOf(grid([goodRow(900, { ideaDesc: 'x'.repeat(60_000) })])),
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().errors).toEqual([expect.objectContaining({ column: 'ideaDesc', code: 'TOO_LONG' })]);
    expect(res.json().rows[0].values.ideaDesc.length).toBe(10_001);
  });

  it('gives the template with every column, English first then Arabic in each header', async () => {
    const res = await t.request({ method: 'GET', url: '/v1/idea-crud/import-template', token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const header = (book.worksheets[0].getRow(1).values as string[]).slice(1);
    expect(header).toEqual(IMPORT_COLUMNS.map(templateHeader));
    expect(header[0]).toBe('Idea code / كود الفكرة');
  });

  it('a unit lead lists and deletes the imported ideas of its own unit only', async () => {
    const mine = await insertUnit(t);
    const other = await insertUnit(t);
    const own = await insertIdea(t, { factory: mine, columns: { imported: true, idea_code: `U-${mine}` } });
    const foreign = await insertIdea(t, { factory: other, columns: { imported: true, idea_code: `U-${other}` } });
    for (const role of ['MBUL', 'KEY_OWNER'] as const) {
      const { token } = await t.login(role, { factoryBusinessUnitId: mine });
      const list = await t.request({ method: 'GET', url: '/v1/idea-crud/allImported?limit=100', token });
      expect(list.statusCode, role).toBe(200);
      expect(list.json().data.map((i: { _id: string }) => i._id)).toEqual([own.id]);
      expect((await t.request({ method: 'DELETE', url: `/v1/idea-crud/${foreign.id}`, token })).statusCode).toBe(403);
      expect((await postFile(t, '/v1/idea-crud/import-data', await xlsxOf(grid([goodRow(1)])), token)).statusCode).toBe(403);
    }
    const { token } = await t.login('MBUL', { factoryBusinessUnitId: mine });
    expect((await t.request({ method: 'DELETE', url: `/v1/idea-crud/${own.id}`, token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/v1/idea-crud/allImported', token })).json().total).toBe(0);
  });

  it('is for ADMIN and CONSULTANT: USER 403, anonymous 401', async () => {
    const consultant = (await t.login('CONSULTANT')).token;
    const user = (await t.login('USER')).token;
    const sheet = await xlsxOf(grid([goodRow(1)]));
    expect((await t.request({ method: 'GET', url: '/v1/idea-crud/allImported', token: consultant })).statusCode).toBe(200);
    expect((await postFile(t, '/v1/idea-crud/import-file', sheet, consultant)).statusCode).toBe(200);
    for (const token of [user, undefined]) {
      const expected = token ? 403 : 401;
      expect((await t.request({ method: 'GET', url: '/v1/idea-crud/allImported', token })).statusCode).toBe(expected);
      expect((await t.request({ method: 'GET', url: '/v1/idea-crud/import-template', token })).statusCode).toBe(expected);
      expect((await postFile(t, '/v1/idea-crud/import-data', sheet, token)).statusCode).toBe(expected);
      expect((await postFile(t, '/v1/idea-crud/import-file', sheet, token)).statusCode).toBe(expected);
      const json = await t.request({ method: 'POST', url: '/v1/idea-crud/allImported', payload: [goodRow(1)], token });
      expect(json.statusCode).toBe(expected);
    }
  });
});
