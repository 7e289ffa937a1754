import {
  type CompanyRef,
  type FileRef,
  type HierarchyField,
  hasScoreOf,
  type IdeaOutput,
  type IdeaStatus,
  type IdeaSummary,
  ideaOplOf,
  ideaStatusOf,
  ideaSummary,
  type NamedRef,
  type Priority,
  type PublicIdeaStatus,
  REJECTION_REASONS,
  type ReplicationType,
  STATUS_KEYS,
  type StatusKey,
} from '@fikra/shared';
import type { Tx } from '../db/client.js';
import { iso, num } from './sql.js';

/** The idea's fields that mirror a summary column. */
type SummaryField =
  | 'replicationStatus'
  | 'totalTicks'
  | 'priority'
  | 'evaluatedBy'
  | 'approvedBy'
  | 'cost'
  | 'savings'
  | 'ROI'
  | 'reward'
  | 'canBeReplicated'
  | 'replicatedFrom';

/**
 * THE mapping of the ideas table's summary columns (list columns and filters, copied from the status after
 * every save): column, SQL type, the idea's field it is returned as (a stage's decision: its status key), and
 * its value in `ideaSummary(status)`. A new summary field is one line here (and a migration).
 */
const SUMMARY_COLUMNS: readonly (readonly [string, string, SummaryField | StatusKey, (s: IdeaSummary) => unknown])[] = [
  ...STATUS_KEYS.map((key) => [`${key}_value`, 'boolean', key, (s: IdeaSummary) => s.values[key]] as const),
  ['replication_type', 'text', 'replicationStatus', (s) => s.replicationType],
  ['total_ticks', 'integer', 'totalTicks', (s) => s.totalTicks],
  ['priority', 'text', 'priority', (s) => s.priority],
  ['evaluated_by', 'text', 'evaluatedBy', (s) => s.evaluatedBy],
  ['approved_by', 'text', 'approvedBy', (s) => s.approvedBy],
  ['cost', 'numeric', 'cost', (s) => s.cost],
  ['savings', 'numeric', 'savings', (s) => s.savings],
  ['roi', 'numeric', 'ROI', (s) => s.roi],
  ['reward', 'numeric', 'reward', (s) => s.reward],
  ['can_be_replicated', 'boolean', 'canBeReplicated', (s) => s.canBeReplicated],
  ['replicated_from', 'text', 'replicatedFrom', (s) => s.replicatedFrom],
];

/**
 * The summary columns of a status: column, SQL type, value (saveStatus and the import write these). A restore
 * passes the backup's idea as `kept`: its summary fields are written as the backup has them (a restore gives
 * back exactly what was backed up), the stages' decisions still from the status.
 */
export function summaryColumns(status: IdeaStatus, kept?: Record<SummaryField, unknown>): [string, string, unknown][] {
  const s = ideaSummary(status);
  return SUMMARY_COLUMNS.map(([column, type, field, value]) => [
    column,
    type,
    kept && field in kept ? kept[field as SummaryField] : value(s),
  ]);
}

/** Hierarchy references of an idea: output field, column, and a short alias for SQL. */
export const IDEA_REFS = [
  ['company', 'company_id', 'co'],
  ['factoryBusinessUnit', 'factory_business_unit_id', 'fb'],
  ['areaSection', 'area_section_id', 'ar'],
  ['AICMinibusiness', 'aic_minibusiness_id', 'ai'],
  ['department', 'department_id', 'de'],
  ['stage', 'stage_id', 'st'],
  ['firstCut', 'first_cut_id', 'fc'],
  ['secondCut', 'second_cut_id', 'sc'],
] as const satisfies readonly (readonly [HierarchyField, string, string])[];

type RefColumn = (typeof IDEA_REFS)[number][1];

/**
 * Every idea column plus the number of the idea it repeats; add `join`/`where`/`order by` after it. Alias of
 * ideas: i. The references' names are not read here: `masterNames` reads them for a whole page at once, by
 * primary key and only for references that are set (issue 17, decision 020).
 */
export const IDEA_COLUMNS = 'i.*, (select d.idea_number from ideas d where d.id = i.duplicate_of) as duplicate_of_number';
export const IDEA_SELECT = `select ${IDEA_COLUMNS} from ideas i`;

/** A master-data record's names and logo, as `masterNames` reads them. */
export interface MasterName {
  name_en: string;
  name_ar: string;
  logo_file_id: string | null;
}
export type MasterNames = Map<string, MasterName>;

