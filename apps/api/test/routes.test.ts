import { describe, expect, it } from 'vitest';
import { useTestContext } from './factories.js';

const t = useTestContext();

interface Operation {
  responses?: Record<string, unknown>;
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** Every route of the API as OpenAPI documents it: method, path, its documented responses and search words. */
function routes() {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      responses: op.responses ?? {},
      searchIn: op.parameters?.some((p) => p.in === 'query' && p.name === 'search')
        ? ('query' as const)
        : op.requestBody?.content?.['application/json']?.schema?.properties?.search
          ? ('body' as const)
          : undefined,
    })),
  );
}

/** Routes anyone may call (spec §2-§5: sign-in, the public idea form and its lookups, public uploads and names). */
const PUBLIC = [
  /^\/v1\/health/,
  // readiness for the load balancer (issue 31)
  /^\/v1\/ready$/,
  /^\/v1\/auth\/(login|register|refreshToken|forgotPassword|resetPassword)$/,
  // whether the sign-in page offers "Forgot password?" (issue 14)
  /^\/v1\/config$/,
  /^\/v1\/idea-crud$/,
  // the operator's phone without an account: Web Push and the SMS opt-out link (issue 27)
  /^\/v1\/push\//,
  /^\/v1\/sms\/opt-out$/,
  /^\/v1\/idea-crud\/status/,
  // the shop floor's form reads its places in one answer; the landing shows the month's rewarded ideas (issue 28)
  /^GET \/v1\/idea-crud\/(places|rewarded)$/,
  /^\/v1\/idea-crud\/(employee|code|number)/,
  /^\/v1\/file\/upload$/,
  /^\/v1\/file\/(download\/|PDF\/)?\{id\}$/,
  /\/names$/,
  /^\/v1\/employee-sheet\/code\//,
  /^\/v1\/docs/,
  // QR posters and similar-idea hints on the public form (issue 18)
  /^\/v1\/qr\/resolve\//,
  /^\/v1\/idea-crud\/similar$/,
  // the current R&R and SAP-codes documents and the how-to videos are read by anyone (issue 13)
  /^GET \/v1\/(reward-and-recognition|sap-codes|video)(\/\{id\})?$/,
];

const hasContent = (res: unknown) => !!(res as { content?: unknown }).content;

const concrete = (path: string) =>
  path
    .replace('{key}', 'evaluated')
    .replace('{code}', 'E-1')
    .replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

describe('every route', () => {
  it('documents its response with a schema (response: on the route), so /v1/docs shows what each returns', () => {
    const v1 = routes().filter((r) => r.path.startsWith('/v1/') && !r.path.startsWith('/v1/docs'));
    const missing = v1
      .filter((r) => Object.entries(r.responses).every(([code, res]) => !code.startsWith('2') || !hasContent(res)))
      .map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
    expect(v1.length).toBeGreaterThan(100);
  });

  it('answers an anonymous request with a bad body 401 (authentication comes before validation)', async () => {
    const guarded = routes().filter(
      (r) => r.path.startsWith('/v1/') && !PUBLIC.some((p) => p.test(r.path) || p.test(`${r.method} ${r.path}`)),
    );
    expect(guarded.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const r of guarded) {
      const res = await t.request({
        method: r.method as 'GET',
        url: concrete(r.path),
        ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: { unknownKey: 1, version: 'x' } }),
      });
      if (res.statusCode !== 401) wrong.push(`${r.method} ${r.path} -> ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses control characters in the search words of every list and export with a 400 (issue 14)', async () => {
    const admin = await t.login('ADMIN');
    await t.setRecordsModule(true); // with the module off its lists answer MODULE_OFF before reading the search
    const searchable = routes().filter((r) => r.searchIn && !r.path.includes('{'));
    expect(searchable.length).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const r of searchable) {
      for (const search of ['pump\u0000', 'line\u0007 3', '\u001b[31m']) {
        const res = await t.request({
          method: r.method as 'GET',
          url: r.searchIn === 'query' ? `${r.path}?search=${encodeURIComponent(search)}` : r.path,
          ...(r.searchIn === 'body' ? { payload: { search } } : {}),
          token: admin.token,
        });
        const message = res.statusCode === 400 ? JSON.stringify(res.json()) : '';
        if (!message.includes('This text contains characters that are not allowed')) {
          wrong.push(`${r.method} ${r.path} ${JSON.stringify(search)} -> ${res.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
