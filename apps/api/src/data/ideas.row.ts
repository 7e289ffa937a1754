import type {
  CompanyRef,
  FileRef,
  HierarchyField,
  IdeaOutput,
  IdeaStatus,
  Priority,
  PublicIdeaStatus,
  ReplicationType,
} from '@fikra/shared';
import type { Tx } from '../db/client.js';
import { iso, num } from './sql.js';

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
  const ref = (col: RefColumn): CompanyRef | null => {
    const id = r[col];
    const name = id ? names.get(id) : undefined;
    return id ? { _id: id, name: { en: name?.name_en ?? '', ar: name?.name_ar ?? '' } } : null;
  };
  const refs = Object.fromEntries(IDEA_REFS.map(([field, col]) => [field, ref(col)]));
  if (refs.company) refs.company = { ...refs.company, logo: names.get(r.company_id!)?.logo_file_id ?? null };
  return {
    _id: r.id,
    ideaNumber: Number(r.idea_number),
    ideaText: r.idea_text,
    ideaDesc: r.idea_desc,
    ideaPresenterType: r.idea_presenter_type as IdeaOutput['ideaPresenterType'],
    employeeName: r.employee_name,
    employeeCode: r.employee_code,
    employeePhone: r.employee_phone ?? null,
    ...(refs as Pick<IdeaOutput, HierarchyField>),
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
    status: r.status,
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
    hasScore: r.has_score ?? { value: false },
    opl: r.opl ?? null,
    version: Number(r.version),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

type StageLike = { value?: boolean; accepted?: boolean | 'hold'; reasonOfDenial?: string; reasonOfHold?: string } | undefined;

/** A stage's decision, and its reason only where the public should read it (a rejection or a hold). */
function stageSummary(s: StageLike) {
  const value = !!s?.value;
  const accepted = s?.accepted ?? true;
  return {
    value,
    accepted,
    ...(value && accepted === false && s?.reasonOfDenial ? { reasonOfDenial: s.reasonOfDenial } : {}),
    ...(accepted === 'hold' && s?.reasonOfHold ? { reasonOfHold: s.reasonOfHold } : {}),
  };
}

/** The public view of an idea (status lookup by employee code or number). */
export function toPublicIdeaStatus(
  r: Pick<IdeaTableRow, 'id' | 'idea_number' | 'idea_text' | 'status' | 'replicated_from'> & {
    duplicate_of_number?: string | number | null;
  },
): PublicIdeaStatus {
  const status = r.status;
  return {
    _id: r.id,
    ideaNumber: Number(r.idea_number),
    ideaText: r.idea_text,
    status: {
      evaluated: stageSummary(status.evaluated),
      approved: stageSummary(status.approved),
      implemented: stageSummary(status.implemented),
      rewarded: stageSummary(status.rewarded),
      replicated: {
        value: !!status.replicated?.value,
        type: status.replicated?.type ?? 'Not Replicated',
        from: r.replicated_from ?? null,
      },
    },
    duplicateOf: r.duplicate_of_number ? Number(r.duplicate_of_number) : null,
  };
}
