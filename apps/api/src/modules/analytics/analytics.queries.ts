import type { Database } from '../../db/client.js';

/**
 * The dashboard's SQL: every figure is an aggregate computed by the database (GROUP BY, grouping sets,
 * percentile_cont), read from the columns and indexes of migration 0003_dashboard.sql. The service only folds
 * the few grouped rows into the response shape.
 *
 * Parameters shared by every statement: $1 start (inclusive) and $2 end (exclusive) of the period, $3 company,
 * $4 the unit filter, $5 the caller's unit scope (null = no restriction).
 */
export interface AnalyticsCriteria {
  start: string;
  end: string;
  company: string | null;
  unit: string | null;
  scopeUnit: string | null;
}

const params = (c: AnalyticsCriteria) => [c.start, c.end, c.company, c.unit, c.scopeUnit];

/** Rows with `at` in the period and within the company / unit filters and the caller's scope. */
const within = (at: string) => `${at} >= $1::timestamptz and ${at} < $2::timestamptz
  and ($3::uuid is null or company_id = $3::uuid)
  and ($4::uuid is null or factory_business_unit_id = $4::uuid)
  and ($5::uuid is null or factory_business_unit_id = $5::uuid)`;

const month = (at: string) => `date_trunc('month', ${at} at time zone 'UTC')`;

export interface PipelineRow {
  month: string;
  progress: number;
  blocked: 'rejected' | 'hold' | null;
  replicated: boolean;
  n: number;
}

export interface BreakdownRow {
  kind: 'kaizen' | 'effect';
  key: string;
  count: number;
}

export interface ParticipationRow {
  /** null on the row of the whole period */
  month: string | null;
  participants: number;
  on_sheet: number;
  sheet_size: number;
}

export interface CycleRow {
  stage: 'evaluation' | 'approval' | 'implementation';
  median_days: number | null;
  ideas: number;
}

export interface SavingsRow {
  kind: 'estimated' | 'actual';
  /** 1: by month, 2: by unit, 3: the whole period (grouping sets) */
  grp: 1 | 2 | 3;
  month: string | null;
  unit_id: string | null;
  unit_en: string | null;
  unit_ar: string | null;
  savings_type: string;
  amount: number;
  cost: number;
  n: number;
}

/** One grouping-sets aggregate of the savings recorded at `at` (approval or implementation) in the period. */
const savingsBranch = (kind: SavingsRow['kind'], at: string, minProgress: number, amount: string, cost: string) => `
  select '${kind}' as kind, ${month(at)} as m, factory_business_unit_id as unit_id, savings_type,
    sum(${amount}) as amount, sum(${cost}) as cost, count(*)::int as n,
    grouping(${month(at)}, factory_business_unit_id) as grp
  from ideas
  where progress >= ${minProgress} and ${within(at)}
  group by grouping sets ((${month(at)}, savings_type), (factory_business_unit_id, savings_type), (savings_type))`;

const cycleBranch = (stage: CycleRow['stage'], at: string, extra = '') => `
  select '${stage}' as stage, count(*)::int as ideas,
    percentile_cont(0.5) within group (order by date_part('epoch', ${at}) - date_part('epoch', created_at)) / 86400 as median_days
  from ideas where ${extra} ${within(at)}`;

export function createAnalyticsQueries(db: Database) {
  return {
    /** Ideas submitted in the period by month, progress, what stopped them and whether they were replicated. */
    pipeline: (c: AnalyticsCriteria) =>
      db.query<PipelineRow>(
        `select to_char(m, 'YYYY-MM') as month, progress, blocked, replicated, n from (
           select created_month as m, progress, blocked,
             replication_type in ('Fully Replicated', 'Partially Replicated') as replicated, count(*)::int as n
           from ideas where ${within('created_at')}
           group by 1, 2, 3, 4) g`,
        params(c),
      ),

    /** Ideas submitted in the period by kaizen type and by PQCDSM effect, from one scan. */
    breakdown: (c: AnalyticsCriteria) =>
      db.query<BreakdownRow>(
        `with g as (
           select kaizen_type, effect_on_pqcdsm, count(*)::int as n from ideas where ${within('created_at')} group by 1, 2)
         select 'kaizen' as kind, kaizen_type as key, sum(n)::int as count from g group by kaizen_type
         union all
         select 'effect', e, sum(n)::int from g, unnest(effect_on_pqcdsm) as e group by e`,
        params(c),
      ),

    /** Distinct employee codes of employees' ideas submitted in the period: by month, in all, and on the code sheet. */
    participation: async (c: AnalyticsCriteria): Promise<ParticipationRow[]> => {
      // created_month between the period's months lets the ordered index serve the range; created_at trims its ends
      const employees = `from ideas where idea_presenter_type = 'Employee'
        and created_month between date_trunc('month', $1::timestamptz at time zone 'UTC')::date
                              and date_trunc('month', $2::timestamptz at time zone 'UTC')::date
        and ${within('created_at')}`;
      const [months, whole] = await Promise.all([
        db.query<ParticipationRow>(
          `select to_char(created_month, 'YYYY-MM') as month, count(*)::int as participants, 0 as on_sheet, 0 as sheet_size
           from (select distinct created_month, employee_code ${employees}) d group by created_month`,
          params(c),
        ),
        db.query<ParticipationRow>(
          `select null as month, count(*)::int as participants, count(e.code)::int as on_sheet,
             (select count(*)::int from employee_codes) as sheet_size
           from (select distinct employee_code as code ${employees}) d left join employee_codes e on e.code = d.code`,
          params(c),
        ),
      ]);
      return [...months, ...whole];
    },

    /** Median days from submission to the evaluation decisions, approvals and implementations made in the period. */
    cycleTime: (c: AnalyticsCriteria) =>
      db.query<CycleRow>(
        `${cycleBranch('evaluation', 'evaluated_at')}
         union all ${cycleBranch('approval', 'approved_at', 'progress >= 2 and')}
         union all ${cycleBranch('implementation', 'implemented_at', 'progress >= 3 and')}`,
        params(c),
      ),

    /** Estimated savings of approvals and actual savings and cost of implementations in the period, by month, unit and in all. */
    savings: (c: AnalyticsCriteria) =>
      db.query<SavingsRow>(
        `select x.kind, x.grp::int as grp, to_char(x.m, 'YYYY-MM') as month, x.unit_id, u.name_en as unit_en, u.name_ar as unit_ar,
           x.savings_type, x.amount::float8 as amount, x.cost::float8 as cost, x.n
         from (${savingsBranch('estimated', 'approved_at', 2, 'estimated_savings', '0')}
           union all ${savingsBranch('actual', 'implemented_at', 3, 'savings', 'cost')}) x
         left join master_data u on u.id = x.unit_id`,
        params(c),
      ),

    /** Names of master-data records by id (the export's filter sheet). */
    names: (ids: string[]) =>
      db.query<{ id: string; name_en: string; name_ar: string }>(
        'select id, name_en, name_ar from master_data where id = any($1::uuid[])',
        [ids],
      ),

    /** Header count of ideas or users, within the caller's unit scope. */
    count: async (table: 'ideas' | 'users', scopeUnit: string | null) => {
      const [row] = await db.query<{ n: string }>(
        `select count(*) as n from ${table} where ($1::uuid is null or factory_business_unit_id = $1)`,
        [scopeUnit],
      );
      return Number(row.n);
    },
  };
}

export type AnalyticsQueries = ReturnType<typeof createAnalyticsQueries>;
