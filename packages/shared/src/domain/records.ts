import type { Action } from './permissions.js';

/**
 * The table of record kinds (spec §1, §7 "other entities"): one generic module on the server and one pair of
 * pages on the web serve every kind. A new kind joins by adding one entry here (and its i18n labels under
 * `records:kinds.<kind>` / `records:fields.<field>`). Fields and their reasoning:
 * docs/decisions/007-records-generic-table.md.
 */
export const RECORD_KINDS_LIST = [
  'country',
  'city',
  'industry',
  'jobTitle',
  'client',
  'location',
  'facility',
  'consultant',
  'project',
  'assessmentType',
  'question',
  'offeredAnswer',
  'subAnswer',
  'assessment',
  'notification',
] as const;
export type RecordKind = (typeof RECORD_KINDS_LIST)[number];

interface FieldBase {
  key: string;
  required?: boolean;
  /** shown as a column of the list page */
  list?: boolean;
}

/**
 * A reference to another record. `sameAs` keeps two references consistent: the referenced record's
 * `theirs` field must equal this record's `ours` field (a client's city lies in the client's country).
 */
export interface RefField extends FieldBase {
  type: 'ref';
  kind: RecordKind;
  sameAs?: { ours: string; theirs: string };
}

export type RecordField =
  | (FieldBase & { type: 'text'; max?: number; multiline?: boolean })
  | (FieldBase & { type: 'bilingual'; multiline?: boolean })
  | (FieldBase & { type: 'email' | 'phone' | 'link' | 'date' })
  | (FieldBase & { type: 'number'; min: number; max: number; integer?: boolean })
  | (FieldBase & { type: 'enum'; values: readonly string[]; initial: string })
  | (FieldBase & { type: 'boolean' })
  | RefField
  /** a signed-in user of Fikra (the addressee of a notification) */
  | (FieldBase & { type: 'user' })
  /** an assessment's answers: question, offered answer, sub answers, note (see schemas/records.ts) */
  | (FieldBase & { type: 'answers' });

export interface RecordKindDef {
  kind: RecordKind;
  /** API path under /v1 and the admin list segment: /admin/records/<path> */
  path: string;
  /** the bilingual display name used by lists and `/names`; notifications show their title instead */
  nameField: 'name' | 'title';
  /** no two records of the kind share an English (any letter case) or Arabic name */
  uniqueName: boolean;
  fields: readonly RecordField[];
  access: { read: Action; create: Action; edit: Action; delete: Action };
  /** every read, edit and delete is limited to the records addressed to the signed-in user (field `user`) */
  privateToUser?: boolean;
  /** fields set on create that an edit may echo back but never changes */
  fixedAfterCreate?: readonly string[];
  /** a rule across fields (see the service) */
  rule?: 'endNotBeforeStart' | 'clientOrProject';
  /**
   * outside the optional records module of the plant's settings (decision 030): answers whatever the settings
   * say (every user's own notifications, which the bell reads)
   */
  alwaysOn?: boolean;
}

export const PROJECT_STATUSES = ['planned', 'active', 'onHold', 'completed', 'cancelled'] as const;
export const ASSESSMENT_STATUSES = ['draft', 'inProgress', 'completed'] as const;

const MANAGED = { read: 'records.read', create: 'records.write', edit: 'records.write', delete: 'records.write' } as const;
const name = { key: 'name', type: 'bilingual', required: true } as const;
const ref = (key: string, kind: RecordKind, extra: Partial<RefField> = {}): RefField => ({
  key,
  type: 'ref',
  kind,
  required: true,
  list: true,
  ...extra,
});

