import { RECORD_KINDS, type RecordField, type RecordKind, type RecordKindDef, recordKind } from '@fikra/shared';
import type { TestContext } from './helpers.js';

let counter = 0;

/** A record as a test reads it: any field, references as `{ _id, name }`. */
// biome-ignore lint/suspicious/noExplicitAny: tests read the generic records loosely
export type SampleRecord = Record<string, any>;

/** A valid value for a field; references are left to `createRecord`. */
function sampleValue(field: RecordField, tag: string): unknown {
  switch (field.type) {
    case 'bilingual':
      return { en: `${field.key} ${tag}`, ar: `عربي ${field.key} ${tag}` };
    case 'text':
      return `Some ${field.key} ${tag}`;
    case 'email':
      return `${tag}@example.com`;
    case 'phone':
      return '+20 100 000 0000';
    case 'link':
      return '/admin/dashboard';
    case 'date':
      return field.key === 'endDate' ? '2026-12-31' : '2026-01-15';
    case 'number':
      return field.min;
    case 'enum':
      return field.values[0];
    case 'boolean':
      return false;
    case 'answers':
      return [];
    default:
      return undefined;
  }
}

/**
 * Makes records through the API as an admin: `body(kind)` is a valid request body whose references are created
 * first (consistent with each other: a client's city lies in its country), `create(kind)` posts it.
 */
export function recordFactory(ctx: TestContext, token: string, userId: string) {
  async function body(kind: RecordKind, overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
    const def = recordKind(kind)!;
    const tag = `${kind}-${++counter}-${Math.random().toString(36).slice(2, 8)}`;
    const out: Record<string, unknown> = {};
    for (const field of def.fields) {
      if (field.key in overrides) out[field.key] = overrides[field.key];
      else if (field.type === 'user') out[field.key] = userId;
      else if (field.type === 'ref') {
        const same = field.sameAs ? { [field.sameAs.theirs]: out[field.sameAs.ours] } : {};
        out[field.key] = (await create(field.kind, same))._id;
      } else out[field.key] = sampleValue(field, tag);
    }
    return out;
  }

  async function create(kind: RecordKind, overrides: Record<string, unknown> = {}): Promise<SampleRecord> {
    const def = recordKind(kind)!;
    const res = await ctx.request({ method: 'POST', url: `/v1/${def.path}`, token, payload: await body(kind, overrides) });
    if (res.statusCode !== 201) throw new Error(`creating ${kind} failed: ${res.body}`);
    return res.json();
  }

  return { body, create };
}

/** The kinds whose records refer to a kind (what blocks deleting it). */
export const referrersOf = (def: RecordKindDef) =>
  RECORD_KINDS.filter((k) => k.fields.some((f) => f.type === 'ref' && f.kind === def.kind));
