import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BACKUP_KINDS,
  BACKUP_MAX_RECORD_BYTES,
  type BackupKind,
  type ImportReport,
  MESSAGES,
  messageText,
  type RestoreResult,
} from '@fikra/shared';
import type { Database } from '../../db/client.js';
import { JsonSectionError, type JsonSectionEvent, readJsonSections } from '../../lib/jsonSections.js';
import { appError, fieldError, type Message } from '../../plugins/errors.js';
import { runImport } from '../../services/importPipeline.js';
import { type BackupItem, restorePlan } from './restorePlan.js';
import { RestoreTally } from './restoreRows.js';

const BATCH_SIZE = 500;

const refused = (message: Message) => appError('UNSUPPORTED_FILE', message, undefined, [fieldError('file', message)]);

/** The reader's events; a file that is not JSON, or not one object, is a clear 4xx. */
async function* checkedEvents(source: AsyncIterable<Buffer>): AsyncGenerator<JsonSectionEvent> {
  try {
    yield* readJsonSections(source, { sections: ['masterData', 'data'], maxValueBytes: BACKUP_MAX_RECORD_BYTES });
  } catch (err) {
    if (err instanceof JsonSectionError) throw refused({ key: 'notABackupBecause', params: { reason: err.message } });
    throw err;
  }
}

/**
 * The backup's kind and format version, read from the members before its first record. Backups from before the
 * format header (`{ kind, exportedAt, data, count }`) are version 0.
 */
function backupIdentity(header: Record<string, unknown>): { kind: BackupKind; version: number } {
  const kind = header.kind as BackupKind;
  if (!BACKUP_KINDS.includes(kind)) throw refused('notABackup');
  if (header.format === undefined && header.version === undefined && typeof header.exportedAt === 'string') {
    return { kind, version: 0 };
  }
  if (header.format !== BACKUP_FORMAT || !Number.isInteger(header.version) || (header.version as number) < 1) {
    throw refused('notABackup');
  }
  if ((header.version as number) > BACKUP_FORMAT_VERSION) throw refused('newerBackup');
  return { kind, version: header.version as number };
}

/** The records of the sections in batches of one section each. */
async function* batchesOf(first: BackupItem | undefined, rest: AsyncIterator<JsonSectionEvent>) {
  let batch: BackupItem[] = first ? [first] : [];
  for (let next = await rest.next(); !next.done; next = await rest.next()) {
    const event = next.value;
    if (event.type !== 'item') continue;
    if (batch.length && (batch.length >= BATCH_SIZE || batch[0].section !== event.section)) {
      yield batch;
      batch = [];
    }
    batch.push(event);
  }
  if (batch.length) yield batch;
}

export type RestoreOutcome = { ok: true; result: RestoreResult } | { ok: false; report: ImportReport };

/**
 * Restores one of Fikra's JSON backups (issue 12) read as a stream: the header is checked before any record,
 * then every record goes through the one import pipeline in one transaction (all or nothing, per-row report).
 */
export async function restoreBackup(db: Database, source: AsyncIterable<Buffer>): Promise<RestoreOutcome> {
  const events = checkedEvents(source)[Symbol.asyncIterator]();
  const header: Record<string, unknown> = {};
  let first: BackupItem | undefined;
  for (let next = await events.next(); !next.done; next = await events.next()) {
    const event = next.value;
    if (event.type === 'item') {
      first = event;
      break;
    }
    header[event.key] = event.value;
  }
  const { kind, version } = backupIdentity(header);
  const tally = new RestoreTally();
  const outcome = await runImport(db, batchesOf(first, events), restorePlan(kind, tally));
  if (!outcome.ok) return outcome;
  const written = tally.created + tally.updated;
  return {
    ok: true,
    result: {
      message: written
        ? messageText('backupRestored', { created: tally.created, updated: tally.updated, unchanged: tally.unchanged })
        : MESSAGES.backupUnchanged,
      kind,
      formatVersion: version,
      importedCount: tally.created,
      updatedCount: tally.updated,
      ignoredCount: tally.unchanged,
      createdMasterDataCount: tally.createdMasterData,
      notRestoredCount: tally.notRestoredCount,
      notRestored: tally.notRestoredList,
    },
  };
}
