import {
  type BackupIdea,
  type BackupKind,
  backupIdea,
  backupMasterDataRecord,
  IDEA_HIERARCHY,
  type ImportRowError,
  MESSAGES,
  masterDataKind,
  type NamedRef,
} from '@fikra/shared';
import { filesRepository } from '../../data/files.repository.js';
import { ideaHistoryRepository } from '../../data/ideaHistory.repository.js';
import { ideasRestoreRepository } from '../../data/ideas.restore.js';
import { masterDataRestoreRepository } from '../../data/masterData.restore.js';
import type { Tx } from '../../db/client.js';
import type { CheckedRow, ImportPlan } from '../../services/importPipeline.js';
import { replicationLinks } from './restoreLinks.js';
import { namedRefs, type RestoreTally, rowError, toIdeaRow, zodErrors } from './restoreRows.js';

/** One element of a backup's sections, as the reader hands it over. */
export interface BackupItem {
  section: string;
  index: number;
  value: unknown;
}

/** A master-data record checked: its kind, and its parents with the parents' kind. */
interface MasterDataValue {
  type: 'masterData';
  row: number;
  id: string;
  kind: string;
  name: { en: string; ar: string };
  parentKind?: string;
  parents: NamedRef[];
  /** undefined: the backup says nothing of a logo */
  logo?: string | null;
}
interface IdeaValue {
  type: 'idea';
  row: number;
  idea: BackupIdea;
}
type RestoreValue = (MasterDataValue & { version?: number; createdAt?: string; updatedAt?: string }) | IdeaValue;

/** The before/after images of the implemented stage (file references inside the status document). */
const stageImages = (idea: BackupIdea, side: 'before' | 'after') => idea.status.implemented[side];

/**
 * How a backup's records are checked and written through the one import pipeline: master data first (the
 * ideas backup lists every record, parents before children), then ideas with their history. Records are
 * upserted by `_id`; a reference to a master-data record this database lacks creates it from the names the
 * backup carries (or uses the record of that kind already named so); a file this database lacks is left out
 * of the record and reported. The replications' links to their originals are written last (restoreLinks.ts).
 */
