import type { IdeaHistoryEntry, IdeaOutput, NamedRef, Priority, ReplicationType } from '@fikra/shared';
import type { Database, Tx } from './client.js';

/** Hierarchy references of an idea: output field, column, and the alias used in IDEA_SELECT. */
export const IDEA_REFS = [
  ['company', 'company_id', 'co'],
  ['factoryBusinessUnit', 'factory_business_unit_id', 'fb'],
  ['areaSection', 'area_section_id', 'ar'],
  ['AICMinibusiness', 'aic_minibusiness_id', 'ai'],
  ['department', 'department_id', 'de'],
  ['stage', 'stage_id', 'st'],
  ['firstCut', 'first_cut_id', 'fc'],
  ['secondCut', 'second_cut_id', 'sc'],
] as const;

/**
 * Every idea column plus each reference's names (`<alias>_en`, `<alias>_ar`); add `join`/`where`/`order by`
 * after it. Alias of ideas: i. The names are scalar subqueries, not eight left joins: eight joins cost
 * PostgreSQL 3-100 ms of planning per query (join-order search), the subqueries well under 1 ms.
 */
export const IDEA_SELECT = `select i.*, ${IDEA_REFS.map(
  ([, col, a]) =>
    `(select m.name_en from master_data m where m.id = i.${col}) as ${a}_en, (select m.name_ar from master_data m where m.id = i.${col}) as ${a}_ar`,
).join(', ')}
  from ideas i`;

export type IdeaRow = Record<string, unknown> & { id: string };

const iso = (d: unknown) => (d ? new Date(d as string).toISOString() : '');
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

export function toIdeaOutput(r: IdeaRow): IdeaOutput {
  const ref = (col: string, alias: string): NamedRef | null =>
    r[col]
      ? { _id: r[col] as string, name: { en: (r[`${alias}_en`] as string) ?? '', ar: (r[`${alias}_ar`] as string) ?? '' } }
      : null;
  const refs = Object.fromEntries(IDEA_REFS.map(([field, col, alias]) => [field, ref(col, alias)]));
  return {
    _id: r.id,
    ideaNumber: Number(r.idea_number),
    ideaText: r.idea_text as string,
    ideaDesc: r.idea_desc as string,
    ideaPresenterType: r.idea_presenter_type as IdeaOutput['ideaPresenterType'],
    employeeName: r.employee_name as string,
    employeeCode: r.employee_code as string,
    employeePhone: (r.employee_phone as string) ?? null,
    ...(refs as Pick<IdeaOutput, (typeof IDEA_REFS)[number][0]>),
    quarter: r.quarter as string,
    year: Number(r.year),
    date: iso(r.created_at),
    kaizenType: r.kaizen_type as string,
    effectOnPQCDSM: (r.effect_on_pqcdsm as string[]) ?? [],
    estimatedAnualSavings: num(r.estimated_annual_savings),
    filesRelated: (r.files_related as IdeaOutput['filesRelated']) ?? [],
    operatorImg: (r.operator_img as IdeaOutput['operatorImg']) ?? [],
    imported: !!r.imported,
    ideaCode: (r.idea_code as string) ?? null,
    status: r.status as IdeaOutput['status'],
    replicationStatus: r.replication_type as ReplicationType,
    totalTicks: num(r.total_ticks),
    priority: r.priority as Priority,
    evaluatedBy: (r.evaluated_by as string) ?? null,
    approvedBy: (r.approved_by as string) ?? null,
    cost: num(r.cost),
    savings: num(r.savings),
    ROI: r.roi === null || r.roi === undefined ? null : Number(r.roi),
    reward: num(r.reward),
    canBeReplicated: !!r.can_be_replicated,
    replicatedFrom: (r.replicated_from as string) ?? null,
    hasScore: (r.has_score as IdeaOutput['hasScore']) ?? { value: false },
    opl: (r.opl as IdeaOutput['opl']) ?? null,
    version: Number(r.version),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

export function createIdeasRepository(db: Database | Tx) {
  return {
    async findById(id: string): Promise<IdeaOutput | undefined> {
      const [row] = await db.query<IdeaRow>(`${IDEA_SELECT} where i.id = $1`, [id]);
      return row ? toIdeaOutput(row) : undefined;
    },
    /** Locks the idea row for an update inside a transaction. */
    async lockForUpdate(id: string) {
      const [row] = await db.query<IdeaRow>('select * from ideas where id = $1 for update', [id]);
      return row;
    },
    async history(id: string): Promise<IdeaHistoryEntry[]> {
      const rows = await db.query<{
        id: string;
        at: Date;
        user_name: string | null;
        stage: string;
        decision: string | null;
        changes: Record<string, unknown>;
      }>('select * from idea_history where idea_id = $1 order by at, id', [id]);
      return rows.map((h) => ({
        _id: h.id,
        at: iso(h.at),
        userName: h.user_name,
        stage: h.stage,
        decision: h.decision,
        changes: h.changes,
      }));
    },
    async appendHistory(entry: {
      ideaId: string;
      userId?: string | null;
      userName?: string | null;
      stage: string;
      decision?: string | null;
      changes: Record<string, unknown>;
    }) {
      await db.query(
        'insert into idea_history (idea_id, user_id, user_name, stage, decision, changes) values ($1,$2,$3,$4,$5,$6)',
        [
          entry.ideaId,
          entry.userId ?? null,
          entry.userName ?? null,
          entry.stage,
          entry.decision ?? null,
          JSON.stringify(entry.changes),
        ],
      );
    },
  };
}
