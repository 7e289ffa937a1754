import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/factories.js';
import { SAMPLES } from '../../../test/multipart.js';
import { videoMultipart } from '../../../test/scenarios/media.js';

const t = useTestContext();
let admin: string;
/** Spans three 256 KiB chunks, so ranges cross chunk boundaries. */
const bytes = Buffer.concat([SAMPLES.mp4, randomBytes(700_000)]);
let fileUrl: string;

beforeAll(async () => {
  admin = (await t.login('ADMIN')).token;
  const { payload, headers } = videoMultipart({ nameEn: 'Seeking', nameAr: 'التقديم' }, { filename: 'seek.mp4', content: bytes });
  const res = await t.request({ method: 'POST', url: '/v1/video', payload, headers, token: admin });
  fileUrl = `/v1/file/${res.json().videoId}`;
});

const get = (headers: Record<string, string> = {}) => t.request({ method: 'GET', url: fileUrl, headers });

describe('GET /v1/file/:videoId streams with Range', () => {
  it('whole file: 200, Accept-Ranges, its length and type, nosniff', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it.each([
    ['first bytes', 'bytes=0-99', 0, 99],
    ['the middle, across a chunk boundary', 'bytes=262000-262300', 262000, 262300],
    ['an open end', 'bytes=600000-', 600000, bytes.length - 1],
    ['a suffix', 'bytes=-500', bytes.length - 500, bytes.length - 1],
    ['an end past the file', `bytes=10-${bytes.length + 50}`, 10, bytes.length - 1],
  ])('%s: 206 with the right Content-Range and bytes', async (_name, range, start, end) => {
    const res = await get({ range });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${bytes.length}`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(res.rawPayload.equals(bytes.subarray(start, end + 1))).toBe(true);
  });

  it('a range past the end: 416 with the size', async () => {
    const res = await get({ range: `bytes=${bytes.length}-` });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('ETag is the sha256; If-None-Match gives 304 with no body', async () => {
    const etag = `"${createHash('sha256').update(bytes).digest('hex')}"`;
    expect((await get()).headers.etag).toBe(etag);
    const res = await get({ 'if-none-match': etag });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
  });
});

describe('a client that goes away mid-upload', () => {
  it('leaves no file and no chunk behind', async () => {
    const counts = async () =>
      (await t.db.query<{ n: string }>('select (select count(*) from files) + (select count(*) from file_chunks) as n'))[0].n;
    const before = await counts();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const { payload, headers } = videoMultipart({ nameEn: 'Cut off', nameAr: 'مقطوع' }, { filename: 'cut.mp4', content: bytes });
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/v1/video',
      headers: { ...headers, 'content-length': String(payload.length + 5_000_000), authorization: `Bearer ${admin}` },
    });
    req.on('error', () => {});
    // the fields and more than two chunks of the video, then the connection drops
    req.write(payload.subarray(0, payload.length - 100));
    await sleep(1500);
    req.destroy();
    await sleep(1000);
    expect(await counts()).toBe(before);
    // the server is still fine
    expect((await t.request({ method: 'GET', url: '/v1/video' })).statusCode).toBe(200);
  });
});
