import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from './factories.js';

const PAGE = '<!doctype html><html><body><div id="root"></div></body></html>';
let dist: string;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'fikra-web-'));
  writeFileSync(join(dist, 'index.html'), PAGE);
});
// removed after the context is closed (after-hooks run in reverse order)
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const t = useTestContext(() => ({ WEB_DIST: dist }));

describe('client-side routes of the SPA', () => {
  it.each(['/admin/idea', '/auth/form', '/LandingPage'])('%s answers GET, HEAD and OPTIONS', async (url) => {
    const get = await t.request({ method: 'GET', url });
    expect(get.statusCode).toBe(200);
    expect(get.body).toBe(PAGE);
    const head = await t.request({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/text\/html/);
    expect(head.body).toBe('');
    const options = await t.request({ method: 'OPTIONS', url });
    expect(options.statusCode).toBe(204);
    expect(options.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(options.body).toBe('');
  });

  it('other methods and unknown API paths still answer 404', async () => {
    expect((await t.request({ method: 'POST', url: '/admin/idea' })).statusCode).toBe(404);
    expect((await t.request({ method: 'HEAD', url: '/v1/nope' })).statusCode).toBe(404);
    expect((await t.request({ method: 'OPTIONS', url: '/v1/nope' })).statusCode).toBe(404);
  });
});
