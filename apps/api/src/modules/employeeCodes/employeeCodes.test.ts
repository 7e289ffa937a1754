import { utils, write } from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/factories.js';
import { multipart, SAMPLES } from '../../../test/multipart.js';
import type { Database } from '../../db/client.js';
import { replaceEmployeeCodes } from './employeeCodes.service.js';

const t = useTestContext();
let admin: string;
let user: string;

beforeAll(async () => {
  admin = (await t.login('ADMIN')).token;
  user = (await t.login('USER')).token;
});

export async function xlsx(rows: unknown[][]) {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Codes').addRows(rows);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const xls = (rows: unknown[][]) => {
  const wb = utils.book_new();
  utils.book_append_sheet(wb, utils.aoa_to_sheet(rows), 'Codes');
  return write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer;
};
async function uploadSheet(content: Buffer, filename = 'codes.xlsx') {
  const res = await t.request({
    method: 'POST',
    url: '/v1/file/upload?purpose=spreadsheet',
    ...multipart([{ filename, content }]),
    token: admin,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()[0]._id as string;
}
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token: string | null = admin) =>
  t.request({ method, url: `/v1${url}`, payload, token: token ?? undefined });
const lookup = (code: string, ip = '10.2.0.1') =>
  t.request({ method: 'GET', url: `/v1/employee-sheet/code/${encodeURIComponent(code)}`, remoteAddress: ip });

describe('employee code sheet', () => {
  it('upload, parse, create the sheet, load its codes, then anyone can look a code up', async () => {
    const fileId = await uploadSheet(
      await xlsx([
        ['Code', 'Name', 'Mobile'],
        [1001, 'Mona Hassan', '01012345678'],
        ['E-1002', 'Omar Khaled', ''],
        ['E-1003', '', '01099999999'],
        [],
        ['  E-1004 ', { richText: [{ text: 'سارة ' }, { text: 'علي' }] }, 1155556666],
      ]),
    );
    const parsed = await call('POST', '/employee-sheet/parse', { fileId });
    expect(parsed.statusCode).toBe(200);
    expect(parsed.json()).toEqual({
      total: 4,
      data: [
        { code: '1001', name: 'Mona Hassan', mobile: '01012345678' },
        { code: 'E-1002', name: 'Omar Khaled', mobile: '' },
        { code: 'E-1003', name: '', mobile: '01099999999' },
        { code: 'E-1004', name: 'سارة علي', mobile: '1155556666' },
      ],
    });

    const sheet = await call('POST', '/employee-sheet', { fileId });
    expect(sheet.statusCode).toBe(201);
    expect(sheet.json()).toMatchObject({ fileId, file: { _id: fileId, filename: 'codes.xlsx' }, rowCount: 0, version: 0 });
    const complete = parsed.json().data.filter((r: { name: string }) => r.name);
    const created = await call('POST', '/employee-sheet/createMany', { sheetId: sheet.json()._id, data: complete });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Your file has been uploaded',
      count: 3,
      data: { _id: sheet.json()._id, rowCount: 3 },
    });

    const current = await call('GET', '/employee-sheet');
    expect(current.json().data).toMatchObject({ _id: sheet.json()._id, rowCount: 3, file: { _id: fileId } });

    const found = await lookup('1001');
    expect(found.statusCode).toBe(200);
    // the public lookup hands out the name and only the last digits of the mobile (DESIGN §7)
    expect(found.json()).toEqual({ data: { name: 'Mona Hassan', mobile: '********678' } });
    expect((await lookup('E-1002')).json()).toEqual({ data: { name: 'Omar Khaled', mobile: '' } });
    const missing = await lookup('E-1003');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No employee with this code' });
  });

  it('reads a legacy .xls without a header row as code, name, mobile', async () => {
    const fileId = await uploadSheet(
      xls([
        ['2001', 'Hoda Samir', '01200000000'],
        ['2002', 'Karim Adel'],
      ]),
      'codes.xls',
    );
    const parsed = await call('POST', '/employee-sheet/parse', { fileId });
    expect(parsed.json().data).toEqual([
      { code: '2001', name: 'Hoda Samir', mobile: '01200000000' },
      { code: '2002', name: 'Karim Adel', mobile: '' },
    ]);
  });

  it('refuses duplicate codes with the exact message and changes nothing', async () => {
    await call('POST', '/employee-sheet/createMany', { data: [{ code: 'K-1', name: 'Kept Person' }] });
    const res = await call('POST', '/employee-sheet/createMany', {
      data: [
        { code: '1001', name: 'A' },
        { code: '1003', name: 'B' },
        { code: '1001', name: 'C' },
        { code: '1003', name: 'D' },
        { code: '1001', name: 'E' },
        { code: '1004', name: 'F' },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'DUPLICATE_CODES',
      message: 'You have duplicate codes: 1001,1003 ,Please fix the problem and upload it again.',
    });
    expect((await lookup('K-1')).statusCode).toBe(200);
  });

  it('a new sheet replaces the previous codes and sheet', async () => {
    const first = await call('POST', '/employee-sheet/createMany', { data: [{ code: 'OLD-1', name: 'Old Person' }] });
    const second = await call('POST', '/employee-sheet/createMany', {
      data: [{ code: 'NEW-1', name: 'New Person', mobile: '0100' }],
    });
    expect(second.statusCode).toBe(201);
    expect((await lookup('OLD-1')).statusCode).toBe(404);
    expect((await lookup('NEW-1')).json()).toEqual({ data: { name: 'New Person', mobile: '****' } });
    expect(await t.db.query('select 1 from employee_sheets where id = $1', [first.json().data._id])).toEqual([]);
    expect((await call('GET', '/employee-sheet')).json().data._id).toBe(second.json().data._id);
  });

  it('replaces in one transaction: a failure while loading keeps the old codes', async () => {
    await call('POST', '/employee-sheet/createMany', { data: [{ code: 'SAFE-1', name: 'Safe Person' }] });
    const failing: Database = {
      ...t.db,
      transaction: (fn) =>
        t.db.transaction((tx) =>
          fn({
            ...tx,
            query: async (sql, params) => {
              if (sql.includes('insert into employee_codes')) throw new Error('disk full');
              return tx.query(sql, params);
            },
          }),
        ),
    };
    await expect(replaceEmployeeCodes(failing, [{ code: 'LOST-1', name: 'Lost Person' }])).rejects.toThrow('disk full');
    expect((await lookup('SAFE-1')).statusCode).toBe(200);
    expect((await lookup('LOST-1')).statusCode).toBe(404);
  });

  it.each([
    [{ data: [] }, 'This field is required'],
    [{ data: [{ code: '1', name: '' }] }, 'This field is required'],
    [{ data: [{ code: '', name: 'Someone' }] }, 'This field is required'],
    [{ data: [{ code: '1', name: 'Bad\u0000Name' }] }, 'This text contains characters that are not allowed'],
    [{ sheetId: 'nope', data: [{ code: '1', name: 'A' }] }, 'Invalid id'],
  ])('createMany refuses %o with "%s"', async (body, message) => {
    const res = await call('POST', '/employee-sheet/createMany', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('createMany with an unknown sheet is 404 and changes nothing', async () => {
    const res = await call('POST', '/employee-sheet/createMany', {
      sheetId: '00000000-0000-4000-8000-000000000000',
      data: [{ code: 'X-1', name: 'Nobody' }],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No sheet with this ID');
  });

  it('PUT changes the sheet file with a version check; DELETE removes the sheet and its codes', async () => {
    const created = (await call('POST', '/employee-sheet/createMany', { data: [{ code: 'P-1', name: 'Put Person' }] })).json()
      .data;
    const fileId = await uploadSheet(
      await xlsx([
        ['code', 'name'],
        ['P-1', 'Put Person'],
      ]),
    );
    const put = await call('PUT', `/employee-sheet/${created._id}`, { fileId, version: created.version });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ fileId, version: created.version + 1 });
    const stale = await call('PUT', `/employee-sheet/${created._id}`, { fileId, version: created.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');

    const [{ _id: pdfId }] = (
      await t.request({
        method: 'POST',
        url: '/v1/file/upload?purpose=pdf',
        ...multipart([{ filename: 'a.pdf', content: SAMPLES.pdf }]),
        token: admin,
      })
    ).json();
    const notSheet = await call('PUT', `/employee-sheet/${created._id}`, { fileId: pdfId, version: created.version + 1 });
    expect(notSheet.statusCode).toBe(415);
    expect((await call('POST', '/employee-sheet', { fileId: pdfId })).statusCode).toBe(415);
    expect((await call('POST', '/employee-sheet', { fileId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);

    const del = await call('DELETE', `/employee-sheet/${created._id}`);
    expect(del.json()).toEqual({ message: 'Deleted', _id: created._id });
    expect((await lookup('P-1')).statusCode).toBe(404);
    expect((await call('DELETE', `/employee-sheet/${created._id}`)).statusCode).toBe(404);
    expect((await call('GET', '/employee-sheet')).json()).toEqual({ data: null });
  });

  const someId = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['GET', '/employee-sheet', undefined],
    ['POST', '/employee-sheet', { fileId: someId }],
    ['POST', '/employee-sheet/parse', { fileId: someId }],
    ['POST', '/employee-sheet/createMany', { data: [{ code: 'Z-1', name: 'Zed' }] }],
    ['PUT', `/employee-sheet/${someId}`, { fileId: someId, version: 0 }],
    ['DELETE', `/employee-sheet/${someId}`, undefined],
  ] as const)('%s %s needs uploads.manage', async (method, url, body) => {
    expect((await call(method, url, body, null)).statusCode).toBe(401);
    expect((await call(method, url, body, user)).statusCode).toBe(403);
  });

  it('rate-limits the public code lookup per address, and for all addresses together', async () => {
    const first = await lookup('anything', '10.9.9.9');
    expect(first.headers['ratelimit-limit']).toBe('60');
    for (let i = 1; i < 60; i++) await lookup('anything', '10.9.9.9');
    const limited = await lookup('anything', '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect((await lookup('anything', '10.9.9.10')).statusCode).toBe(404);
    // many addresses (a harvest spread out) share one limit of 600 a minute, the 61 answered above included
    let answered = 0;
    for (let i = 0; i < 600; i++) {
      const res = await lookup('anything', `10.8.${i % 50}.${Math.floor(i / 50)}`);
      if (res.statusCode === 404) answered++;
      else
        expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'This lookup is busy, please try again in a minute' });
    }
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThanOrEqual(600 - 61);
  });

  it('refuses a NUL in the looked-up code as bad input, not a server error', async () => {
    expect((await lookup('ab\u0000cd')).statusCode).toBe(400);
  });
});
