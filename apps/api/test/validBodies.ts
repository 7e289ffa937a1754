/**
 * A valid value for a request schema, generated from the schema itself (issue 29 item 5): every field present,
 * optional ones included, each the first candidate its schema accepts. Ids come from `idFor(key)` (the records of
 * a seeded world, by field name), so references point at rows that exist. Cross-field rules a schema cannot tell
 * (hold needs a reason) are the caller's patches; the property test checks that each generated body is accepted.
 */
import { randomUUID } from 'node:crypto';
import { defOf, type Schema, typeOf } from './schemaWalk.js';

export interface SampleContext {
  /** the id of an existing record for a field of this name, if the world has one */
  idFor: (key: string) => string | undefined;
}

let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};

/** Texts tried in order for a string field; the first its schema accepts is used. */
function textCandidates(key: string, ctx: SampleContext): string[] {
  const n = next();
  return [
    ctx.idFor(key) ?? randomUUID(),
    `Sample ${key} ${n} for a generated body`,
    `sample.${n}@test.local`,
    '2026-03-15',
    '2026-03-15T08:30:00.000Z',
    '01012345678',
    '+201012345678',
    `https://example.com/${key}`,
    `ABCD${n}EFGH`.slice(0, 12),
    `S${n}`,
    'Sample',
    `Sample ${key} ${n} `.repeat(4).trim(),
  ];
}

const NUMBER_CANDIDATES = [1, 10, 0, 100, 1000, 1500, 2026, 50, 5];

const passes = (s: Schema, v: unknown) =>
  (s as unknown as { safeParse: (v: unknown) => { success: boolean } }).safeParse(v).success;

function firstAccepted(s: Schema, candidates: unknown[]): unknown {
  return candidates.find((c) => passes(s, c)) ?? candidates[0];
}

/** The string schemas a value passes through (both sides of `z.string().trim().pipe(z.email())`). */
function stringChain(s: Schema): boolean {
  const type = typeOf(s);
  if (type === 'string') return true;
  if (type === 'pipe') {
    const def = defOf(s);
    return stringChain(def.in as Schema) && ['string', 'transform', 'pipe'].includes(typeOf(def.out as Schema));
  }
  return false;
}

const untyped = (s: Schema): boolean =>
  ['unknown', 'any', 'transform'].includes(typeOf(s)) || (typeOf(s) === 'pipe' && untyped(defOf(s).in as Schema));

/** A value `schema` accepts, for the field `key`. */
export function validSample(schema: Schema, ctx: SampleContext, key = '', depth = 0): unknown {
  if (depth > 12) return undefined;
  const def = defOf(schema);
  const deeper = (s: Schema, k = key) => validSample(s, ctx, k, depth + 1);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return deeper(def.innerType as Schema);
    case 'lazy':
      return deeper((def.getter as () => Schema)());
    case 'pipe': {
      if (stringChain(schema)) return firstAccepted(schema, textCandidates(key, ctx));
      const [input, output] = [def.in as Schema, def.out as Schema];
      if (typeOf(output) === 'transform') return deeper(input);
      if (untyped(input)) return deeper(output);
      return deeper(input);
    }
    case 'string':
      return firstAccepted(schema, textCandidates(key, ctx));
    case 'number':
      return firstAccepted(schema, NUMBER_CANDIDATES);
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'null':
      return null;
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, s] of Object.entries(def.shape as Record<string, Schema>)) {
        const v = deeper(s, k);
        if (v !== undefined) out[k] = v;
      }
      return out;
    }
    case 'array': {
      const item = deeper(def.element as Schema);
      const min = Math.max(
        1,
        ...(def.checks ?? []).map((c) => Number((c._zod.def as { minimum?: number }).minimum ?? 0)).filter(Number.isFinite),
      );
      return item === undefined ? [] : Array.from({ length: min }, () => deeper(def.element as Schema));
    }
    case 'tuple':
      return (def.items as Schema[]).map((s) => deeper(s));
    case 'record':
      return {};
    case 'union': {
      for (const option of def.options as Schema[]) {
        const v = deeper(option);
        if (v !== undefined && v !== null && passes(schema, v)) return v;
      }
      return deeper((def.options as Schema[])[0]);
    }
    case 'intersection':
      return { ...(deeper(def.left as Schema) as object), ...(deeper(def.right as Schema) as object) };
    default:
      return undefined;
  }
}

/** A copy of `value` with the member at `path` set (arrays and objects made on the way). */
export function withValueAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (!path.length) return replacement;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...value] : [];
    list[head] = withValueAt(list[head], rest, replacement);
    return list;
  }
  const obj = value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};
  obj[head] = withValueAt(obj[head], rest, replacement);
  return obj;
}