export function restorePlan(kind: BackupKind, tally: RestoreTally): ImportPlan<BackupItem, RestoreValue> {
  const seenMasterData = new Set<string>();
  const seenIdeas = new Set<string>();
  const seenNumbers = new Set<number>();
  /** backup id -> id in this database, where a record of the same kind and name already had another id */
  const sameAs = new Map<string, string>();
  /** master-data ids known to exist here, with their kind */
  const known = new Map<string, string>();
  const resolve = (id: string) => sameAs.get(id) ?? id;
  /** the replications' links, written once every idea is (issue 32) */
  const links = replicationLinks(tally, resolve);

  function checkMasterData(item: BackupItem, row: number): CheckedRow<RestoreValue> {
    const prefix = kind === 'ideas' ? 'masterData' : '';
    const parsed = backupMasterDataRecord.safeParse(item.value);
    if (!parsed.success) return { row, errors: zodErrors(row, prefix, parsed.error) };
    const r = parsed.data;
    const recordKind = kind === 'ideas' ? r.kind : kind;
    const def = recordKind ? masterDataKind(recordKind) : undefined;
    if (!def)
      return { row, errors: [rowError(row, [prefix, 'kind'].filter(Boolean).join('.'), MESSAGES.backupUnknownKind, recordKind)] };
    const parentField = kind === 'ideas' ? 'parents' : def.parent?.field;
    const parents = namedRefs.safeParse(parentField ? ((item.value as Record<string, unknown>)[parentField] ?? []) : []);
    if (!parents.success) return { row, errors: zodErrors(row, [prefix, parentField].filter(Boolean).join('.'), parents.error) };
    if (seenMasterData.has(r._id))
      return {
        row,
        errors: [rowError(row, [prefix, '_id'].filter(Boolean).join('.'), MESSAGES.backupRecordTwice, r._id)],
      };
    seenMasterData.add(r._id);
    const logo = r.logo === undefined || r.logo === null ? r.logo : typeof r.logo === 'string' ? r.logo : r.logo._id;
    return {
      row,
      value: {
        type: 'masterData',
        row,
        id: r._id,
        kind: def.kind,
        name: r.name,
        parentKind: def.parent?.kind,
        parents: parents.data,
        logo: def.hasLogo ? (logo ?? null) : undefined,
        version: r.version,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
      },
    };
  }

  function checkIdea(item: BackupItem, row: number): CheckedRow<RestoreValue> {
    const parsed = backupIdea.safeParse(item.value);
    if (!parsed.success) return { row, errors: zodErrors(row, '', parsed.error) };
    const idea = parsed.data;
    if (seenIdeas.has(idea._id)) return { row, errors: [rowError(row, '_id', MESSAGES.backupIdeaTwice, idea._id)] };
    if (seenNumbers.has(idea.ideaNumber)) {
      return { row, errors: [rowError(row, 'ideaNumber', MESSAGES.backupIdeaNumberTwice, idea.ideaNumber)] };
    }
    seenIdeas.add(idea._id);
    seenNumbers.add(idea.ideaNumber);
    return { row, value: { type: 'idea', row, idea } };
  }

  /** Every master-data reference of the values: id, the kind it must be, and where it is named. */
  function references(values: RestoreValue[]) {
    const refs: { row: number; column: string; id: string; kind: string }[] = [];
    for (const v of values) {
      if (v.type === 'masterData') {
        refs.push({ row: v.row, column: kind === 'ideas' ? 'masterData._id' : '_id', id: v.id, kind: v.kind });
        for (const p of v.parents) refs.push({ row: v.row, column: 'parents', id: p._id, kind: v.parentKind! });
      } else {
        for (const level of IDEA_HIERARCHY) {
          const ref = v.idea[level.field];
          if (ref) refs.push({ row: v.row, column: `${level.field}._id`, id: ref._id, kind: level.kind });
        }
      }
    }
    return refs;
  }

  /** The id of a record of `kind` this database has for the reference, created from its names if need be. */
  async function ensure(tx: Tx, refKind: string, ref: NamedRef): Promise<string> {
    const id = resolve(ref._id);
    if (known.has(id)) return id;
    const repo = masterDataRestoreRepository(tx);
    const found = (await repo.kinds([id])).get(id);
    if (found) {
      known.set(id, found);
      return id;
    }
    const same = await repo.sameName(refKind, ref.name, id);
    if (same) {
      sameAs.set(ref._id, same);
      known.set(same, refKind);
      return same;
    }
    await repo.insert({ id, kind: refKind, name: ref.name });
    known.set(id, refKind);
    tally.createdMasterData++;
    return id;
  }

  async function applyMasterData(tx: Tx, v: MasterDataValue & { version?: number; createdAt?: string; updatedAt?: string }) {
    const repo = masterDataRestoreRepository(tx);
    const parentIds: string[] = [];
    for (const p of v.parents) parentIds.push(await ensure(tx, v.parentKind!, p));
    let logo = v.logo;
    if (logo && !(await filesRepository(tx).findMany([logo], true)).length) {
      tally.notRestored(v.row, kind === 'ideas' ? 'masterData.logo' : 'logo', 'FILE_NOT_FOUND', MESSAGES.backupFileMissing, logo);
      logo = null;
    }
    const id = resolve(v.id);
    const exists = known.has(id) || (await repo.kinds([id])).has(id);
    const record = { id, kind: v.kind, name: v.name, logo, version: v.version, createdAt: v.createdAt, updatedAt: v.updatedAt };
    let outcome: 'new' | 'updated' | 'same' = 'same';
    if (exists) {
      if (await repo.sameName(v.kind, v.name, id)) {
        tally.notRestored(v.row, 'name', 'NAME_IN_USE', MESSAGES.backupNameKept, v.name.en);
      } else if (await repo.update(record)) outcome = 'updated';
    } else {
      const same = await repo.sameName(v.kind, v.name, id);
      if (same) {
        sameAs.set(v.id, same);
        known.set(same, v.kind);
        tally.unchanged++;
        return;
      }
      await repo.insert(record);
      outcome = 'new';
    }
    known.set(id, v.kind);
    if ((await repo.setParents(id, parentIds)) && outcome === 'same') outcome = 'updated';
    tally.count(outcome);
  }

  async function applyIdeas(tx: Tx, values: IdeaValue[]) {
    if (!values.length) return;
    const ideas = ideasRestoreRepository(tx);
    // the master data each idea points at
    const refs = new Map<string, string>();
    for (const { idea } of values) {
      for (const level of IDEA_HIERARCHY) {
        const ref = idea[level.field];
        if (ref && !refs.has(ref._id)) refs.set(ref._id, await ensure(tx, level.kind, ref));
      }
    }
    // files: only those this database holds stay attached
    const fileIds = values.flatMap(({ idea }) =>
      [...idea.filesRelated, ...idea.operatorImg, ...stageImages(idea, 'before'), ...stageImages(idea, 'after')].map(
        (f) => f._id,
      ),
    );
    const held = new Set((await filesRepository(tx).findMany([...new Set(fileIds)], true)).map((f) => f.id));
    // numbers: the backup's, unless another idea here already has it
    const taken = await ideas.idsAndNumbers(
      values.map((v) => v.idea._id),
      values.map((v) => v.idea.ideaNumber),
    );
    const numberOf = new Map(taken.map((t) => [t.id, t.ideaNumber]));
    const holderOf = new Map(taken.map((t) => [t.ideaNumber, t.id]));
    const clashes = values.filter((v) => (holderOf.get(v.idea.ideaNumber) ?? v.idea._id) !== v.idea._id);
    const fresh = await ideas.nextNumbers(clashes.filter((v) => !numberOf.has(v.idea._id)).length);
    const numbers = new Map<string, number>();
    for (const v of clashes) numbers.set(v.idea._id, numberOf.get(v.idea._id) ?? fresh.pop()!);

    const rows = values.map(({ row, idea }) => {
      const kept = <F extends { _id: string }>(column: string, files: F[]) =>
        files.filter((f) => {
          if (held.has(f._id)) return true;
          tally.notRestored(row, column, 'FILE_NOT_FOUND', MESSAGES.backupFileMissing, f._id);
          return false;
        });
      const keep = (column: 'filesRelated' | 'operatorImg') => kept(column, idea[column]);
      const status = {
        ...idea.status,
        implemented: {
          ...idea.status.implemented,
          before: kept('status.implemented.before', stageImages(idea, 'before')),
          after: kept('status.implemented.after', stageImages(idea, 'after')),
        },
      };
      return toIdeaRow(
        { ...idea, status },
        {
          ideaNumber: numbers.get(idea._id) ?? idea.ideaNumber,
          refs: (field) => (idea[field] ? refs.get(idea[field]!._id)! : null),
          filesRelated: keep('filesRelated'),
          operatorImg: keep('operatorImg'),
        },
      );
    });
    const { inserted, updated } = await ideas.upsert(rows);
    const gained = await ideaHistoryRepository(tx).restore(
      values.flatMap(({ idea }) => (idea.history ?? []).map((h) => ({ ...h, userId: h.userId ?? null, ideaId: idea._id }))),
    );
    const duplicates = await ideas.linkDuplicates(
      values.map(({ idea }) => ({ id: idea._id, duplicateOf: idea.duplicateOf?._id ?? null })),
    );
    await ideas.advanceNumberSequence();
    const rowOf = new Map(values.map((v) => [v.idea._id, v.row]));
    for (const id of duplicates.missing) {
      tally.notRestored(rowOf.get(id)!, 'duplicateOf', 'ORIGINAL_NOT_FOUND', MESSAGES.backupOriginalMissing);
    }
    const isNew = new Set(inserted);
    const changed = new Set([...updated, ...gained, ...duplicates.changed].filter((id) => !isNew.has(id)));
    for (const { row, idea } of values) {
      if (idea.replication) links.add(row, idea._id, idea.replication, !isNew.has(idea._id) && !changed.has(idea._id));
    }
    tally.created += isNew.size;
    tally.updated += changed.size;
    tally.unchanged += values.length - isNew.size - changed.size;
  }

  return {
    async check(tx, batch) {
      const checked = batch.map((item): CheckedRow<RestoreValue> => {
        const row = item.index + 1;
        if (item.section === 'data' && kind === 'ideas') return checkIdea(item, row);
        if (item.section === 'masterData' && kind !== 'ideas') {
          return { row, errors: [rowError(row, 'masterData', 'A master-data backup holds its records under "data"')] };
        }
        return checkMasterData(item, row);
      });
      // a reference to a record this database holds as another kind cannot be restored
      const values = checked.flatMap((c) => ('value' in c ? [c.value] : []));
      const refs = references(values);
      const kinds = await masterDataRestoreRepository(tx).kinds([...new Set(refs.map((r) => resolve(r.id)))]);
      const wrong = new Map<number, ImportRowError>();
      for (const r of refs) {
        const found = kinds.get(resolve(r.id));
        if (found && found !== r.kind && !wrong.has(r.row)) {
          wrong.set(r.row, rowError(r.row, r.column, `This id belongs to a record of another kind (${found})`, r.id));
        }
      }
      return checked.map((c) => (wrong.has(c.row) && 'value' in c ? { row: c.row, errors: [wrong.get(c.row)!] } : c));
    },

    async apply(tx, values) {
      const before = tally.created + tally.updated;
      for (const v of values) if (v.type === 'masterData') await applyMasterData(tx, v);
      await applyIdeas(
        tx,
        values.filter((v): v is IdeaValue => v.type === 'idea'),
      );
      const written = tally.created + tally.updated - before;
      return { imported: written, ignored: values.length - written };
    },

    finish: (tx) => links.finish(tx),
  };
}