const kinds: RecordKindDef[] = [
  { kind: 'country', path: 'country', nameField: 'name', uniqueName: true, access: MANAGED, fields: [name] },
  {
    kind: 'city',
    path: 'city',
    nameField: 'name',
    uniqueName: false,
    access: MANAGED,
    fields: [name, ref('country', 'country')],
  },
  { kind: 'industry', path: 'industry', nameField: 'name', uniqueName: true, access: MANAGED, fields: [name] },
  { kind: 'jobTitle', path: 'job-title', nameField: 'name', uniqueName: true, access: MANAGED, fields: [name] },
  {
    kind: 'client',
    path: 'client',
    nameField: 'name',
    uniqueName: true,
    access: MANAGED,
    fields: [
      name,
      ref('industry', 'industry'),
      ref('country', 'country'),
      ref('city', 'city', { sameAs: { ours: 'country', theirs: 'country' } }),
      { key: 'contactName', type: 'text', max: 200 },
      { key: 'email', type: 'email', list: true },
      { key: 'phone', type: 'phone' },
      { key: 'website', type: 'link' },
      { key: 'address', type: 'text', max: 500, multiline: true },
    ],
  },
  {
    kind: 'location',
    path: 'location',
    nameField: 'name',
    uniqueName: false,
    access: MANAGED,
    fields: [
      name,
      ref('client', 'client'),
      ref('city', 'city', { required: false }),
      { key: 'address', type: 'text', max: 500, multiline: true },
    ],
  },
  {
    kind: 'facility',
    path: 'facility',
    nameField: 'name',
    uniqueName: false,
    access: MANAGED,
    fields: [
      name,
      ref('client', 'client'),
      ref('location', 'location', { required: false, sameAs: { ours: 'client', theirs: 'client' } }),
      { key: 'description', type: 'text', max: 2000, multiline: true },
    ],
  },
  {
    kind: 'consultant',
    path: 'consultant',
    nameField: 'name',
    uniqueName: false,
    access: MANAGED,
    fields: [
      name,
      ref('jobTitle', 'jobTitle'),
      { key: 'email', type: 'email', required: true, list: true },
      { key: 'phone', type: 'phone' },
    ],
  },
  {
    kind: 'project',
    path: 'project',
    nameField: 'name',
    uniqueName: false,
    access: MANAGED,
    rule: 'endNotBeforeStart',
    fields: [
      name,
      ref('client', 'client'),
      ref('consultant', 'consultant'),
      ref('facility', 'facility', { required: false, list: false, sameAs: { ours: 'client', theirs: 'client' } }),
      { key: 'startDate', type: 'date', required: true, list: true },
      { key: 'endDate', type: 'date' },
      { key: 'status', type: 'enum', values: PROJECT_STATUSES, initial: 'planned', list: true },
      { key: 'description', type: 'text', max: 2000, multiline: true },
    ],
  },
  {
    kind: 'assessmentType',
    path: 'assessment-type',
    nameField: 'name',
    uniqueName: true,
    access: MANAGED,
    fields: [name, { key: 'description', type: 'text', max: 2000, multiline: true }],
  },
  {
    kind: 'question',
    path: 'question',
    nameField: 'name',
    uniqueName: false,
    access: MANAGED,
    fields: [
      name,
      ref('assessmentType', 'assessmentType'),
      { key: 'order', type: 'number', min: 0, max: 10000, integer: true, list: true },
    ],
  },
  {
    kind: 'offeredAnswer',
    path: 'offered-answer',
    nameField: 'name',
    uniqueName: false,
    access: MANAGED,
    fields: [name, ref('question', 'question'), { key: 'score', type: 'number', min: 0, max: 100, list: true }],
  },
  {
    kind: 'subAnswer',
    path: 'sub-answer',
    nameField: 'name',
    uniqueName: false,
    access: MANAGED,
    fields: [name, ref('offeredAnswer', 'offeredAnswer')],
  },
  {
    kind: 'assessment',
    path: 'assessment',
    nameField: 'name',
    uniqueName: false,
    access: MANAGED,
    rule: 'clientOrProject',
    fields: [
      name,
      ref('assessmentType', 'assessmentType'),
      ref('client', 'client', { required: false }),
      ref('project', 'project', { required: false, sameAs: { ours: 'client', theirs: 'client' } }),
      { key: 'date', type: 'date', required: true, list: true },
      { key: 'status', type: 'enum', values: ASSESSMENT_STATUSES, initial: 'draft', list: true },
      { key: 'answers', type: 'answers' },
    ],
  },
  {
    kind: 'notification',
    path: 'notification',
    nameField: 'title',
    uniqueName: false,
    privateToUser: true,
    alwaysOn: true,
    access: { read: 'notifications.own', create: 'notifications.send', edit: 'notifications.own', delete: 'notifications.own' },
    fixedAfterCreate: ['user', 'title', 'body', 'link'],
    fields: [
      { key: 'user', type: 'user', required: true },
      { key: 'title', type: 'bilingual', required: true },
      { key: 'body', type: 'bilingual', required: true, multiline: true },
      { key: 'link', type: 'link' },
      { key: 'read', type: 'boolean', list: true },
    ],
  },
];

export const RECORD_KINDS: readonly RecordKindDef[] = kinds;

export function recordKind(kind: string): RecordKindDef | undefined {
  return RECORD_KINDS.find((k) => k.kind === kind);
}

export function recordKindByPath(path: string): RecordKindDef | undefined {
  return RECORD_KINDS.find((k) => k.path === path);
}

/** Whether the kind belongs to the optional records module (off by default; `recordsEnabled` of the plant's settings). */
export const inRecordsModule = (def: RecordKindDef) => !def.alwaysOn;

export const refFields = (def: RecordKindDef) => def.fields.filter((f): f is RefField => f.type === 'ref');
