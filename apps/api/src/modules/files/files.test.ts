import { createHash } from 'node:crypto';
import { CFB, utils, write } from '@e965/xlsx';
import { UPLOAD_LIMITS } from '@fikra/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/factories.js';
import { multipart, type Part, SAMPLES } from '../../../test/multipart.js';
import { safeFilename } from './files.service.js';

const t = useTestContext();
let admin: string;
let consultant: string;
let user: string;

beforeAll(async () => {
  admin = (await t.login('ADMIN')).token;
  consultant = (await t.login('CONSULTANT')).token;
  user = (await t.login('USER')).token;
});

const upload = (parts: Part[], opts: { purpose?: string; token?: string; ip?: string } = {}) => {
  const { payload, headers } = multipart(parts);
  return t.request({
    method: 'POST',
    url: `/v1/file/upload${opts.purpose ? `?purpose=${opts.purpose}` : ''}`,
    payload,
    headers,
    token: opts.token,
    remoteAddress: opts.ip ?? '10.1.0.1',
  });
};
const counts = async () => {
  const [f] = await t.db.query<{ n: string }>('select count(*) as n from files');
  const [c] = await t.db.query<{ n: string }>('select count(*) as n from file_chunks');
  return { files: Number(f.n), chunks: Number(c.n) };
};

async function xlsxBuffer() {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Codes').addRows([
    ['code', 'name', 'mobile'],
    ['1001', 'Mona Hassan', '01012345678'],
  ]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const xlsBuffer = () => {
  const wb = utils.book_new();
  utils.book_append_sheet(
    wb,
    utils.aoa_to_sheet([
      ['code', 'name'],
      ['1001', 'Mona'],
    ]),
    'Codes',
  );
  return write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer;
};
/** A compound file (like an .msi installer) that holds no Office document. */
const foreignCfb = () => {
  const cfb = CFB.utils.cfb_new();
  CFB.utils.cfb_add(cfb, '/Installer', Buffer.from('not an office document'));
  return CFB.write(cfb, { type: 'buffer' }) as Buffer;
};

