import { z } from 'zod';
import { DECLINE_REASONS } from '../domain/spread.js';
import { MAX_SHORT_TEXT, MAX_TEXT } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { boundedInt, isStorableDate, MAX_AMOUNT, storableJson, storableText } from './common.js';
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

/*
 * Every value of a backup is checked as a request's would be (issue 29): texts PostgreSQL can store, dates it
 * reads as written (no year 0000, no 30 February), integers within its integer columns (an idea number past
 * 2^31 is refused, not stored to collide later) and loose members that a jsonb column can hold. A record that
 * fails is listed in the restore's report (row, field, message) and nothing is restored.
 */
const uuid = z.uuid();
const shortText = storableText(MAX_SHORT_TEXT);
const text = storableText(MAX_TEXT);
const name = z.object({ en: shortText.trim().min(1), ar: shortText.trim().min(1) });
const namedRef = z.looseObject({ _id: uuid, name }).check(storableJson);
const isoDate = z.iso.datetime({ offset: true }).refine(isStorableDate, MESSAGES.invalidDate);
const fileRef = z.looseObject({ _id: uuid, filename: storableText(500), contentType: storableText(200) }).check(storableJson);

/**
 * A master-data record in a backup: the ideas backup lists every record of every kind (`kind`, parents as
 * `parents`); a master-data backup lists one kind's records with the parents under the kind's parent field.
 */
export const backupMasterDataRecord = z
  .looseObject({
    _id: uuid,
    kind: shortText.optional(),
    name,
    parents: z.array(namedRef).optional(),
    logo: z.union([uuid, fileRef]).nullable().optional(),
    version: boundedInt(0).optional(),
    createdAt: isoDate.optional(),
    updatedAt: isoDate.optional(),
  })
  .check(storableJson);
export type BackupMasterDataRecord = z.infer<typeof backupMasterDataRecord>;

export const backupHistoryEntry = z
  .looseObject({
    _id: uuid,
    at: isoDate,
    userId: uuid.nullable().optional(),
    userName: shortText.nullable(),
    stage: storableText(50).min(1),
    decision: shortText.nullable(),
    changes: z.record(shortText, z.unknown()).check(storableJson),
  })
  .check(storableJson);

/**
 * A replication's place in its spread (issue 32, `idea_replications`): on the replication, its original (null once
 * the original was deleted) and number, the unit it was proposed to, the proposal and a unit's decline.
 */
export const backupReplicationLink = z
  .looseObject({
    originalId: uuid.nullable(),
    originalNumber: boundedInt(1),
    targetUnit: uuid,
    note: text,
    proposedBy: shortText.nullable(),
    proposedAt: isoDate,
    decline: z
      .looseObject({ reason: z.enum(DECLINE_REASONS), note: shortText, by: shortText.nullable(), at: isoDate.nullable() })
      .nullable(),
  })
  .check(storableJson);
export type BackupReplicationLink = z.infer<typeof backupReplicationLink>;

const money = z.number().min(-MAX_AMOUNT).max(MAX_AMOUNT);
/** The status document's frame: each stage's decision, and the implemented stage's before/after images. */
const decided = z.looseObject({ value: z.boolean() });
const ideaStatusFrame = z
  .looseObject({
    evaluated: decided,
    approved: decided,
    implemented: decided.extend({ before: z.array(fileRef), after: z.array(fileRef) }),
    rewarded: decided,
    replicated: decided.extend({ type: shortText }),
  })
  .check(storableJson);
/** An idea in a backup: the full record of GET /v1/idea-crud/:id, plus its history and its replication link. */
export const backupIdea = z
  .looseObject({
    _id: uuid,
    ideaNumber: boundedInt(1),
    ideaText: text.min(1),
    ideaDesc: text,
    ideaPresenterType: z.enum(['Employee', 'Visitor']),
    employeeName: shortText,
    employeeCode: shortText,
    employeePhone: shortText.nullable(),
    company: namedRef.nullable(),
    factoryBusinessUnit: namedRef.nullable(),
    areaSection: namedRef.nullable(),
    AICMinibusiness: namedRef.nullable(),
    department: namedRef.nullable(),
    stage: namedRef.nullable(),
    firstCut: namedRef.nullable(),
    secondCut: namedRef.nullable(),
    quarter: shortText,
    year: boundedInt(1, 9999),
    kaizenType: shortText,
    effectOnPQCDSM: z.array(shortText).max(50),
    estimatedAnualSavings: money,
    filesRelated: z.array(fileRef),
    operatorImg: z.array(fileRef),
    imported: z.boolean(),
    ideaCode: shortText.nullable(),
    status: ideaStatusFrame,
    replicationStatus: shortText,
    totalTicks: boundedInt(0),
    priority: shortText,
    evaluatedBy: shortText.nullable(),
    approvedBy: shortText.nullable(),
    cost: money,
    savings: money,
    ROI: z.number().min(-1e15).max(1e15).nullable(),
    reward: money,
    canBeReplicated: z.boolean(),
    replicatedFrom: shortText.nullable(),
    // backups before format 1 wrote the original's number as null
    duplicateOf: z.object({ _id: uuid, ideaNumber: boundedInt(1).nullable() }).nullable(),
    hasScore: z.looseObject({ value: z.boolean(), scoreId: shortText.optional() }).check(storableJson),
    opl: z
      .looseObject({ rows: z.array(z.unknown()).max(1000), report: text, savedAt: isoDate })
      .check(storableJson)
      .nullable(),
    version: boundedInt(0),
    createdAt: isoDate,
    updatedAt: isoDate,
    history: z.array(backupHistoryEntry).optional(),
    /** a replication's link to its original (backups before issue 32's link have none) */
    replication: backupReplicationLink.nullable().optional(),
  })
  .check(storableJson);
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
