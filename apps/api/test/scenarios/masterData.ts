/** Master data through the API (every rule applies): a valid body per kind, missing ancestors created on the way. */
import { MASTER_DATA_KINDS, type MasterDataKindDef, type MasterDataRecord, masterDataKind } from '@fikra/shared';
import { expect } from 'vitest';
import { type TestContext, uniqueName } from '../factories.js';

export { uniqueName };

/** Every kind, typed as the general definition (so `parent` can be read on each). */
export const KINDS: readonly MasterDataKindDef[] = MASTER_DATA_KINDS;
/** Kinds that have a parent, with the parent's definition. */
export const CHILD_KINDS = KINDS.filter((d) => d.parent).map((def) => ({ def, parentDef: masterDataKind(def.parent!.kind)! }));

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
