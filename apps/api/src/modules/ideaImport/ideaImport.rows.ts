import {
  AMOUNT_MIN,
  catalogs,
  DECISION_STAGES,
  EMPLOYEE_CODE_MIN,
  EMPLOYEE_NAME_MIN,
  hierarchyMismatch,
  IDEA_HIERARCHY,
  IDEA_TEXT_MIN,
  type IdeaStatus,
  IMPORT_MESSAGES,
  type ImportRowError,
  INVALID_CHARACTERS,
  ideaSubmissionBody,
  initialIdeaStatus,
  isStorableDate,
  KAIZEN_TYPES,
  MIN_IDEA_TEXT,
  messageKeyOf,
  messageText,
  PQCDSM,
  PRESENTER_TYPES,
  REPLICATION_TYPES,
  REQUIRED,
  unknownNameMessage,
} from '@fikra/shared';
import type { NewImportedIdea, PlaceRow } from '../../data/ideas.imported.js';

export type RowValues = Record<string, string | undefined>;

/** The public form's rules (spec §5) for the fields a sheet shares with it: same schema, same messages. */
const submissionRules = ideaSubmissionBody.pick({
  ideaPresenterType: true,
  employeeName: true,
  employeeCode: true,
  employeePhone: true,
  kaizenType: true,
  effectOnPQCDSM: true,
  estimatedAnualSavings: true,
  ideaText: true,
  ideaDesc: true,
});

/** Stable codes the web translates; the message keeps the spec's English wording. */
const CODES: Record<string, string> = {
  [REQUIRED]: 'REQUIRED',
  [IDEA_TEXT_MIN]: 'IDEA_TEXT_MIN',
  [EMPLOYEE_NAME_MIN]: 'EMPLOYEE_NAME_MIN',
  [EMPLOYEE_CODE_MIN]: 'EMPLOYEE_CODE_MIN',
  [AMOUNT_MIN]: 'AMOUNT_MIN',
  [INVALID_CHARACTERS]: 'INVALID_CHARACTERS',
};
const codeOf = (message: string) => CODES[message] ?? (messageKeyOf(message)?.key === 'maxChars' ? 'TOO_LONG' : 'INVALID_VALUE');

/** A value in English (any case) or in its Arabic translation, as the English value; undefined if neither. */
function enumReader<T extends string>(values: readonly T[], arabic: Record<string, string>) {
  const lookup = new Map<string, T>();
  for (const v of values) {
    lookup.set(v.toLowerCase(), v);
    if (arabic[v]) lookup.set(arabic[v], v);
  }
  return (text: string) => lookup.get(text.trim().toLowerCase());
}
const enums = catalogs.ar.enums;
const readPresenter = enumReader(PRESENTER_TYPES, enums.presenterTypes);
const readKaizen = enumReader(KAIZEN_TYPES, enums.kaizenTypes);
const readPqcdsm = enumReader(PQCDSM, enums.pqcdsm);
const readReplication = enumReader(REPLICATION_TYPES, enums.replicationTypes);

/** A number as people type it in a sheet ("1,200.50"); NaN when it is not one. */
function readNumber(text: string): number {
  const cleaned = text.replace(/[,\s]/g, '');
  return cleaned === '' || !/^-?\d*\.?\d+(e[+-]?\d+)?$/i.test(cleaned) ? Number.NaN : Number(cleaned);
}

