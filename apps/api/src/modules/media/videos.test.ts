import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { messageKeyOf, videoList, videoOutput } from '@fikra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/factories.js';
import { SAMPLES } from '../../../test/multipart.js';
import { videoMultipart } from '../../../test/scenarios/media.js';
import { streamVideo } from './videos.upload.js';

const t = useTestContext();
let admin: string;
let consultant: string;
let user: string;

beforeAll(async () => {
  admin = (await t.login('ADMIN')).token;
  consultant = (await t.login('CONSULTANT')).token;
  user = (await t.login('USER')).token;
});

const counts = async () => {
  const [row] = await t.db.query<{ files: string; chunks: string }>(
    'select (select count(*) from files) as files, (select count(*) from file_chunks) as chunks',
  );
  return { files: Number(row.files), chunks: Number(row.chunks) };
};
/** An mp4 header followed by random bytes: about 2.3 chunks of the files table. */
const bigMp4 = Buffer.concat([SAMPLES.mp4, randomBytes(600_000)]);

function post(opts: { token?: string; content?: Buffer; fields?: Record<string, string>; filename?: string }) {
  const { payload, headers } = videoMultipart(
    opts.fields ?? { nameEn: 'Changing a mould', nameAr: 'تغيير القالب' },
    opts.content === undefined ? undefined : { filename: opts.filename ?? 'how-to.mp4', content: opts.content },
  );
  return t.request({ method: 'POST', url: '/v1/video', payload, headers, token: opts.token });
}

