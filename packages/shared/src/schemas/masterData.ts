import { z } from 'zod';
import type { FileRef } from '../domain/idea.js';
import { MASTER_DATA_KINDS, type MasterDataKind, type MasterDataKindDef } from '../domain/masterData.js';
import { MAX_SHORT_TEXT, MIN_NAME } from '../limits.js';
import { MESSAGES, messageText } from '../messages.js';
import { ignoredField, refInput, requiredText, versionField } from './common.js';
import type { NamedRef } from './ideaOutput.js';

/**
 * Request schemas of the generic master-data module (spec §5), built from the table of kinds so that a new
 * kind gets its rules by adding its row there.
 */
export type MasterDataFormMode = 'create' | 'update';

export const SELECT_AT_LEAST_ONE = MESSAGES.selectAtLeastOne;
export const NAME_ALREADY_USED = MESSAGES.nameAlreadyUsed;
export const MAX_PARENTS = 500;

/**
 * Where spec §5 words an edit form differently from its add form: the specific-location edit form asks for
 * its parents with 'This is required'. (The original's minibusiness edit form also said "Department"; that
 * is a bug of the original and not copied — DESIGN §10.)
 */
const EDIT_FORM_WORDING: Partial<Record<MasterDataKind, { label?: string; parentMessage?: string }>> = {
  areaSection: { parentMessage: MESSAGES.thisIsRequired },
};

/** The exact messages a kind's form and API use, from the catalogue (the web app translates them by key). */
export function masterDataMessages(def: MasterDataKindDef, mode: MasterDataFormMode = 'create') {
  const wording = mode === 'update' ? EDIT_FORM_WORDING[def.kind as MasterDataKind] : undefined;
  const label = wording?.label ?? def.messageLabel;
  return {
    nameEnRequired: messageText('enterNameEn', { label }),
    nameArRequired: messageText('enterNameAr', { label }),
    nameMin: messageText('nameMin', { label, min: MIN_NAME }),
    parentRequired: wording?.parentMessage ?? SELECT_AT_LEAST_ONE,
  };
}

/** The two name fields of a kind's form, each trimmed, required and at least 4 characters. */
export function masterDataNameFields(def: MasterDataKindDef, mode: MasterDataFormMode = 'create') {
  const m = masterDataMessages(def, mode);
  return {
    en: requiredText(m.nameEnRequired, MIN_NAME, m.nameMin, MAX_SHORT_TEXT),
    ar: requiredText(m.nameArRequired, MIN_NAME, m.nameMin, MAX_SHORT_TEXT),
  };
}

/** A parent selection: a list of ids or `{ _id }` (a single one is accepted too), at least one, no repeats. */
export function parentSelection(message: string) {
  return z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? undefined : Array.isArray(v) ? v : [v]),
    z
      .array(refInput, { error: message })
      .min(1, message)
      .max(MAX_PARENTS, messageText('selectAtMost', { max: MAX_PARENTS }))
      .transform((ids) => [...new Set(ids)]),
  );
}

/**
 * A record's logo in a request: a file id or the `{ _id, ... }` the GET returned; null or '' removes it.
 * Left out, the logo stays as it is (so a client that knows nothing of logos cannot wipe one).
 */
export const logoInput = z.preprocess((v) => (v === '' ? null : v), refInput.nullable().optional());

function bodySchema(def: MasterDataKindDef, mode: MasterDataFormMode): z.ZodType<MasterDataInput> {
  const names = masterDataNameFields(def, mode);
  const shape: Record<string, z.ZodType> = {
    name: z.preprocess((v) => v ?? {}, z.object(names)),
  };
  if (def.parent) shape[def.parent.field] = parentSelection(masterDataMessages(def, mode).parentRequired);
  if (def.hasLogo) shape.logo = logoInput;
  if (mode === 'update') {
    shape.version = versionField;
    shape._id = ignoredField;
  }
  return z.object(shape) as unknown as z.ZodType<MasterDataInput>;
}

/**
 * What create and update accept after parsing: names trimmed, parent ids (when the kind has a parent), the
 * logo's file id (kinds with a logo; null removes it, undefined keeps it).
 */
export interface MasterDataInput {
  name: { en: string; ar: string };
  version?: number;
  logo?: string | null;
  [parentField: string]: unknown;
}

export type MasterDataBodies = { create: z.ZodType<MasterDataInput>; update: z.ZodType<MasterDataInput> };

/** Create and update body schemas of every kind, by kind. */
export const MASTER_DATA_BODIES = Object.fromEntries(
  MASTER_DATA_KINDS.map((def) => [
    def.kind,
    { create: bodySchema(def, 'create'), update: bodySchema(def, 'update') } satisfies MasterDataBodies,
  ]),
) as Record<MasterDataKind, MasterDataBodies>;

/**
 * A master-data record as the API returns it; the kind's parent field holds `[{ _id, name }]`, and a kind with
 * a logo has `logo` (the stored file, or null).
 */
export interface MasterDataRecord {
  _id: string;
  name: { en: string; ar: string };
  logo?: FileRef | null;
  version: number;
  createdAt: string;
  updatedAt: string;
  [parentField: string]: unknown;
}

/** One entry of `GET /<path>/names`; kinds with a parent also list their parents' ids (for dependent dropdowns). */
export interface MasterDataName extends NamedRef {
  parentIds?: string[];
}

/** Query of `GET /<path>/names`: optionally only the records under one parent. */
export const masterDataNamesQuery = z.object({ parentId: refInput.optional() });
