import { MASTER_DATA_KINDS, type MasterDataKindDef, type MasterDataRecord, masterDataKind } from '@fikra/shared';
import { expect } from 'vitest';
import type { TestContext } from '../../../test/helpers.js';

/** Every kind, typed as the general definition (so `parent` can be read on each). */
export const KINDS: readonly MasterDataKindDef[] = MASTER_DATA_KINDS;
/** Kinds that have a parent, with the parent's definition. */
export const CHILD_KINDS = KINDS.filter((d) => d.parent).map((def) => ({ def, parentDef: masterDataKind(def.parent!.kind)! }));

let counter = 0;
/** A name no other test uses (at least 4 characters), in English and Arabic. */
export function uniqueName(tag = 'Item') {
  counter += 1;
  const n = `${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { en: `${tag} ${n}`, ar: `عنصر ${tag} ${n}` };
}

/** Creates master data through the API with an admin token, creating missing ancestors on the way. */
export function masterDataKit(t: TestContext, token: string) {
  async function post(def: MasterDataKindDef, body: Record<string, unknown>) {
    const res = await t.request({ method: 'POST', url: `/v1/${def.path}`, token, payload: body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as MasterDataRecord;
  }

  /** A valid create body for the kind: a fresh name and (for child kinds) a fresh parent. */
  async function validBody(def: MasterDataKindDef, opts: { name?: { en: string; ar: string }; parents?: string[] } = {}) {
    const body: Record<string, unknown> = { name: opts.name ?? uniqueName(def.kind) };
    if (def.parent) body[def.parent.field] = opts.parents ?? [(await create(masterDataKind(def.parent.kind)!))._id];
    return body;
  }

  async function create(def: MasterDataKindDef, opts: Parameters<typeof validBody>[1] = {}) {
    return post(def, await validBody(def, opts));
  }

  return { create, validBody };
}

/** Inserts an idea row that refers to the given master-data record through `column`. */
export async function insertIdeaUsing(t: TestContext, column: string, masterDataId: string) {
  const [row] = await t.db.query<{ id: string }>(
    `insert into ideas (idea_text, idea_desc, idea_presenter_type, employee_name, employee_code, quarter, year, kaizen_type, status, ${column})
     values ('Reduce changeover time on line 3', 'Use quick clamps instead of bolts', 'Employee', 'Ali Hassan Omar', 'EMP1', 'Q1', 2026, 'Quick win', '{}'::jsonb, $1)
     returning id`,
    [masterDataId],
  );
  return row.id;
}
