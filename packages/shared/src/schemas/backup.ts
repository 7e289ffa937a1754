import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { importResultOutput, importRowError } from './imports.js';

/**
 * Fikra's JSON backups (spec §7, issue 12). Every backup starts with the same header so that a restore can
 * tell a Fikra backup from any other JSON file, and a newer format from one it can read:
 * `{ "format": "fikra-backup", "version": 1, "kind": ..., "exportedAt": ..., ...sections }`.
 * Backups written before the header existed (`{ kind, exportedAt, data, count }`) read as version 0.
 */
export const BACKUP_FORMAT = 'fikra-backup';
export const BACKUP_FORMAT_VERSION = 1;
/** What a backup file holds: every idea, or every record of one master-data kind. */
export const BACKUP_KINDS = ['ideas', 'factoryBusinessUnit', 'areaSection'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];
/** A backup upload may be this large (a 100,000-idea backup is ~250 MB); it is read as a stream, never held. */
export const BACKUP_RESTORE_MAX_BYTES = 1024 * 1024 * 1024;
/** One record of a backup is read whole: this bounds what one record may hold. */
export const BACKUP_MAX_RECORD_BYTES = 4 * 1024 * 1024;

/** Why a file is refused (415 UNSUPPORTED_FILE); the web app translates them. */
export const NOT_A_BACKUP = MESSAGES.notABackup;
export const NEWER_BACKUP = MESSAGES.newerBackup;
export const ONLY_JSON_BACKUP = MESSAGES.onlyJsonBackup;

const uuid = z.uuid();
const name = z.object({ en: z.string().trim().min(1).max(200), ar: z.string().trim().min(1).max(200) });
const namedRef = z.looseObject({ _id: uuid, name });
const isoDate = z.iso.datetime({ offset: true });
const fileRef = z.looseObject({ _id: uuid, filename: z.string().max(500), contentType: z.string().max(200) });

/**
 * A master-data record in a backup: the ideas backup lists every record of every kind (`kind`, parents as
 * `parents`); a master-data backup lists one kind's records with the parents under the kind's parent field.
 */
export const backupMasterDataRecord = z.looseObject({
  _id: uuid,
  kind: z.string().optional(),
  name,
  parents: z.array(namedRef).optional(),
  logo: z.union([uuid, fileRef]).nullable().optional(),
  version: z.number().int().min(0).optional(),
  createdAt: isoDate.optional(),
  updatedAt: isoDate.optional(),
});
export type BackupMasterDataRecord = z.infer<typeof backupMasterDataRecord>;

export const backupHistoryEntry = z.looseObject({
  _id: uuid,
  at: isoDate,
  userId: uuid.nullable().optional(),
  userName: z.string().nullable(),
  stage: z.string().min(1).max(50),
  decision: z.string().nullable(),
  changes: z.record(z.string(), z.unknown()),
});

const money = z.number().finite();
/** The status document's frame: each stage's decision, and the implemented stage's before/after images. */
const decided = z.looseObject({ value: z.boolean() });
const ideaStatusFrame = z.looseObject({
  evaluated: decided,
  approved: decided,
  implemented: decided.extend({ before: z.array(fileRef), after: z.array(fileRef) }),
  rewarded: decided,
  replicated: decided.extend({ type: z.string() }),
});
/** An idea in a backup: the full record of GET /v1/idea-crud/:id, plus its history. */
export const backupIdea = z.looseObject({
  _id: uuid,
  ideaNumber: z.number().int().positive(),
  ideaText: z.string().min(1),
  ideaDesc: z.string(),
  ideaPresenterType: z.enum(['Employee', 'Visitor']),
  employeeName: z.string(),
  employeeCode: z.string(),
  employeePhone: z.string().nullable(),
  company: namedRef.nullable(),
  factoryBusinessUnit: namedRef.nullable(),
  areaSection: namedRef.nullable(),
  AICMinibusiness: namedRef.nullable(),
  department: namedRef.nullable(),
  stage: namedRef.nullable(),
  firstCut: namedRef.nullable(),
  secondCut: namedRef.nullable(),
  quarter: z.string(),
  year: z.number().int(),
  kaizenType: z.string(),
  effectOnPQCDSM: z.array(z.string()),
  estimatedAnualSavings: money,
  filesRelated: z.array(fileRef),
  operatorImg: z.array(fileRef),
  imported: z.boolean(),
  ideaCode: z.string().nullable(),
  status: ideaStatusFrame,
  replicationStatus: z.string(),
  totalTicks: z.number().int(),
  priority: z.string(),
  evaluatedBy: z.string().nullable(),
  approvedBy: z.string().nullable(),
  cost: money,
  savings: money,
  ROI: money.nullable(),
  reward: money,
  canBeReplicated: z.boolean(),
  replicatedFrom: z.string().nullable(),
  // backups before format 1 wrote the original's number as null
  duplicateOf: z.object({ _id: uuid, ideaNumber: z.number().nullable() }).nullable(),
  hasScore: z.looseObject({ value: z.boolean(), scoreId: z.string().optional() }),
  opl: z.looseObject({ rows: z.array(z.unknown()), report: z.string(), savedAt: z.string() }).nullable(),
  version: z.number().int().min(0),
  createdAt: isoDate,
  updatedAt: isoDate,
  history: z.array(backupHistoryEntry).optional(),
});
export type BackupIdea = z.infer<typeof backupIdea>;

/**
 * A restore that was applied: records new, updated and already identical (`ignoredCount`: a second restore of
 * the same file changes nothing), the master-data records created from the names ideas carry, and the files the
 * backup refers to that this database does not hold (the record is restored without them).
 */
export const restoreResultOutput = importResultOutput.extend({
  kind: z.enum(BACKUP_KINDS),
  formatVersion: z.number().int(),
  updatedCount: z.number().int(),
  createdMasterDataCount: z.number().int(),
  /** references left out: files this database lacks, an original idea that is not here */
  notRestoredCount: z.number().int(),
  notRestored: z.array(importRowError),
});
export type RestoreResult = z.infer<typeof restoreResultOutput>;

/** The members every backup starts with. */
export const backupHeader = (kind: BackupKind) => ({
  format: BACKUP_FORMAT,
  version: BACKUP_FORMAT_VERSION,
  kind,
  exportedAt: new Date().toISOString(),
});
