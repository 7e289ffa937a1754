import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestContext } from './factories.js';

/**
 * Issue 10 item 4: nothing a client sends makes the API answer 5xx. Every route that OpenAPI documents gets
 * generated hostile values (control characters, lone surrogates, dates PostgreSQL cannot store, integers past
 * int4, wrong types) in its path parameters, its documented query parameters and its documented body fields,
 * as ADMIN (so validation and the handlers are reached) and anonymously. Runs on both databases.
 */
const t = useTestContext();

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

function routes() {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/v1/') && !path.startsWith('/v1/docs'))
    .flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
        path,
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        bodyKeys: Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
        multipart: !!op.requestBody?.content?.['multipart/form-data'],
      })),
    );
}

const hostileString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\u202e\u0000gpj.exe',
    '0',
    '-1',
    '+275760-09-13T00:00:00.000Z',
    '0000-01-01',
    '-271821-04-20T00:00:00.000Z',
    '9999999999',
    '2147483648',
    '1e309',
    'NaN',
    '00000000-0000-0000-0000-000000000000',
    "'; drop table ideas; --",
    '%00',
    '../../etc/passwd',
    'a'.repeat(10_001),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(2 ** 31, 2 ** 53, -1, 1e308, -0, 0.5, true, null, [], {}, ['\u0000'], { _id: '\u0000' }, { in: ['\ud800'] }),
  fc.integer(),
  fc.double(),
  fc.dictionary(fc.constantFrom('en', 'ar', '_id', 'in', 'gte', 'lte', 'value'), hostileString, { maxKeys: 3 }),
);

/** Segments sent as they are: bytes that are not UTF-8 or encode a NUL. */
const RAW_SEGMENTS = ['%ff', '%00', '%c0%80', '%ed%a0%80'];

/** Replaces each `{param}` of a path with a hostile segment. */
const pathWith = (path: string, values: string[]) => {
  let i = 0;
  return path.replace(/\{[^}]+\}/g, () => {
    const v = values[i++ % values.length] ?? 'x';
    return RAW_SEGMENTS.includes(v) ? v : encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '\ufffd'));
  });
};

const RUNS = Number(process.env.HOSTILE_RUNS ?? 12);

describe('hostile input on every route (issue 10)', () => {
  it('never answers 5xx, signed in as ADMIN or anonymous', { timeout: 600_000 }, async () => {
    const all = routes();
    expect(all.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let sent = 0;
    for (const route of all) {
      // a fresh admin per route: a route such as logout ends the session it was called with
      const admin = await t.login('ADMIN');
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.oneof(hostileString, fc.constantFrom(...RAW_SEGMENTS)), { minLength: 1, maxLength: 3 }),
          fc.record(Object.fromEntries(route.query.map((k) => [k, hostileString]))),
          fc.record(Object.fromEntries(route.bodyKeys.map((k) => [k, hostileValue])), { requiredKeys: [] }),
          fc.boolean(),
          async (segments, query, body, anonymous) => {
            const qs = new URLSearchParams(query as Record<string, string>).toString();
            const url = `${pathWith(route.path, segments)}${qs ? `?${qs}` : ''}`;
            const res = await t.request({
              method: route.method,
              url,
              ...(route.method === 'GET' || route.method === 'DELETE' || route.multipart ? {} : { payload: body as object }),
              ...(anonymous ? {} : { token: admin.token }),
            });
            sent += 1;
            if (res.statusCode >= 500)
              failures.push(`${route.method} ${url} ${JSON.stringify(body)} -> ${res.statusCode} ${res.body}`);
          },
        ),
        { numRuns: RUNS, seed: 10 },
      );
    }
    expect(sent).toBeGreaterThan(all.length * RUNS - 1);
    expect(failures.slice(0, 20)).toEqual([]);
  });

  it('answers malformed multipart with a 4xx on every route that takes a body', async () => {
    const admin = await t.login('ADMIN');
    const uploads = routes()
      .filter((r) => (r.method === 'POST' || r.method === 'PUT') && !r.path.includes('{') && r.path !== '/v1/auth/logout')
      .map((r) => (r.path === '/v1/file/upload' ? { ...r, path: `${r.path}?purpose=attachment` } : r));
    expect(uploads.length).toBeGreaterThan(20);
    const bodies: [string, string][] = [
      ['multipart/form-data', '--x\r\n'],
      ['multipart/form-data; boundary=', '--\r\n\r\n'],
      [
        'multipart/form-data; boundary=abc',
        '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc',
      ],
      ['multipart/form-data; boundary=abc', '--abc--'],
    ];
    const failures: string[] = [];
    for (const route of uploads) {
      for (const [contentType, payload] of bodies) {
        const res = await t.request({
          method: route.method,
          url: route.path,
          headers: { 'content-type': contentType },
          payload,
          token: admin.token,
        });
        if (res.statusCode >= 500) failures.push(`${route.path} ${contentType} -> ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
