import {
  ALLOWED_TYPES,
  type BackupKind,
  backupHeader,
  canDeleteMasterData,
  canViewMasterData,
  type ListEnvelope,
  type MasterDataInput,
  type MasterDataKindDef,
  type MasterDataRecord,
  MESSAGES,
  masterDataKind,
  masterDataPlace,
  UNIT_PLACE_KINDS,
  unitScopeOf,
} from '@fikra/shared';
import { filesRepository } from '../../data/files.repository.js';
import { type ListOptions, masterDataRepository, toMasterData } from '../../data/masterData.repository.js';
import type { Database, Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth.js';
import { appError, fieldError, forbidden, type Message, notFound, staleVersion, validationFailed } from '../../plugins/errors.js';
import { inUseError, pluralize } from '../../services/inUse.js';

const PG_UNIQUE_VIOLATION = '23505';

export { pluralize };

export const notFoundMessage = (def: MasterDataKindDef): Message => ({ key: 'notFound', params: { label: def.messageLabel } });
export const unknownParentMessage = (def: MasterDataKindDef): Message => ({
  key: 'selectExisting',
  params: { label: masterDataKind(def.parent!.kind)!.messageLabel },
});

/**
 * The logo's file id once checked: an existing image (the upload already refused anything whose bytes are not
 * one). The share lock keeps the unreferenced-file cleanup off it until the record commits. Null and undefined
 * (remove, keep) pass through.
 */
async function checkedLogo(tx: Tx, logo: string | null | undefined) {
  if (!logo) return logo;
  const [file] = await filesRepository(tx).findMany([logo], true);
  if (!file) throw validationFailed('logo', 'notFound', { label: 'File' });
  if (!ALLOWED_TYPES.image.includes(file.contentType)) {
    throw appError('UNSUPPORTED_FILE', 'unsupportedFile', undefined, [fieldError('logo', 'unsupportedFile')]);
  }
  return file.id;
}

/** The kind's rules (spec §5, DESIGN §5-6) over its SQL; every multi-row write is one transaction. */
export function createMasterDataService(db: Database) {
  const repo = masterDataRepository(db);

  async function get(def: MasterDataKindDef, id: string): Promise<MasterDataRecord> {
    const row = await repo.findById(def.kind, id);
    if (!row) throw notFound(notFoundMessage(def));
    return toMasterData(row, def);
  }

  /** Refuses a name another record of the kind already has (details name the field for the form). */
  async function assertNameFree(def: MasterDataKindDef, name: MasterDataInput['name'], exceptId?: string) {
    const clash = await repo.findNameClash(def.kind, name, exceptId);
    if (!clash) return;
    const field = clash.name_en.toLowerCase() === name.en.toLowerCase() ? 'en' : 'ar';
    throw duplicateName(def, name[field], field);
  }

  function duplicateName(def: MasterDataKindDef, value: string, field: 'en' | 'ar') {
    return appError('CONFLICT', 'kindNameTaken', { label: def.messageLabel, value }, [
      fieldError(`name.${field}`, 'nameAlreadyUsed'),
    ]);
  }

  /** The parent ids of the input, each an existing record of the parent kind. */
  async function parentIds(def: MasterDataKindDef, input: MasterDataInput): Promise<string[]> {
    if (!def.parent) return [];
    const ids = input[def.parent.field] as string[];
    if ((await repo.countOfKind(def.parent.kind, ids)) !== ids.length) {
      throw validationFailed(def.parent.field, unknownParentMessage(def));
    }
    return ids;
  }

  /** Runs a write; a unique-index race (two saves of one name at once) still gets the clear message. */
  async function write<T>(def: MasterDataKindDef, name: MasterDataInput['name'], fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if ((err as { code?: string }).code === PG_UNIQUE_VIOLATION) throw duplicateName(def, name.en, 'en');
      throw err;
    }
  }

  return {
    get,

    /** A page of the kind's records; a unit lead's page holds only their own unit's places (DESIGN §7). */
    async list(user: AuthUser, def: MasterDataKindDef, opts: ListOptions): Promise<ListEnvelope<MasterDataRecord>> {
      const scoped = unitScopedOptions(user, def, opts);
      if (!scoped) return { data: [], total: 0, page: opts.page, limit: opts.limit };
      const { rows, total } = await repo.list(def.kind, scoped);
      return { data: rows.map((r) => toMasterData(r, def)), total, page: opts.page, limit: opts.limit };
    },

    /** One record, for someone who may see it in the admin lists. */
    async view(user: AuthUser, def: MasterDataKindDef, id: string): Promise<MasterDataRecord> {
      const record = await get(def, id);
      if (!canViewMasterData(user, masterDataPlace(def, record))) throw forbidden();
      return record;
    },

    async names(def: MasterDataKindDef, parentId?: string) {
      return { data: await repo.names(def.kind, !!def.parent, parentId) };
    },

    async backup(def: MasterDataKindDef) {
      const rows = await repo.all(def.kind);
      return {
        ...backupHeader(def.kind as BackupKind),
        count: rows.length,
        data: rows.map((r) => toMasterData(r, def)),
      };
    },

    async create(def: MasterDataKindDef, input: MasterDataInput): Promise<MasterDataRecord> {
      const parents = await parentIds(def, input);
      await assertNameFree(def, input.name);
      const id = await write(def, input.name, () =>
        db.transaction(async (tx) => {
          const txRepo = masterDataRepository(tx);
          const newId = await txRepo.insert(def.kind, input.name, await checkedLogo(tx, input.logo));
          await txRepo.replaceParents(newId, parents);
          return newId;
        }),
      );
      return get(def, id);
    },

    async update(def: MasterDataKindDef, id: string, input: MasterDataInput): Promise<MasterDataRecord> {
      await get(def, id);
      const parents = await parentIds(def, input);
      await assertNameFree(def, input.name, id);
      await write(def, input.name, () =>
        db.transaction(async (tx) => {
          const txRepo = masterDataRepository(tx);
          const logo = await checkedLogo(tx, input.logo);
          if (!(await txRepo.update(def.kind, id, input.version!, input.name, logo))) throw staleVersion();
          if (def.parent) await txRepo.replaceParents(id, parents);
        }),
      );
      return get(def, id);
    },

    /** Deletes a record nothing refers to; otherwise 409 IN_USE saying what uses it. */
    async remove(user: AuthUser, def: MasterDataKindDef, id: string) {
      await db.transaction(async (tx) => {
        const txRepo = masterDataRepository(tx);
        const row = await txRepo.findById(def.kind, id);
        if (!row) throw notFound(notFoundMessage(def));
        if (!canDeleteMasterData(user, masterDataPlace(def, toMasterData(row, def)))) throw forbidden();
        const usage = await txRepo.usage(id);
        const inUse = inUseError([
          ...usage.children.map((c) => ({
            path: c.kind,
            count: c.count,
            label: masterDataKind(c.kind)?.messageLabel.toLowerCase() ?? c.kind,
          })),
          { path: 'users', count: usage.users, label: 'user' },
          { path: 'ideas', count: usage.ideas, label: 'idea' },
        ]);
        if (inUse) throw inUse;
        await txRepo.remove(def.kind, id);
      });
      return { message: MESSAGES.deleted, _id: id };
    },
  };
}

/**
 * A unit lead's list options: their own factory, or the specific locations under it (null: nothing to show,
 * such as a lead without a unit or a parent that is not theirs). Managers' options pass through.
 */
function unitScopedOptions(user: AuthUser, def: MasterDataKindDef, opts: ListOptions): ListOptions | null {
  const unit = unitScopeOf(user);
  if (unit === undefined) return opts;
  if (unit === null || !UNIT_PLACE_KINDS.includes(def.kind)) return null;
  if (def.kind === 'factoryBusinessUnit') return { ...opts, id: unit };
  return opts.parentId && opts.parentId !== unit ? null : { ...opts, parentId: unit };
}

export type MasterDataService = ReturnType<typeof createMasterDataService>;