describe('POST /v1/video', () => {
  it('ADMIN uploads a video with its two names and gets the spec record back', async () => {
    const res = await post({ token: admin, content: bigMp4 });
    expect(res.statusCode, res.body).toBe(201);
    const video = videoOutput.parse(res.json());
    expect(video.videoName).toEqual({ en: 'Changing a mould', ar: 'تغيير القالب' });
    expect(video.file).toMatchObject({
      _id: video.videoId,
      filename: 'how-to.mp4',
      contentType: 'video/mp4',
      size: bigMp4.length,
    });
    const stored = await t.request({ method: 'GET', url: `/v1/file/${video.videoId}` });
    expect(stored.statusCode).toBe(200);
    expect(stored.rawPayload.equals(bigMp4)).toBe(true);
    expect(stored.headers.etag).toBe(`"${createHash('sha256').update(bigMp4).digest('hex')}"`);
  });

  it('accepts webm by its bytes', async () => {
    // an EBML header whose DocType is webm, then a Segment
    const webm = Buffer.concat([
      Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878102428581021853806701ffffffffffffff', 'hex'),
      randomBytes(2000),
    ]);
    const res = await post({ token: admin, content: webm, filename: 'clip.webm' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().file.contentType).toBe('video/webm');
  });

  it('CONSULTANT uploads too; USER and anonymous callers cannot', async () => {
    expect((await post({ token: consultant, content: SAMPLES.mp4 })).statusCode).toBe(201);
    const before = await counts();
    expect((await post({ content: SAMPLES.mp4 })).statusCode).toBe(401);
    expect((await post({ token: user, content: SAMPLES.mp4 })).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('refuses what is not mp4 or webm by its bytes, whatever its name, and keeps nothing', async () => {
    const before = await counts();
    for (const [filename, content] of [
      ['setup.mp4', SAMPLES.exe],
      ['page.mp4', SAMPLES.html],
      ['drawing.webm', SAMPLES.svg],
      ['scheme.mp4', SAMPLES.pdf],
      ['photo.mp4', SAMPLES.png],
    ] as const) {
      const res = await post({ token: admin, content, filename });
      expect(res.statusCode, filename).toBe(415);
      expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_FILE', message: 'This type of file is not accepted' });
    }
    expect(await counts()).toEqual(before);
  });

  it('needs a file and both names; an unknown field is named; nothing is kept', async () => {
    const before = await counts();
    const noFile = await post({ token: admin });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().details).toEqual([{ path: 'file', message: 'Please choose a file', key: 'chooseFile' }]);
    const noName = await post({ token: admin, content: bigMp4, fields: { nameEn: 'Only English' } });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().details).toEqual([
      { path: 'nameAr', message: 'This field is required', ...messageKeyOf('This field is required') },
    ]);
    const extra = await post({ token: admin, content: SAMPLES.mp4, fields: { nameEn: 'a', nameAr: 'b', colour: 'red' } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().details[0].path).toBe('colour');
    const file = { filename: 'a.mp4', content: SAMPLES.mp4 };
    const two = videoMultipart({ nameEn: 'a', nameAr: 'b' }, file, file);
    const twoFiles = await t.request({
      method: 'POST',
      url: '/v1/video',
      payload: two.payload,
      headers: two.headers,
      token: admin,
    });
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json().details).toEqual([
      { path: 'file', message: 'Please choose one file only', ...messageKeyOf('Please choose one file only') },
    ]);
    const empty = await post({ token: admin, content: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('a declared size over the limit is refused at once', async () => {
    const { payload, headers } = videoMultipart({ nameEn: 'a', nameAr: 'b' }, { filename: 'x.mp4', content: SAMPLES.mp4 });
    const res = await t.request({
      method: 'POST',
      url: '/v1/video',
      payload,
      headers: { ...headers, 'content-length': String(300 * 1024 * 1024) },
      token: admin,
    });
    expect(res.statusCode).toBe(413);
  });

  it('bytes past the limit stop the upload midway and roll it back', async () => {
    const before = await counts();
    const stream = Readable.from([SAMPLES.mp4, randomBytes(300_000), randomBytes(300_000)]);
    await expect(t.db.transaction((tx) => streamVideo(tx, stream, 'big.mp4', 500_000))).rejects.toMatchObject({
      statusCode: 413,
    });
    expect(await counts()).toEqual(before);
  });
});

describe('GET and DELETE /v1/video', () => {
  it('anyone lists the videos newest first, searching either name, page by page', async () => {
    await post({ token: admin, content: SAMPLES.mp4, fields: { nameEn: 'Safety walk', nameAr: 'جولة السلامة' } });
    await post({ token: admin, content: SAMPLES.mp4, fields: { nameEn: 'Five S audit', nameAr: 'تدقيق 5S' } });
    const all = videoList.parse((await t.request({ method: 'GET', url: '/v1/video?limit=10' })).json());
    expect(all.data[0].videoName.en).toBe('Five S audit');
    const english = (await t.request({ method: 'GET', url: '/v1/video?search=safety' })).json();
    expect(english.data.map((v: { videoName: { en: string } }) => v.videoName.en)).toEqual(['Safety walk']);
    const arabic = (await t.request({ method: 'GET', url: `/v1/video?search=${encodeURIComponent('تدقيق')}` })).json();
    expect(arabic.total).toBe(1);
    const wildcard = (await t.request({ method: 'GET', url: '/v1/video?search=%25' })).json();
    expect(wildcard.total).toBe(0);
    const paged = (await t.request({ method: 'GET', url: '/v1/video?page=2&limit=10' })).json();
    expect(paged).toMatchObject({ page: 2, limit: 10, total: all.total });
    expect((await t.request({ method: 'GET', url: '/v1/video?sort=x' })).statusCode).toBe(400);
  });

  it('ADMIN deletes a video with its file; USER and anonymous callers cannot', async () => {
    const video = (await post({ token: admin, content: SAMPLES.mp4 })).json();
    expect((await t.request({ method: 'DELETE', url: `/v1/video/${video._id}` })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: `/v1/video/${video._id}`, token: user })).statusCode).toBe(403);
    const res = await t.request({ method: 'DELETE', url: `/v1/video/${video._id}`, token: admin });
    expect(res.json()).toEqual({ message: 'Deleted', _id: video._id });
    expect((await t.request({ method: 'GET', url: `/v1/file/${video.videoId}` })).statusCode).toBe(404);
    const again = await t.request({ method: 'DELETE', url: `/v1/video/${video._id}`, token: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('No video with this ID');
  });
});
