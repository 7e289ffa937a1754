/**
 * Reading the zod schemas of the API's routes: the leaves of a request schema with their paths (the checks over
 * every request schema and the property test of issue 29 walk them), the schemas of every route, and what a leaf
 * allows. Only zod's public definitions (`_zod.def`, `_zod.bag`) are read.
 */
import { ignoredField, isSearchableText, isStorableDate, isStorableText, storableJson } from '@fikra/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

export type Schema = z.core.$ZodType;
type Def = Record<string, unknown> & { type: string; checks?: z.core.$ZodCheck[] };

export const defOf = (s: Schema) => s._zod.def as unknown as Def;
export const typeOf = (s: Schema) => defOf(s).type;

/** A leaf of a request schema: where it is, the schema that checks it, and the other schemas piped with it. */
export interface Leaf {
  path: (string | number)[];
  node: Schema;
  /** the other side of a pipe that checks the same value (`z.string().trim().pipe(z.email())`) */
  partners: Schema[];
  /** the leaf may be left out */
  optional: boolean;
  /** a schema around it checks every text and number inside for a jsonb column (shared `storableJson`) */
  jsonChecked: boolean;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);
const UNTYPED = new Set(['unknown', 'any', 'transform']);

/** Whether a schema checks nothing of its own (a transform, unknown, a preprocess step). */
function untyped(s: Schema): boolean {
  const type = typeOf(s);
  if (UNTYPED.has(type)) return true;
  if (type === 'pipe') return untyped(defOf(s).out as Schema);
  return false;
}

/** The string schemas a piped value passed through before (`z.string().trim().pipe(z.email())`). */
function stringSides(s: Schema): Schema[] {
  const type = typeOf(s);
  if (type === 'string') return [s];
  if (type === 'pipe') return [...stringSides(defOf(s).in as Schema), ...stringSides(defOf(s).out as Schema)];
  return [];
}

/** Every leaf of a schema, depth first; a union's options each give their leaves at the same path. */
export function leavesOf(schema: Schema, path: (string | number)[] = [], optional = false, json = false, depth = 0): Leaf[] {
  if (depth > 12) return [];
  const def = defOf(schema);
  const jsonChecked = json || (def.checks ?? []).includes(storableJson as unknown as z.core.$ZodCheck);
  const walk = (s: Schema, at: (string | number)[], opt: boolean) => leavesOf(s, at, opt, jsonChecked, depth + 1);
  if (WRAPPERS.has(def.type)) return walk(def.innerType as Schema, path, optional || def.type !== 'nonoptional');
  switch (def.type) {
    case 'lazy':
      return walk((def.getter as () => Schema)(), path, optional);
    case 'pipe': {
      const [input, output] = [def.in as Schema, def.out as Schema];
      if (typeOf(output) === 'transform') return walk(input, path, optional);
      if (untyped(input)) return walk(output, path, optional);
      // both sides check the value: the input's checks count for the output's leaf
      const partners = stringSides(input);
      return walk(output, path, optional).map((l) => ({ ...l, partners: [...l.partners, ...partners] }));
    }
    case 'object': {
      const fields = Object.entries(def.shape as Record<string, Schema>).flatMap(([key, s]) => walk(s, [...path, key], false));
      // a loose object lets any other member through: it is a leaf of its own
      const rest = def.catchall as Schema | undefined;
      return rest && typeOf(rest) !== 'never' ? [...fields, ...walk(rest, [...path, '*'], true)] : fields;
    }
    case 'array':
      return walk(def.element as Schema, [...path, 0], false);
    case 'tuple':
      return (def.items as Schema[]).flatMap((s, i) => walk(s, [...path, i], false));
    case 'record':
      return walk(def.valueType as Schema, [...path, '*'], true);
    case 'union':
      return (def.options as Schema[]).flatMap((s) => walk(s, path, optional));
    case 'intersection':
      return [...walk(def.left as Schema, path, optional), ...walk(def.right as Schema, path, optional)];
    default:
      return [{ path, node: schema, partners: [], optional, jsonChecked }];
  }
}

interface Checks {
  min?: number;
  max?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  patterns: RegExp[];
  refinements: unknown[];
}