/** YYYY-MM-DD (what the sheet reader gives for date cells), an ISO date-time, or DD/MM/YYYY (spec §9). */
export function readDate(text: string): Date | undefined {
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const iso = dmy ? `${dmy[3]}-${dmy[2].padStart(2, '0')}-${dmy[1].padStart(2, '0')}` : text;
  // the shared date type: no 2024-02-31 (Date rolls it over), no year 0000 (PostgreSQL refuses it)
  if (!isStorableDate(iso)) return undefined;
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Master-data names of one import, looked up by kind and lower-cased English or Arabic name. */
export function placeIndex(rows: PlaceRow[]) {
  const byName = new Map<string, PlaceRow>();
  for (const r of rows) {
    byName.set(`${r.kind}\u0000${r.name_en.trim().toLowerCase()}`, r);
    byName.set(`${r.kind}\u0000${r.name_ar.trim().toLowerCase()}`, r);
  }
  return {
    find: (kind: string, name: string) => byName.get(`${kind}\u0000${name.trim().toLowerCase()}`),
    companyOf: (unit: PlaceRow) => rows.find((r) => r.kind === 'company' && unit.parents.includes(r.id))?.id ?? null,
  };
}
export type PlaceIndex = ReturnType<typeof placeIndex>;

const STAGE_DATE = {
  evaluated: 'evaluatedDate',
  approved: 'approvedDate',
  implemented: 'implementedDate',
  rewarded: 'rewardedDate',
};

/**
 * One row of an idea sheet checked against the public form's rules, the hierarchy (names resolved under their
 * parent) and the workflow's stage order; the idea to store, or every problem of the row.
 */
export function checkRow(row: number, v: RowValues, places: PlaceIndex, now: Date): NewImportedIdea | ImportRowError[] {
  const errors: ImportRowError[] = [];
  const fail = (column: string, code: string, message: string, value?: string) =>
    errors.push({ row, column, code, message, ...(value ? { value: value.slice(0, 200) } : {}) });
  const text = (key: string) => (v[key] ?? '').trim();

  const ideaCode = text('ideaCode');
  if (!ideaCode) fail('ideaCode', 'REQUIRED', REQUIRED);
  else if (ideaCode.length > 100) fail('ideaCode', 'TOO_LONG', messageText('maxChars', { max: 100 }));

  const enumValue = (key: string, read: (t: string) => string | undefined, fallback?: string) => {
    const raw = text(key);
    if (!raw) return fallback;
    const value = read(raw);
    if (!value) fail(key, 'INVALID_VALUE', IMPORT_MESSAGES.INVALID_VALUE, raw);
    return value ?? '';
  };
  const amount = (key: string, fallback: number) => {
    const raw = text(key);
    if (!raw) return fallback;
    const n = readNumber(raw);
    if (Number.isNaN(n)) fail(key, 'INVALID_NUMBER', IMPORT_MESSAGES.INVALID_NUMBER, raw);
    else if (n < 0) fail(key, 'AMOUNT_MIN', AMOUNT_MIN, raw);
    return n;
  };
  const date = (key: string) => {
    const raw = text(key);
    if (!raw) return undefined;
    const d = readDate(raw);
    if (!d) fail(key, 'INVALID_DATE', IMPORT_MESSAGES.INVALID_DATE, raw);
    return d;
  };

  const pqcdsmText = text('effectOnPQCDSM');
  const effects = pqcdsmText
    .split(/[,،;]/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => readPqcdsm(p) ?? p);
  const savingsText = text('estimatedAnualSavings');
  const candidate = {
    ideaPresenterType: enumValue('ideaPresenterType', readPresenter, 'Employee'),
    employeeName: text('employeeName'),
    employeeCode: text('employeeCode'),
    employeePhone: text('employeePhone'),
    kaizenType: readKaizen(text('kaizenType')) ?? text('kaizenType'),
    effectOnPQCDSM: effects,
    // a historic sheet often has no estimate: 0, the initial savings of spec §3
    estimatedAnualSavings: savingsText ? readNumber(savingsText) : 0,
    ideaText: text('ideaText'),
    ideaDesc: text('ideaDesc'),
  };
  const parsed = submissionRules.safeParse(candidate);
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const column = String(issue.path[0] ?? '');
      if (seen.has(column) || (column === 'ideaPresenterType' && errors.some((e) => e.column === column))) continue;
      seen.add(column);
      const raw = text(column);
      if (column === 'estimatedAnualSavings' && Number.isNaN(candidate.estimatedAnualSavings))
        fail(column, 'INVALID_NUMBER', IMPORT_MESSAGES.INVALID_NUMBER, raw);
      else if (raw && (column === 'kaizenType' || column === 'effectOnPQCDSM'))
        fail(column, 'INVALID_VALUE', IMPORT_MESSAGES.INVALID_VALUE, raw);
      else if (column === 'ideaDesc' && issue.message === IDEA_TEXT_MIN)
        // the form's rule words it for the idea; the report names the description, with what the cell holds
        fail(column, 'IDEA_DESC_MIN', messageText('ideaDescMin', { min: MIN_IDEA_TEXT }), raw);
      else fail(column, codeOf(issue.message), issue.message, raw);
    }
  }

  const refs = {} as NewImportedIdea['refs'];
  for (const level of IDEA_HIERARCHY) {
    const name = text(level.field);
    refs[level.field] = null;
    if (!name) {
      if (level.field === 'factoryBusinessUnit' || level.field === 'areaSection') fail(level.field, 'REQUIRED', REQUIRED);
      continue;
    }
    const place = places.find(level.kind, name);
    if (!place) {
      fail(level.field, 'UNKNOWN_NAME', unknownNameMessage(level.label, name), name);
      continue;
    }
    const parentId = 'parent' in level ? refs[level.parent] : null;
    if (parentId && !place.parents.includes(parentId)) {
      const parent = IDEA_HIERARCHY.find((l) => l.field === (level as { parent: string }).parent)!;
      fail(level.field, 'NOT_UNDER_PARENT', hierarchyMismatch(level.label, parent.label), name);
      continue;
    }
    refs[level.field] = place.id;
  }
  if (!refs.company && refs.factoryBusinessUnit && !text('company')) {
    refs.company = places.companyOf(places.find('factoryBusinessUnit', text('factoryBusinessUnit'))!);
  }

  const createdAt = date('date') ?? now;
  const status = historicStatus(v, { date, amount, enumValue, fail });
  if (errors.length || !parsed.success) return errors;
  return {
    ideaCode,
    ...parsed.data,
    employeePhone: parsed.data.employeePhone ?? null,
    refs,
    status,
    createdAt,
  };
}

