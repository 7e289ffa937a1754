import { createHash, randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/factories.js';
import { multipart, type Part, SAMPLES } from '../../../test/multipart.js';
import { FILE_CHUNK_SIZE } from '../../data/files.repository.js';
import { safeFilename } from '../../lib/safeFilename.js';
import { contentDisposition, parseRange } from './files.download.js';

const t = useTestContext();
let admin: string;
/** a PDF just over two chunks long, so ranges cross chunk boundaries */
const bigPdf = Buffer.concat([SAMPLES.pdf, randomBytes(2 * FILE_CHUNK_SIZE + 1000)]);
const sha = createHash('sha256').update(bigPdf).digest('hex');
let pdfId: string;
let pngId: string;

async function upload(parts: Part[], purpose: string, token?: string) {
  const res = await t.request({ method: 'POST', url: `/v1/file/upload?purpose=${purpose}`, ...multipart(parts), token });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string }[];
}

beforeAll(async () => {
  admin = (await t.login('ADMIN')).token;
  [{ _id: pdfId }] = await upload([{ filename: 'تقرير سنوي; 2026.pdf', content: bigPdf }], 'attachment');
  [{ _id: pngId }] = await upload([{ filename: 'machine.png', content: SAMPLES.png }], 'image');
});

const get = (url: string, headers: Record<string, string> = {}, token?: string) =>
  t.request({ method: 'GET', url, headers, token });

describe('GET /v1/file/:id', () => {
  it('returns the whole file with a strong ETag, nosniff, Accept-Ranges and a safe inline disposition', async () => {
    const res = await get(`/v1/file/${pdfId}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bigPdf)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(bigPdf.length),
      etag: `"${sha}"`,
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    const cd = res.headers['content-disposition'] as string;
    expect(cd).toBe(`inline; filename="_____ _____ 2026.pdf"; filename*=UTF-8''${encodeURIComponent('تقرير سنوي; 2026.pdf')}`);
    expect(cd).not.toMatch(/[\r\n]/);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await t.request({ method: 'HEAD', url: `/v1/file/${pdfId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(bigPdf.length));
    expect(res.headers.etag).toBe(`"${sha}"`);
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers If-None-Match with 304 and no body', async () => {
    const res = await get(`/v1/file/${pdfId}`, { 'if-none-match': `W/"x", "${sha}"` });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers.etag).toBe(`"${sha}"`);
    expect((await get(`/v1/file/${pdfId}`, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('serves a byte range across chunk boundaries with 206 and Content-Range', async () => {
    const start = FILE_CHUNK_SIZE - 10;
    const end = 2 * FILE_CHUNK_SIZE + 9;
    const res = await get(`/v1/file/${pdfId}`, { range: `bytes=${start}-${end}` });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${bigPdf.length}`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(res.rawPayload.equals(bigPdf.subarray(start, end + 1))).toBe(true);
  });

  it('serves open-ended and suffix ranges, refuses a range past the end with 416', async () => {
    const open = await get(`/v1/file/${pdfId}`, { range: `bytes=${bigPdf.length - 5}-` });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(bigPdf.subarray(-5))).toBe(true);
    const suffix = await get(`/v1/file/${pdfId}`, { range: 'bytes=-100' });
    expect(suffix.rawPayload.equals(bigPdf.subarray(-100))).toBe(true);
    const past = await get(`/v1/file/${pdfId}`, { range: `bytes=${bigPdf.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bigPdf.length}`);
  });

  it('ignores the range when If-Range names another version', async () => {
    const res = await get(`/v1/file/${pdfId}`, { range: 'bytes=0-9', 'if-range': '"stale"' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(bigPdf.length);
    const same = await get(`/v1/file/${pdfId}`, { range: 'bytes=0-9', 'if-range': `"${sha}"` });
    expect(same.statusCode).toBe(206);
  });

  it('404 for an unknown id, 400 for a malformed one', async () => {
    const res = await get('/v1/file/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No file with this ID' });
    expect((await get('/v1/file/not-an-id')).statusCode).toBe(400);
  });

  it('keeps spreadsheets and backups (names and phones) for uploads.manage only', async () => {
    const [{ _id }] = await upload([{ filename: 'b.json', content: '{"ideas":[]}' }], 'json', admin);
    expect((await get(`/v1/file/${_id}`)).statusCode).toBe(401);
    const res = await get(`/v1/file/download/${_id}`, {}, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.json()).toEqual({ ideas: [] });
  });
});

describe('GET /v1/file/download/:id and /v1/file/PDF/:id', () => {
  it('download always says attachment', async () => {
    const res = await get(`/v1/file/download/${pngId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="machine.png"; filename*=UTF-8''machine.png`);
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('PDF shows a PDF inline and refuses anything else', async () => {
    const res = await get(`/v1/file/PDF/${pdfId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline;/);
    const png = await get(`/v1/file/PDF/${pngId}`);
    expect(png.statusCode).toBe(415);
    expect(png.json().code).toBe('UNSUPPORTED_FILE');
  });
});

describe('helpers', () => {
  it('parseRange reads the single-range forms and ignores what it cannot serve', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-200', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(parseRange('bytes=9-1', 100)).toBeUndefined();
    expect(parseRange('items=0-1', 100)).toBeUndefined();
    expect(parseRange(undefined, 100)).toBeUndefined();
  });

  it('contentDisposition never lets a name break the header', () => {
    const cd = contentDisposition('attachment', 'a"\r\nSet-Cookie: x=1;.pdf');
    expect(cd).not.toMatch(/[\r\n]/);
    expect(
      cd.startsWith('attachment; filename="a___Set-Cookie: x=1_.pdf"; filename*=UTF-8\'\'a%22%0D%0ASet-Cookie%3A%20x%3D1%3B.pdf'),
    ).toBe(true);
  });

  it.each([
    '\u202e',
    '\u202d',
    '\u202a',
    '\u202b',
    '\u202c',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\u200e',
    '\u200f',
    '\u061c',
  ])('a download name never keeps the direction control %j (an extension cannot be reversed)', (control) => {
    const name = `invoice${control}fdp.exe`;
    expect(contentDisposition('attachment', name)).toBe(
      'attachment; filename="invoicefdp.exe"; filename*=UTF-8\'\'invoicefdp.exe',
    );
    expect(safeFilename(name)).toBe('invoicefdp.exe');
  });
});
