import { messageEntry, messageKeyOf, messageText } from '@fikra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from './factories.js';
import { checksOf, defOf, type Leaf, leavesOf, type RouteSchemas, routeSchemas, type Schema, typeOf } from './schemaWalk.js';
import { validSample, withValueAt } from './validBodies.js';

/**
 * Issue 30 item 6: no validation library's English reaches anyone. Every route gets the four mistakes a client
 * makes (a wrong type in every field, a value that is not one of an enum's, a number below its minimum, a list
 * where an object belongs) in its body, its query and its path, as ADMIN; every message of every answer (the
 * error's and each detail's) must be a catalogue text whose key and params the body names, and that has its Arabic,
 * so the web app shows it in either language.
 */
const t = useTestContext();
let admin: string;
beforeAll(async () => {
  admin = (await t.login('ADMIN')).token;
  // the records module on, so that its routes read the mistakes (off, they answer MODULE_OFF before reading)
  await t.setRecordsModule(true);
});

type Mistake = (leaf: Leaf) => unknown;
const NOT_SET = Symbol('not set');

/** A value of another type than the leaf's. */
const wrongType: Mistake = (leaf) => {
  const type = typeOf(leaf.node);
  if (type === 'string' || type === 'enum' || type === 'literal') return 12345;
  if (type === 'number') return 'twelve';
  if (type === 'boolean') return 'yes';
  return NOT_SET;
};
const wrongEnum: Mistake = (leaf) => (typeOf(leaf.node) === 'enum' ? 'not-a-listed-value' : NOT_SET);
const tooSmall: Mistake = (leaf) => {
  if (typeOf(leaf.node) !== 'number') return NOT_SET;
  const { min } = checksOf(leaf.node);
  return min === undefined || !Number.isFinite(min) ? NOT_SET : min - 1;
};

/** The paths of the objects inside a schema (each gets a list instead). */
function objectPaths(schema: Schema, path: (string | number)[] = [], depth = 0): (string | number)[][] {
  if (depth > 8) return [];
  const def = defOf(schema);
  if (['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(def.type))
    return objectPaths(def.innerType as Schema, path, depth + 1);
  if (def.type === 'pipe') return objectPaths(def.in as Schema, path, depth + 1);
  if (def.type === 'array') return objectPaths(def.element as Schema, [...path, 0], depth + 1);
  if (def.type !== 'object') return [];
  const shape = def.shape as Record<string, Schema>;
  return [path, ...Object.entries(shape).flatMap(([k, s]) => objectPaths(s, [...path, k], depth + 1))];
}

const sample = (schema: Schema) => validSample(schema, { idFor: () => undefined });
const asQuery = (value: unknown) =>
  new URLSearchParams(
    Object.entries((value ?? {}) as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && typeof v !== 'object')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

function mistaken(schema: Schema, mistake: Mistake) {
  let value = sample(schema);
  let changed = false;
  for (const leaf of leavesOf(schema)) {
    const wrong = mistake(leaf);
    if (wrong === NOT_SET) continue;
    value = withValueAt(
      value,
      leaf.path.map((p) => (p === '*' ? 'key' : p)),
      wrong,
    );
    changed = true;
  }
  return changed ? value : undefined;
}

/** The requests that make one route's four mistakes. */
function mistakesOf(route: RouteSchemas) {
  const { body, querystring, params } = route.schemas;
  const path = (values: Record<string, unknown>) =>
    route.url.replace(/:(\w+)/g, (_, n: string) => encodeURIComponent(String(values[n] ?? 'x')));
  const goodPath = path(params ? (sample(params) as Record<string, unknown>) : {});
  const goodQuery = querystring ? asQuery(sample(querystring)) : '';
  const requests: { url: string; payload?: unknown; what: string }[] = [];
  const url = (p: string, q: string) => `${p}${q ? `?${q}` : ''}`;
  for (const [what, mistake] of [
    ['a wrong type', wrongType],
    ['a wrong enum value', wrongEnum],
    ['a number too small', tooSmall],
  ] as const) {
    const b = body && mistaken(body, mistake);
    if (b !== undefined) requests.push({ url: url(goodPath, goodQuery), payload: b, what: `${what} in the body` });
    const q = querystring && mistaken(querystring, mistake);
    if (q !== undefined)
      requests.push({ url: url(goodPath, asQuery(q)), payload: body && sample(body), what: `${what} in the query` });
  }
  if (body)
    for (const at of objectPaths(body))
      requests.push({
        url: url(goodPath, goodQuery),
        payload: withValueAt(sample(body), at, []),
        what: `a list for the object ${at.join('.') || 'body'}`,
      });
  if (params) requests.push({ url: url(path({}), goodQuery), payload: body && sample(body), what: 'a wrong path' });
  return requests;
}

/** Why a message of an error body is not the catalogue's, if it is not. */
function uncatalogued(message: unknown, key: unknown, params: unknown): string | undefined {
  if (typeof message !== 'string') return 'no message';
  const found = messageKeyOf(message);
  if (!found) return `"${message}" is not in the catalogue`;
  if (key !== found.key) return `"${message}" names the key ${String(key)}, not ${found.key}`;
  if (messageText(found.key, params as never) !== message) return `"${message}" does not match its params`;
  if (!messageEntry('ar', found.key, (params ?? {}) as never)) return `"${message}" (${found.key}) has no Arabic`;
  return undefined;
}

describe('every message a client mistake gets is the catalogue’s (issue 30 item 6)', () => {
  it('a wrong type, a wrong enum value, a number too small and a list for an object, on every route', {
    timeout: 600_000,
  }, async () => {
    const routes = routeSchemas(t.app).filter((r) => Object.keys(r.schemas).length && r.url !== '/v1/auth/logout');
    expect(routes.length).toBeGreaterThan(100);
    const problems: string[] = [];
    const seen = { requests: 0, refused: 0, details: 0 };
    for (const route of routes) {
      for (const request of mistakesOf(route)) {
        const res = await t.request({
          method: route.method as 'GET',
          url: request.url,
          token: admin,
          ...(request.payload !== undefined && route.method !== 'GET' && route.method !== 'DELETE'
            ? { payload: request.payload as object }
            : {}),
        });
        seen.requests += 1;
        if (res.statusCode < 400) continue;
        seen.refused += 1;
        const body = res.json();
        const where = `${route.method} ${route.url} (${request.what}) -> ${res.statusCode}`;
        const problem = uncatalogued(body.message, body.key, body.params);
        if (problem) problems.push(`${where}: ${problem}`);
        for (const d of body.details ?? []) {
          seen.details += 1;
          const detail = uncatalogued(d.message, d.key, d.params);
          if (detail) problems.push(`${where} at ${d.path}: ${detail}`);
        }
      }
    }
    process.stdout.write(`catalogue messages: ${seen.requests} requests, ${seen.refused} refused, ${seen.details} details\n`);
    expect(seen.details).toBeGreaterThan(1000);
    expect([...new Set(problems)].slice(0, 40)).toEqual([]);
  });
});

describe('what Fastify refuses before any schema is in the catalogue too', () => {
  it.each([
    ['a body that is not JSON', { 'content-type': 'application/json' }, '{"name":', 'bodyNotJson'],
    ['an empty JSON body', { 'content-type': 'application/json' }, '', 'bodyNotJson'],
    ['a content type no route reads', { 'content-type': 'application/x-unknown' }, 'name=x', 'unsupportedBody'],
  ])('%s', async (_what, headers, payload, key) => {
    const res = await t.request({ method: 'POST', url: '/v1/company', token: admin, headers, payload });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ key, message: messageText(key as never) });
  });
});
