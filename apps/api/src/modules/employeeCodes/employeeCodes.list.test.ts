import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/factories.js';
import { replaceEmployeeCodes } from './employeeCodes.service.js';

const t = useTestContext();
let admin: string;
let user: string;

beforeAll(async () => {
  admin = (await t.login('ADMIN')).token;
  user = (await t.login('USER')).token;
  const rows = Array.from({ length: 12 }, (_, i) => ({
    code: `E-${String(i + 1).padStart(3, '0')}`,
    name: i === 4 ? 'Mona Hassan' : `Worker ${i + 1}`,
    mobile: i === 4 ? '01012345678' : '',
  }));
  await replaceEmployeeCodes(t.db, rows);
});

const get = (url: string, token = admin) => t.request({ method: 'GET', url: `/v1${url}`, token });

describe('the codes of the employee code sheet (issue 30)', () => {
  it('lists the codes in force by code, a page at a time, with how many there are', async () => {
    const res = await get('/employee-sheet/codes?page=2&limit=10');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { code: 'E-011', name: 'Worker 11', mobile: '' },
        { code: 'E-012', name: 'Worker 12', mobile: '' },
      ],
      total: 12,
      page: 2,
      limit: 10,
    });
  });

  it('finds a code by its code or by the name, whatever the case', async () => {
    expect((await get('/employee-sheet/codes?search=e-005')).json()).toMatchObject({
      data: [{ code: 'E-005', name: 'Mona Hassan', mobile: '01012345678' }],
      total: 1,
    });
    expect((await get('/employee-sheet/codes?search=mona')).json().data.map((r: { code: string }) => r.code)).toEqual(['E-005']);
    expect((await get('/employee-sheet/codes?search=nobody')).json()).toMatchObject({ data: [], total: 0 });
    // a like wildcard is a plain character
    expect((await get('/employee-sheet/codes?search=%25')).json().total).toBe(0);
  });

  it('a page past the end is empty but still says how many there are', async () => {
    expect((await get('/employee-sheet/codes?page=5&limit=10')).json()).toMatchObject({ data: [], total: 12 });
  });

  it('is for those who manage uploads only', async () => {
    expect((await get('/employee-sheet/codes', user)).statusCode).toBe(403);
    expect((await get('/employee-sheet/template', user)).statusCode).toBe(403);
  });

  it('offers a template with the header the sheet is read by and an example row', async () => {
    const res = await get('/employee-sheet/template');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('employee-codes-template.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const values = book.worksheets[0].getSheetValues().slice(1) as unknown[][];
    expect(values.map((r) => r.slice(1))).toEqual([
      ['Code', 'Name', 'Mobile'],
      ['E-1001', 'Mona Hassan', '01012345678'],
    ]);
  });
});