describe('POST /v1/file/upload', () => {
  it('stores a photo from anyone (the public form), in chunks, with its sha256 and the type read from its bytes', async () => {
    const res = await upload([{ filename: 'machine.png', content: SAMPLES.png, contentType: 'text/html' }], { purpose: 'image' });
    expect(res.statusCode).toBe(201);
    const [ref] = res.json();
    expect(ref).toEqual({ _id: expect.any(String), filename: 'machine.png', contentType: 'image/png' });
    const [row] = await t.db.query<{ size: string; sha256: string; purpose: string; chunk_count: number }>(
      'select * from files where id = $1',
      [ref._id],
    );
    expect(row).toMatchObject({
      purpose: 'image',
      chunk_count: 1,
      sha256: createHash('sha256').update(SAMPLES.png).digest('hex'),
    });
    expect(Number(row.size)).toBe(SAMPLES.png.length);
    expect(res.headers['ratelimit-limit']).toBe('2000');
  });

  it('stores several files in one request and defaults to the attachment purpose', async () => {
    const res = await upload([
      { filename: 'a.pdf', content: SAMPLES.pdf },
      { filename: 'b.jpg', content: SAMPLES.jpeg },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().map((f: { contentType: string }) => f.contentType)).toEqual(['application/pdf', 'image/jpeg']);
  });

  it.each([
    ['a renamed executable', 'photo.jpg', SAMPLES.exe, 'image/jpeg'],
    ['an HTML page', 'photo.png', SAMPLES.html, 'image/png'],
    ['an SVG image', 'photo.svg', SAMPLES.svg, 'image/svg+xml'],
    ['a PDF', 'photo.jpg', SAMPLES.pdf, 'image/jpeg'],
  ])('refuses %s posing as a photo with 415 UNSUPPORTED_FILE and keeps nothing', async (_what, filename, content, claimed) => {
    const before = await counts();
    const res = await upload([{ filename, content, contentType: claimed }], { purpose: 'image' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_FILE', message: 'This type of file is not accepted' });
    expect(await counts()).toEqual(before);
  });

  it('refuses the whole request when one of several files is bad: nothing partial is kept', async () => {
    const before = await counts();
    const res = await upload([
      { filename: 'ok.png', content: SAMPLES.png },
      { filename: 'evil.pdf', content: SAMPLES.exe },
    ]);
    expect(res.statusCode).toBe(415);
    expect(await counts()).toEqual(before);
  });

  it('refuses a file over the purpose limit with 413 FILE_TOO_LARGE and keeps nothing', async () => {
    const before = await counts();
    const big = Buffer.concat([SAMPLES.png, Buffer.alloc(UPLOAD_LIMITS.image + 1 - SAMPLES.png.length)]);
    const res = await upload([{ filename: 'big.png', content: big }], { purpose: 'image' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'The file is too large' });
    expect(await counts()).toEqual(before);
  });

  it('refuses a request without a file, and an empty file', async () => {
    const none = await t.request({ method: 'POST', url: '/v1/file/upload', ...multipart([]) });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please choose a file');
    const empty = await upload([{ filename: 'empty.png', content: Buffer.alloc(0) }], { purpose: 'image' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The file is empty');
  });

  it('refuses an unknown purpose', async () => {
    const res = await upload([{ filename: 'a.png', content: SAMPLES.png }], { purpose: 'script' });
    expect(res.statusCode).toBe(400);
  });

  it.each(['pdf', 'spreadsheet', 'video', 'json'])('needs uploads.manage for the %s purpose', async (purpose) => {
    const part = [{ filename: 'x', content: SAMPLES.pdf }];
    expect((await upload(part, { purpose })).statusCode).toBe(401);
    expect((await upload(part, { purpose, token: user })).statusCode).toBe(403);
  });

  it('accepts each purpose its own types only', async () => {
    const ok = async (purpose: string, filename: string, content: Buffer, type: string, token = admin) => {
      const res = await upload([{ filename, content }], { purpose, token });
      expect(res.statusCode, `${purpose} ${filename}: ${res.body}`).toBe(201);
      expect(res.json()[0].contentType).toBe(type);
    };
    const refused = async (purpose: string, content: Buffer) => {
      expect((await upload([{ filename: 'x', content }], { purpose, token: admin })).statusCode).toBe(415);
    };
    await ok('pdf', 'rr.pdf', SAMPLES.pdf, 'application/pdf', consultant);
    await refused('pdf', SAMPLES.png);
    await ok(
      'spreadsheet',
      'codes.xlsx',
      await xlsxBuffer(),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    await ok('spreadsheet', 'codes.xls', xlsBuffer(), 'application/vnd.ms-excel');
    await refused('spreadsheet', foreignCfb());
    await refused('spreadsheet', SAMPLES.pdf);
    await ok('video', 'how-to.mp4', SAMPLES.mp4, 'video/mp4');
    await refused('video', SAMPLES.gif);
    await ok('json', 'backup.json', Buffer.from('{"ideas":[]}'), 'application/json');
    await refused('json', Buffer.from('{"ideas": ['));
    await refused('json', SAMPLES.html);
    await ok(
      'attachment',
      'sheet.xlsx',
      await xlsxBuffer(),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      user,
    );
    await refused('attachment', SAMPLES.exe);
    await refused('attachment', foreignCfb());
  });

  it('keeps only a safe display name: no path, control or direction-override characters', () => {
    expect(safeFilename('C:\\Users\\x\\..\\report.pdf')).toBe('report.pdf');
    expect(safeFilename('../../etc/passwd')).toBe('passwd');
    expect(safeFilename('photo\u202Egnp.exe')).toBe('photognp.exe');
    expect(safeFilename('a\r\nb.png')).toBe('ab.png');
    expect(safeFilename('')).toBe('file');
  });
});

describe('DELETE /v1/file/delete/:id', () => {
  it('needs uploads.manage, refuses a file in use, and removes the file with its chunks', async () => {
    const [ref] = (await upload([{ filename: 'old.pdf', content: SAMPLES.pdf }], { purpose: 'pdf', token: admin })).json();
    const url = `/v1/file/delete/${ref._id}`;
    expect((await t.request({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url, token: user })).statusCode).toBe(403);

    const [sheet] = await t.db.query<{ id: string }>('insert into employee_sheets (file_id) values ($1) returning id', [ref._id]);
    const inUse = await t.request({ method: 'DELETE', url, token: admin });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ code: 'IN_USE', message: 'This file is in use' });
    await t.db.query('delete from employee_sheets where id = $1', [sheet.id]);

    const res = await t.request({ method: 'DELETE', url, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Deleted', _id: ref._id });
    expect(await t.db.query('select 1 from file_chunks where file_id = $1', [ref._id])).toEqual([]);
    expect((await t.request({ method: 'GET', url: `/v1/file/${ref._id}` })).statusCode).toBe(404);
    const again = await t.request({ method: 'DELETE', url, token: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('No file with this ID');
  });
});
