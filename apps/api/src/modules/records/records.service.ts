import {
  kindLabel,
  type ListEnvelope,
  RECORD_MESSAGES as M,
  MESSAGES,
  type RecordInput,
  type RecordKindDef,
  type RecordListQuery,
  type RecordOutput,
  recordKind,
} from '@fikra/shared';
import { plantSettingsRepository } from '../../data/plantSettings.repository.js';
import { type RecordRow, type RecordWrite, recordsRepository, toRecord } from '../../data/records.repository.js';
import type { Database } from '../../db/client.js';
import { appError, catalogued, fieldError, notFound, staleVersion } from '../../plugins/errors.js';
import { inUseError } from '../../services/inUse.js';
import { resolveWrite } from './records.rules.js';

const PG_UNIQUE_VIOLATION = '23505';

/** Who is asking: private kinds (notifications) only ever show the records addressed to this user. */
export interface Reader {
  id: string;
}

/** How many records of a kind exist, for the analytics counts (clients, projects, assessments). */
export async function countRecords(db: Pick<Database, 'query' | 'exec'>, kind: string): Promise<number> {
  return recordsRepository(db).count(recordKind(kind)?.kind ?? kind);
}

const duplicateName = (value: string, field: 'en' | 'ar') =>
  appError('CONFLICT', 'recordNameTaken', { value }, [fieldError(`name.${field}`, 'nameAlreadyUsed')]);

/** The rules of every record kind over one generic repository; multi-row writes are one transaction. */
export function createRecordsService(db: Database) {
  const repo = recordsRepository(db);
  const scope = (def: RecordKindDef, reader: Reader) => (def.privateToUser ? reader.id : undefined);

  async function withRefs(def: RecordKindDef, rows: RecordRow[]): Promise<RecordOutput[]> {
    const refs = await repo.refsOf(rows.map((r) => r.id));
    return rows.map((row) =>
      toRecord(
        def,
        row,
        refs.filter((r) => r.record_id === row.id),
      ),
    );
  }

  async function findRow(def: RecordKindDef, id: string, reader: Reader) {
    const row = await repo.findById(def.kind, id, scope(def, reader));
    if (!row) throw notFound(catalogued(M.notFound(def.kind)));
    return row;
  }

  async function get(def: RecordKindDef, id: string, reader: Reader): Promise<RecordOutput> {
    const [record] = await withRefs(def, [await findRow(def, id, reader)]);
    return record;
  }

  async function assertNameFree(def: RecordKindDef, name: { en: string; ar: string }, exceptId?: string) {
    if (!def.uniqueName) return;
    const clash = await repo.findNameClash(def.kind, name, exceptId);
    if (!clash) return;
    const field = clash.name_en.toLowerCase() === name.en.toLowerCase() ? 'en' : 'ar';
    throw duplicateName(name[field], field);
  }

  /** Runs a write; a unique-index race (two saves of one name at once) still gets the clear message. */
  async function write<T>(w: RecordWrite, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if ((err as { code?: string }).code === PG_UNIQUE_VIOLATION) throw duplicateName(w.name.en, 'en');
      throw err;
    }
  }

  /** An edit keeps the fields fixed after create as stored (they may be echoed back but never change). */
  function keepFixed(def: RecordKindDef, row: RecordRow, input: RecordInput): RecordInput {
    const merged = { ...input };
    for (const key of def.fixedAfterCreate ?? []) {
      const field = def.fields.find((f) => f.key === key)!;
      if (key === def.nameField) merged[key] = { en: row.name_en, ar: row.name_ar };
      else if (field.type === 'user') merged[key] = row.user_id;
      else merged[key] = row.data[key];
    }
    return merged;
  }

  return {
    get,

    /** The optional records module (decision 030): MODULE_OFF (404) while the plant's settings have it off. */
    async requireModuleOn(): Promise<void> {
      if (!(await plantSettingsRepository(db).get()).recordsEnabled) throw appError('MODULE_OFF', 'recordsModuleOff');
    },

    async list(def: RecordKindDef, query: RecordListQuery, reader: Reader): Promise<ListEnvelope<RecordOutput>> {
      const refs = def.fields
        .filter((f) => f.type === 'ref' && typeof query[f.key] === 'string')
        .map((f): [string, string] => [f.key, query[f.key] as string]);
      const { rows, total } = await repo.list(def, { ...query, refs, userId: scope(def, reader) });
      return { data: await withRefs(def, rows), total, page: query.page, limit: query.limit };
    },

    async names(def: RecordKindDef, query: Record<string, string | undefined>, reader: Reader) {
      const refs = Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string');
      return { data: await repo.names(def.kind, { refs, userId: scope(def, reader) }) };
    },

    async create(def: RecordKindDef, input: RecordInput, reader: Reader): Promise<RecordOutput> {
      const { write: w, refs } = await resolveWrite(repo, def, input);
      await assertNameFree(def, w.name);
      const id = await write(w, () =>
        db.transaction(async (tx) => {
          const txRepo = recordsRepository(tx);
          const newId = await txRepo.insert(def.kind, w);
          await txRepo.replaceRefs(newId, refs);
          return newId;
        }),
      );
      // the sender of a notification is not its addressee: answer with the record, not a read of it
      const [record] = await withRefs(def, [(await repo.findById(def.kind, id))!]);
      return def.privateToUser ? record : get(def, id, reader);
    },

    async update(def: RecordKindDef, id: string, input: RecordInput, reader: Reader): Promise<RecordOutput> {
      const row = await findRow(def, id, reader);
      const { write: w, refs } = await resolveWrite(repo, def, keepFixed(def, row, input));
      await assertNameFree(def, w.name, id);
      await write(w, () =>
        db.transaction(async (tx) => {
          const txRepo = recordsRepository(tx);
          if (!(await txRepo.update(def.kind, id, input.version!, w))) throw staleVersion();
          await txRepo.replaceRefs(id, refs);
        }),
      );
      return get(def, id, reader);
    },

    /** Deletes a record nothing refers to; otherwise 409 IN_USE saying what uses it. */
    async remove(def: RecordKindDef, id: string, reader: Reader) {
      await db.transaction(async (tx) => {
        const txRepo = recordsRepository(tx);
        if (!(await txRepo.findById(def.kind, id, scope(def, reader)))) throw notFound(catalogued(M.notFound(def.kind)));
        const usage = await txRepo.usage(id);
        const inUse = inUseError(usage.map((u) => ({ path: u.kind, count: u.count, label: kindLabel(u.kind) })));
        if (inUse) throw inUse;
        await txRepo.remove(def.kind, id);
      });
      return { message: MESSAGES.deleted, _id: id };
    },
  };
}

export type RecordsService = ReturnType<typeof createRecordsService>;