const NUMBER_FORMATS: Record<string, [number, number]> = {
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-(2 ** 31), 2 ** 31 - 1],
  uint32: [0, 2 ** 32 - 1],
};

/** What the checks of a schema say (a format schema such as z.uuid() is its own first check). */
export function checksOf(s: Schema): Checks {
  const out: Checks = { patterns: [], refinements: [] };
  const def = defOf(s);
  const list = s._zod.traits.has('$ZodCheck') ? [s as unknown as z.core.$ZodCheck, ...(def.checks ?? [])] : (def.checks ?? []);
  for (const check of list) {
    const d = check._zod.def as unknown as Record<string, unknown> & { check: string };
    const value = d.value as number;
    if (d.check === 'less_than') out.max = Math.min(out.max ?? Number.POSITIVE_INFINITY, value);
    if (d.check === 'greater_than') out.min = Math.max(out.min ?? Number.NEGATIVE_INFINITY, value);
    if (d.check === 'max_length') out.maxLength = Math.min(out.maxLength ?? Number.POSITIVE_INFINITY, d.maximum as number);
    if (d.check === 'min_length') out.minLength = Math.max(out.minLength ?? 0, d.minimum as number);
    if (d.check === 'length_equals') out.minLength = out.maxLength = d.length as number;
    if (d.check === 'number_format' || d.check === 'string_format') out.format = d.format as string;
    if (d.check === 'number_format' && NUMBER_FORMATS[d.format as string]) {
      const [lo, hi] = NUMBER_FORMATS[d.format as string];
      out.min = Math.max(out.min ?? lo, lo);
      out.max = Math.min(out.max ?? hi, hi);
    }
    if (d.pattern instanceof RegExp) out.patterns.push(d.pattern);
    if (d.check === 'custom' && d.fn) out.refinements.push(d.fn);
  }
  return out;
}

/** Whether a string leaf refuses what PostgreSQL cannot store (NUL, lone surrogates, impossible dates). */
export function isStorableLeaf(leaf: Leaf): boolean {
  if (leaf.jsonChecked) return true;
  const all = [leaf.node, ...leaf.partners].map(checksOf);
  if (all.some((c) => c.refinements.some((fn) => fn === isStorableText || fn === isStorableDate || fn === isSearchableText)))
    return true;
  if (all.some((c) => c.format === 'uuid' || c.format === 'guid' || c.format === 'email')) return true;
  // an anchored pattern that lists the characters it takes (a phone number, a QR token)
  return all.some((c) => c.patterns.some((p) => /^\^[^.]*\$$/.test(p.source) && !/\[\^|\\[SWDs]/.test(p.source)));
}

/** The one `z.unknown()` a request may hold: a value sent back and never stored (shared `ignoredField`). */
export const isIgnoredLeaf = (leaf: Leaf) => leaf.node === defOf(ignoredField as Schema).innerType;

/** A number leaf's bounds, if it has both. */
export function boundsOf(leaf: Leaf): { min: number; max: number } | undefined {
  const { min, max } = checksOf(leaf.node);
  return min !== undefined && max !== undefined && Number.isFinite(min) && Number.isFinite(max) ? { min, max } : undefined;
}

export const isInteger = (leaf: Leaf) => {
  const format = checksOf(leaf.node).format;
  return !!format && format in NUMBER_FORMATS;
};

/** What a part of a request a route validates. */
export type Part = 'body' | 'querystring' | 'params';
export interface RouteSchemas {
  method: string;
  url: string;
  schemas: Partial<Record<Part, Schema>>;
  access: FastifyInstance['routeAccess'][number]['access'];
}

/** Every /v1 route with the zod schemas of its request (from app.routeAccess). */
export function routeSchemas(app: FastifyInstance): RouteSchemas[] {
  return app.routeAccess
    .filter((r) => r.url.startsWith('/v1/') && !r.url.startsWith('/v1/docs') && r.method !== 'HEAD')
    .map((r) => {
      const s = (r.schema ?? {}) as Partial<Record<Part, Schema>>;
      const schemas: Partial<Record<Part, Schema>> = {};
      for (const part of ['body', 'querystring', 'params'] as const) if (s[part]?._zod) schemas[part] = s[part];
      return { method: r.method, url: r.url, schemas, access: r.access };
    });
}

export const pathText = (path: (string | number)[]) => path.join('.');