/** The names of the given master data (ids that are null or repeated are skipped), in ONE query by primary key. */
export async function masterNames(q: Tx, ids: Iterable<string | null | undefined>): Promise<MasterNames> {
  const wanted = [...new Set([...ids].filter((id): id is string => !!id))];
  if (!wanted.length) return new Map();
  const rows = await q.query<MasterName & { id: string }>(
    'select id, name_en, name_ar, logo_file_id from master_data where id = any($1::uuid[])',
    [wanted],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** Every reference id of these rows (the ids `toIdea` wants names of). */
export const refIdsOf = (rows: IdeaTableRow[]) => rows.flatMap((row) => IDEA_REFS.map(([, column]) => row[column]));

/** An `ideas` row as pg returns it (bigint and numeric as text). */
export type IdeaTableRow = {
  id: string;
  idea_number: string | number;
  idea_text: string;
  idea_desc: string;
  idea_presenter_type: string;
  employee_name: string;
  employee_code: string;
  employee_phone: string | null;
  quarter: string;
  year: number;
  kaizen_type: string;
  effect_on_pqcdsm: string[] | null;
  estimated_annual_savings: string | number;
  files_related: FileRef[] | null;
  operator_img: FileRef[] | null;
  imported: boolean;
  idea_code: string | null;
  status: IdeaStatus;
  evaluated_value: boolean;
  approved_value: boolean;
  implemented_value: boolean;
  rewarded_value: boolean;
  replicated_value: boolean;
  replication_type: string;
  total_ticks: number;
  priority: string;
  evaluated_by: string | null;
  approved_by: string | null;
  cost: string | number;
  savings: string | number;
  roi: string | number | null;
  reward: string | number;
  can_be_replicated: boolean;
  replicated_from: string | null;
  duplicate_of: string | null;
  has_score: IdeaOutput['hasScore'] | null;
  opl: IdeaOutput['opl'];
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
} & Record<RefColumn, string | null>;

/** An idea row of IDEA_SELECT. */
export type IdeaRow = IdeaTableRow & { duplicate_of_number?: string | number | null };

/** The idea as the API returns it, its references named from `names` (masterNames of refIdsOf). */
export function toIdea(r: IdeaRow, names: MasterNames): IdeaOutput {
  const ref = (col: RefColumn): NamedRef | null => {
    const id = r[col];
    const name = id ? names.get(id) : undefined;
    return id ? { _id: id, name: { en: name?.name_en ?? '', ar: name?.name_ar ?? '' } } : null;
  };
  const refs = Object.fromEntries(IDEA_REFS.map(([field, col]) => [field, ref(col)])) as Record<HierarchyField, NamedRef | null>;
  const company: CompanyRef | null = refs.company && { ...refs.company, logo: names.get(refs.company._id)?.logo_file_id ?? null };
  return {
    _id: r.id,
    ideaNumber: Number(r.idea_number),
    ideaText: r.idea_text,
    ideaDesc: r.idea_desc,
    ideaPresenterType: r.idea_presenter_type as IdeaOutput['ideaPresenterType'],
    employeeName: r.employee_name,
    employeeCode: r.employee_code,
    employeePhone: r.employee_phone ?? null,
    ...refs,
    company,
    quarter: r.quarter,
    year: Number(r.year),
    date: iso(r.created_at),
    kaizenType: r.kaizen_type,
    effectOnPQCDSM: r.effect_on_pqcdsm ?? [],
    estimatedAnualSavings: num(r.estimated_annual_savings),
    filesRelated: r.files_related ?? [],
    operatorImg: r.operator_img ?? [],
    imported: !!r.imported,
    ideaCode: r.idea_code ?? null,
    status: ideaStatusOf(r.status),
    replicationStatus: r.replication_type as ReplicationType,
    totalTicks: num(r.total_ticks),
    priority: r.priority as Priority,
    evaluatedBy: r.evaluated_by ?? null,
    approvedBy: r.approved_by ?? null,
    cost: num(r.cost),
    savings: num(r.savings),
    ROI: r.roi === null || r.roi === undefined ? null : Number(r.roi),
    reward: num(r.reward),
    canBeReplicated: !!r.can_be_replicated,
    replicatedFrom: r.replicated_from ?? null,
    duplicateOf: r.duplicate_of ? { _id: r.duplicate_of, ideaNumber: Number(r.duplicate_of_number) } : null,
    hasScore: hasScoreOf(r.has_score),
    opl: ideaOplOf(r.opl),
    version: Number(r.version),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

type StageLike = { value?: boolean; accepted?: boolean | 'hold'; reasonOfDenial?: string; reasonOfHold?: string } | undefined;

/**
 * A stage's decision, and its reason only where the public should read it (a rejection or a hold); without
 * texts, only a rejection reason of the fixed list (a code the form translates), never a typed one.
 */
function stageSummary(s: StageLike, withTexts: boolean) {
  const value = !!s?.value;
  const accepted = s?.accepted ?? true;
  const denial = s?.reasonOfDenial;
  const showDenial = denial && (withTexts || (REJECTION_REASONS as readonly string[]).includes(denial));
  return {
    value,
    accepted,
    ...(value && accepted === false && showDenial ? { reasonOfDenial: denial } : {}),
    ...(withTexts && accepted === 'hold' && s?.reasonOfHold ? { reasonOfHold: s.reasonOfHold } : {}),
  };
}

/**
 * The public view of an idea (status lookups). `withTexts` only when the lookup named the idea by its id: an
 * employee code is easy to guess, so a lookup keyed by one shows status fields only, without the idea's id
 * (which would open its texts) or any text typed by a person (issue 29 item 8).
 */
export function toPublicIdeaStatus(
  r: Pick<IdeaTableRow, 'id' | 'idea_number' | 'idea_text' | 'status' | 'replicated_from'> & {
    duplicate_of_number?: string | number | null;
  },
  withTexts: boolean,
): PublicIdeaStatus {
  const status = r.status;
  return {
    ...(withTexts ? { _id: r.id, ideaText: r.idea_text } : {}),
    ideaNumber: Number(r.idea_number),
    status: {
      evaluated: stageSummary(status.evaluated, withTexts),
      approved: stageSummary(status.approved, withTexts),
      implemented: stageSummary(status.implemented, withTexts),
      rewarded: stageSummary(status.rewarded, withTexts),
      replicated: {
        value: !!status.replicated?.value,
        type: status.replicated?.type ?? 'Not Replicated',
        from: withTexts ? (r.replicated_from ?? null) : null,
      },
    },
    duplicateOf: r.duplicate_of_number ? Number(r.duplicate_of_number) : null,
  };
}
