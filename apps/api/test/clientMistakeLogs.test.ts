import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { useTestContext } from './factories.js';
import { multipart, SAMPLES } from './multipart.js';

/**
 * Issue 29 item 9: a client's mistake with an upload (JSON or text to a multipart route, a body cut off, a file of
 * the wrong type) is a 4xx and is logged as a client error (info), never at error level; the temporary files of an
 * upload are deleted once (a second deletion logged "ENOENT … unlink" at error level) and none is left behind.
 */
let app: FastifyInstance;
let log = '';
let auth: Record<string, string>;

// the uploads' temporary files go to a folder of this file's own: the machine's shared one also holds what other
// test files and servers write at the same moment, which this file would count as left behind
const sharedTmp = process.env.TMPDIR;
const ownTmp = mkdtempSync(join(tmpdir(), 'fikra-mistakes-'));

beforeAll(() => {
  process.env.TMPDIR = ownTmp;
});
// after the context is closed (after-hooks run in reverse order)
afterAll(() => {
  if (sharedTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = sharedTmp;
  rmSync(ownTmp, { recursive: true, force: true });
});
const t = useTestContext();
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  app = await buildApp({ db: t.db, config: { ...t.config, LOG_LEVEL: 'info' }, logStream: stream });
  await app.ready();
  auth = (await t.login('ADMIN')).auth;
});
// closed before the context
afterAll(() => app.close());

const lines = () =>
  log
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { level: number; msg?: string; err?: { message?: string } });

const truncated = {
  headers: { 'content-type': 'multipart/form-data; boundary=abc' },
  payload: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG cut off',
};
const MISTAKES: [string, InjectOptions, number][] = [
  ['JSON to an upload', { url: '/v1/file/upload?purpose=image', payload: { file: 'photo.png' } }, 400],
  [
    'text to an upload',
    { url: '/v1/file/upload?purpose=image', headers: { 'content-type': 'text/plain' }, payload: 'photo' },
    400,
  ],
  ['JSON to the spreadsheet import', { url: '/v1/idea-crud/import-file', payload: { rows: [] } }, 400],
  ['JSON to a video upload', { url: '/v1/video', payload: { title: 'x' } }, 400],
  ['a body cut off', { url: '/v1/file/upload?purpose=image', ...truncated }, 400],
  ['a sheet cut off', { url: '/v1/idea-crud/import-file', ...truncated }, 400],
  [
    'a program as a photo',
    { url: '/v1/file/upload?purpose=image', ...multipart([{ filename: 'a.png', content: SAMPLES.exe }]) },
    415,
  ],
];

describe('client mistakes with uploads (issue 29 item 9)', () => {
  it.each(MISTAKES)('%s: a 4xx, logged as a client error, its temporary files deleted once', async (_what, request, status) => {
    const before = new Set(await readdir(tmpdir()));
    const from = lines().length;
    const res = await app.inject({ method: 'POST', ...request, headers: { ...(request.headers ?? {}), ...auth } });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().key).toBeTruthy();
    // the temporary files go when the response ends
    await new Promise((resolve) => setTimeout(resolve, 50));
    const logged = lines().slice(from);
    expect(logged.filter((l) => l.level >= 40).map((l) => `${l.msg} ${l.err?.message ?? ''}`)).toEqual([]);
    expect(JSON.stringify(logged)).not.toContain('ENOENT');
    const left = (await readdir(tmpdir())).filter((f) => !before.has(f) && /^[0-9a-f]{16}/.test(f));
    expect(left).toEqual([]);
  });

  it('a good upload keeps its files until stored, then deletes them once', async () => {
    const from = lines().length;
    const { payload, headers } = multipart([{ filename: 'a.png', content: SAMPLES.png }]);
    const res = await app.inject({
      method: 'POST',
      url: '/v1/file/upload?purpose=image',
      payload,
      headers: { ...headers, ...auth },
    });
    expect(res.statusCode, res.body).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      lines()
        .slice(from)
        .filter((l) => l.level >= 40),
    ).toEqual([]);
  });
});
