import { describe, expect, it } from 'vitest';
import { useTestContext } from './factories.js';

const t = useTestContext();

type Json = { [key: string]: unknown };
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/** A schema that says nothing of its value (zod's `unknown` / `any`). */
const saysNothing = (s: unknown) =>
  s === true || (isObject(s) && !['type', '$ref', 'anyOf', 'oneOf', 'allOf', 'enum', 'const', 'properties'].some((k) => k in s));

/**
 * Where a JSON schema lets through fields it does not describe: an object whose other fields may be anything (a
 * zod `looseObject`, or a `record` of `unknown`). A record whose values have a schema (names by id) is closed
 * enough. Paths are dotted; `[]` stands for an array's items.
 */
function openObjects(schema: unknown, path = ''): string[] {
  if (Array.isArray(schema)) return schema.flatMap((s) => openObjects(s, path));
  if (!isObject(schema)) return [];
  const here = 'additionalProperties' in schema && saysNothing(schema.additionalProperties) ? [path || '.'] : [];
  const properties = isObject(schema.properties) ? schema.properties : {};
  return [
    ...here,
    ...Object.entries(properties).flatMap(([key, value]) => openObjects(value, path ? `${path}.${key}` : key)),
    ...openObjects(schema.items, `${path}[]`),
    ...['anyOf', 'oneOf', 'allOf'].flatMap((k) => openObjects(schema[k], path)),
  ];
}

/** Every operation's 2xx JSON response schemas, and the open objects in them. */
function operations() {
  const doc: unknown = t.app.swagger();
  const { paths } = doc as { paths: Record<string, Record<string, { responses?: Record<string, Json> }>> };
  return Object.entries(paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const ok = Object.entries(op.responses ?? {}).filter(([code]) => code.startsWith('2'));
      const schemas = ok.map(([, res]) => (res.content as Json | undefined)?.['application/json'] as Json | undefined);
      return { route: `${method.toUpperCase()} ${path}`, open: schemas.flatMap((s) => openObjects(s?.schema)) };
    }),
  );
}

/** What an idea's history entry says changed: any JSON, by dotted path (documented as such). */
const ALLOWED_OPEN = new Set(['history[].changes', 'data[].changes']);

describe('response schemas (decision 035)', () => {
  it('the idea routes name every field they return: no open object but the history’s changes', () => {
    const ideaRoutes = operations().filter((o) => o.route.includes(' /v1/idea-crud'));
    expect(ideaRoutes.length).toBeGreaterThan(20);
    const open = ideaRoutes.flatMap((o) => o.open.filter((p) => !ALLOWED_OPEN.has(p)).map((p) => `${o.route}: ${p}`));
    expect(open).toEqual([]);
  });

  it('holds the number of operations with an open object in a 2xx response at or below today’s', () => {
    const withOpen = operations().filter((o) => o.open.length > 0);
    console.info(`operations with an open object in a 2xx response: ${withOpen.length} of ${operations().length}`);
    expect(withOpen.length).toBeLessThanOrEqual(OPEN_OPERATIONS_CEILING);
  });
});

/** Lower it when you close one; never raise it (decision 035). */
const OPEN_OPERATIONS_CEILING = 56;
