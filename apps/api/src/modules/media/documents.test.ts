import { DOCUMENT_KINDS, DOCUMENT_PATHS, documentList, documentOutput } from '@fikra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/factories.js';
import { multipart, SAMPLES } from '../../../test/multipart.js';

const t = useTestContext();
let admin: string;
let consultant: string;
let user: string;

beforeAll(async () => {
  admin = (await t.login('ADMIN')).token;
  consultant = (await t.login('CONSULTANT')).token;
  user = (await t.login('USER')).token;
});

async function upload(purpose: string, content: Buffer, filename = 'scheme.pdf') {
  const { payload, headers } = multipart([{ filename, content }]);
  const res = await t.request({ method: 'POST', url: `/v1/file/upload?purpose=${purpose}`, payload, headers, token: admin });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()[0]._id as string;
}

describe.each(DOCUMENT_KINDS)('/v1/%s', (kind) => {
  const url = `/v1/${DOCUMENT_PATHS[kind]}`;

  it('anyone reads the list, empty at first', async () => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [], total: 0, page: 1, limit: 10 });
  });

  it('ADMIN and CONSULTANT create records from uploaded PDFs; the newest comes first, for anyone', async () => {
    const first = await upload('pdf', SAMPLES.pdf, 'q1.pdf');
    const second = await upload('pdf', SAMPLES.pdf, 'q2.pdf');
    const a = await t.request({ method: 'POST', url, payload: { fileId: first }, token: admin });
    expect(a.statusCode, a.body).toBe(201);
    const created = documentOutput.parse(a.json());
    expect(created).toMatchObject({
      fileId: first,
      version: 0,
      file: { _id: first, filename: 'q1.pdf', contentType: 'application/pdf' },
    });
    expect(created.file.size).toBe(SAMPLES.pdf.length);
    const b = await t.request({ method: 'POST', url, payload: { fileId: second }, token: consultant });
    expect(b.statusCode).toBe(201);

    const list = documentList.parse((await t.request({ method: 'GET', url })).json());
    expect(list.total).toBe(2);
    expect(list.data.map((d) => d.fileId)).toEqual([second, first]);
    const one = await t.request({ method: 'GET', url: `${url}/${created._id}` });
    expect(one.json()).toEqual(created);
    // the public viewer reads the PDF by id without signing in
    const pdf = await t.request({ method: 'GET', url: `/v1/file/${first}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
  });

  it('USER and anonymous callers cannot create, replace or delete', async () => {
    const fileId = await upload('pdf', SAMPLES.pdf);
    const doc = (await t.request({ method: 'POST', url, payload: { fileId }, token: admin })).json();
    expect((await t.request({ method: 'POST', url, payload: { fileId } })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url, payload: { fileId }, token: user })).statusCode).toBe(403);
    const put = { method: 'PUT' as const, url: `${url}/${doc._id}`, payload: { fileId, version: 0 } };
    expect((await t.request({ ...put, token: user })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `${url}/${doc._id}`, token: user })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `${url}/${doc._id}` })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: `${url}/${doc._id}` })).statusCode).toBe(200);
  });

  it('refuses a file that is not a PDF uploaded as one, a missing file and unknown keys, changing nothing', async () => {
    const before = (await t.request({ method: 'GET', url })).json().total;
    const image = await upload('image', SAMPLES.png, 'photo.png');
    const attachedPdf = await upload('attachment', SAMPLES.pdf, 'attached.pdf');
    for (const fileId of [image, attachedPdf]) {
      const res = await t.request({ method: 'POST', url, payload: { fileId }, token: admin });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_FILE', message: 'This file is not a PDF' });
    }
    const missing = await t.request({
      method: 'POST',
      url,
      payload: { fileId: '00000000-0000-4000-8000-000000000000' },
      token: admin,
    });
    expect(missing.statusCode).toBe(404);
    const pdf = await upload('pdf', SAMPLES.pdf);
    const extra = await t.request({ method: 'POST', url, payload: { fileId: pdf, title: 'x' }, token: admin });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toContain('title');
    const noId = await t.request({ method: 'POST', url, payload: {}, token: admin });
    expect(noId.statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url })).json().total).toBe(before);
  });

  it('renamed executables, HTML and SVG never become PDFs', async () => {
    for (const [name, content] of [
      ['setup.pdf', SAMPLES.exe],
      ['page.pdf', SAMPLES.html],
      ['drawing.pdf', SAMPLES.svg],
    ] as const) {
      const { payload, headers } = multipart([{ filename: name, content, contentType: 'application/pdf' }]);
      const res = await t.request({ method: 'POST', url: '/v1/file/upload?purpose=pdf', payload, headers, token: admin });
      expect(res.statusCode).toBe(415);
    }
  });

  it('PUT takes back what GET returned with a new file; a stale version changes nothing', async () => {
    const fileId = await upload('pdf', SAMPLES.pdf, 'old.pdf');
    const replacement = await upload('pdf', SAMPLES.pdf, 'new.pdf');
    const doc = (await t.request({ method: 'POST', url, payload: { fileId }, token: admin })).json();
    const res = await t.request({
      method: 'PUT',
      url: `${url}/${doc._id}`,
      payload: { ...doc, fileId: replacement },
      token: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: doc._id, fileId: replacement, version: 1, file: { filename: 'new.pdf' } });
    const stale = await t.request({ method: 'PUT', url: `${url}/${doc._id}`, payload: { fileId, version: 0 }, token: admin });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect((await t.request({ method: 'GET', url: `${url}/${doc._id}` })).json().fileId).toBe(replacement);
    const unknown = await t.request({
      method: 'PUT',
      url: `${url}/${doc._id}`,
      payload: { fileId, version: 1, kind: 'x' },
      token: admin,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('kind');
  });

  it('DELETE removes the record once', async () => {
    const fileId = await upload('pdf', SAMPLES.pdf);
    const doc = (await t.request({ method: 'POST', url, payload: { fileId }, token: consultant })).json();
    const res = await t.request({ method: 'DELETE', url: `${url}/${doc._id}`, token: consultant });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Deleted', _id: doc._id });
    const again = await t.request({ method: 'DELETE', url: `${url}/${doc._id}`, token: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('No document with this ID');
  });
});

it('the two kinds keep separate lists', async () => {
  const fileId = await upload('pdf', SAMPLES.pdf);
  const doc = (await t.request({ method: 'POST', url: '/v1/sap-codes', payload: { fileId }, token: admin })).json();
  const other = await t.request({ method: 'GET', url: `/v1/reward-and-recognition/${doc._id}` });
  expect(other.statusCode).toBe(404);
});
