import {
  DECISION_STAGES,
  type IdeaCompactRow,
  type IdeaExpandedRow,
  type IdeaListView,
  type StageDecision,
  stageDecision,
} from '@fikra/shared';
import { iso, num } from './sql.js';

/**
 * The columns of the ideas list's views (issue 17, decision 020), on `ideas i`: only what the compact or the
 * expanded table shows, the status document's few fields the badges need taken out of it in SQL.
 */
const STAGE_COLUMNS = DECISION_STAGES.flatMap((s) => [
  `i.${s}_value as ${s}_value`,
  `i.status->'${s}'->'accepted' as ${s}_accepted`,
  `nullif(i.status->'${s}'->>'reasonOfDenial', '') as ${s}_denial`,
  `nullif(i.status->'${s}'->>'reasonOfHold', '') as ${s}_hold`,
]);

const COMPACT_COLUMNS = [
  'i.id',
  'i.idea_number',
  'i.idea_text',
  'i.employee_name',
  'i.factory_business_unit_id',
  ...STAGE_COLUMNS,
  'i.replication_type',
  "nullif(i.files_related, '[]'::jsonb) as files_related",
  "i.operator_img->0->>'_id' as operator_img_id",
  "i.status->'implemented'->'before'->0->>'_id' as before_id",
  "i.status->'implemented'->'after'->0->>'_id' as after_id",
];

const EXPANDED_COLUMNS = [
  ...COMPACT_COLUMNS,
  'i.area_section_id',
  'i.effect_on_pqcdsm',
  'i.employee_code',
  'i.kaizen_type',
  'i.estimated_annual_savings',
  'i.created_at',
  'i.replicated_from',
  'i.total_ticks',
  'i.priority',
  'i.evaluated_by',
  "i.status->'approved'->'estimatedSavings' as manager_savings",
  'i.approved_by',
  'i.cost',
  'i.savings',
  'i.roi',
  'i.reward',
];

/**
 * The master data whose names a view's rows show: column and alias. One or two joins by primary key in the
 * page's own statement (a round trip fewer than the full record's batched lookup; so few joins plan quickly).
 */
const VIEW_REFS: Record<IdeaListView, [column: string, alias: string][]> = {
  compact: [['factory_business_unit_id', 'fb']],
  expanded: [
    ['factory_business_unit_id', 'fb'],
    ['area_section_id', 'ar'],
  ],
};

const nameColumns = (view: IdeaListView) =>
  VIEW_REFS[view].flatMap(([, a]) => [`${a}.name_en as ${a}_en`, `${a}.name_ar as ${a}_ar`]);

/** The select list of a view's rows on `ideas i` with VIEW_JOINS. */
export const VIEW_COLUMNS: Record<IdeaListView, string> = {
  compact: [...COMPACT_COLUMNS, ...nameColumns('compact')].join(', '),
  expanded: [...EXPANDED_COLUMNS, ...nameColumns('expanded')].join(', '),
};

export const VIEW_JOINS: Record<IdeaListView, string> = {
  compact: VIEW_REFS.compact.map(([c, a]) => `left join master_data ${a} on ${a}.id = i.${c}`).join(' '),
  expanded: VIEW_REFS.expanded.map(([c, a]) => `left join master_data ${a} on ${a}.id = i.${c}`).join(' '),
};

/** The names the page's rows refer to, by id, each once. */
export function pageNames(view: IdeaListView, rows: ViewRow[]): Record<string, { en: string; ar: string }> {
  const names: Record<string, { en: string; ar: string }> = {};
  for (const row of rows)
    for (const [column, alias] of VIEW_REFS[view]) {
      const id = row[column] as string | null;
      if (id) names[id] = { en: row[`${alias}_en`] as string, ar: row[`${alias}_ar`] as string };
    }
  return names;
}

export type ViewRow = Record<string, unknown>;

export function compactRow(r: ViewRow): IdeaCompactRow {
  const reasons: Partial<Record<(typeof DECISION_STAGES)[number], string>> = {};
  const decisions = DECISION_STAGES.map((s): StageDecision => {
    const decision = stageDecision({ value: !!r[`${s}_value`], accepted: (r[`${s}_accepted`] ?? true) as boolean | 'hold' });
    const reason = decision === 'rejected' ? r[`${s}_denial`] : decision === 'hold' ? r[`${s}_hold`] : null;
    if (reason) reasons[s] = reason as string;
    return decision;
  });
  return {
    _id: r.id as string,
    ideaNumber: Number(r.idea_number),
    ideaText: r.idea_text as string,
    employeeName: r.employee_name as string,
    factoryBusinessUnit: (r.factory_business_unit_id as string | null) ?? null,
    decisions,
    replicationStatus: r.replication_type as string,
    ...(Object.keys(reasons).length ? { reasons } : {}),
    ...(r.files_related ? { filesRelated: r.files_related as IdeaCompactRow['filesRelated'] } : {}),
    ...(r.operator_img_id ? { operatorImg: r.operator_img_id as string } : {}),
    ...(r.before_id ? { before: r.before_id as string } : {}),
    ...(r.after_id ? { after: r.after_id as string } : {}),
  };
}

function expandedRow(r: ViewRow): IdeaExpandedRow {
  const manager = (r.manager_savings ?? {}) as { amount?: number; type?: string };
  return {
    ...compactRow(r),
    areaSection: (r.area_section_id as string | null) ?? null,
    effectOnPQCDSM: (r.effect_on_pqcdsm as string[] | null) ?? [],
    employeeCode: r.employee_code as string,
    kaizenType: r.kaizen_type as string,
    estimatedAnualSavings: num(r.estimated_annual_savings as string),
    createdAt: iso(r.created_at as Date),
    replicatedFrom: (r.replicated_from as string | null) ?? null,
    totalTicks: num(r.total_ticks as number),
    priority: r.priority as string,
    evaluatedBy: (r.evaluated_by as string | null) ?? null,
    managerSavings: { amount: num(manager.amount ?? 0), type: manager.type ?? 'Hard Saving' },
    approvedBy: (r.approved_by as string | null) ?? null,
    cost: num(r.cost as string),
    savings: num(r.savings as string),
    ROI: r.roi === null || r.roi === undefined ? null : Number(r.roi),
    reward: num(r.reward as string),
  };
}

export const toViewRow: Record<IdeaListView, (r: ViewRow) => IdeaCompactRow | IdeaExpandedRow> = {
  compact: compactRow,
  expanded: expandedRow,
};