interface Readers {
  date: (key: string) => Date | undefined;
  amount: (key: string, fallback: number) => number;
  enumValue: (key: string, read: (t: string) => string | undefined, fallback?: string) => string | undefined;
  fail: (column: string, code: string, message: string, value?: string) => void;
}

/**
 * The initial status of spec §3, with the stage outcomes a historic idea already had: a stage with a date was
 * done and accepted on that date. Stages follow the workflow's order: one needs the stage before it.
 */
function historicStatus(v: RowValues, r: Readers): IdeaStatus {
  const status = initialIdeaStatus();
  let previousDone = true;
  for (const stage of DECISION_STAGES) {
    const key = STAGE_DATE[stage];
    const done = r.date(key);
    if (!done) {
      previousDone = false;
      continue;
    }
    if (!previousDone) r.fail(key, 'STAGE_ORDER', IMPORT_MESSAGES.STAGE_ORDER, (v[key] ?? '').trim());
    Object.assign(status[stage], { value: true, accepted: true, date: done.toISOString() });
  }
  const cost = r.amount('implementedCost', 0);
  const savings = r.amount('implementedSavings', 0);
  if (status.implemented.value) {
    status.implemented.cost = cost;
    status.implemented.savings = savings;
    status.implemented.roi = cost > 0 ? savings / cost : null;
  }
  const reward = r.amount('reward', 0);
  if (status.rewarded.value) status.rewarded.savings = reward;
  const replication = r.enumValue('replicationType', readReplication);
  if (replication && replication !== 'Not Replicated') {
    if (!status.implemented.value) r.fail('replicationType', 'STAGE_ORDER', IMPORT_MESSAGES.STAGE_ORDER, replication);
    status.replicated = { value: true, date: status.implemented.date, type: replication as IdeaStatus['replicated']['type'] };
  }
  return status;
}
