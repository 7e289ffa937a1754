import { z } from 'zod';
import { MESSAGES, messageText } from '../messages.js';
import { countResponse, isSearchableText, isStorableDate, refOutput, uuid } from './common.js';

/**
 * The dashboard's analytics (spec §2, §7; issue 15): the header counts and the charts, every chart
 * parameterised by the same filters. Dates are calendar days in UTC; months are 'YYYY-MM'.
 */

/** GET /v1/analytics/<name> -> { count }, scoped to a unit-scoped caller's factory business unit. */
export const ANALYTICS_COUNTS = ['ideas', 'users', 'clients', 'projects', 'assessments'] as const;
export type AnalyticsCount = (typeof ANALYTICS_COUNTS)[number];
export const analyticsCountResponse = countResponse;

/** The chart families one request may ask for (`metrics`); all of them when left out. */
export const ANALYTICS_METRICS = [
  'funnel',
  'ideasPerMonth',
  'savings',
  'participation',
  'cycleTime',
  'topUnits',
  'breakdown',
] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];

/** Funnel steps; each step's share is of the step it follows (`shareOf`): replication follows implementation. */
export const FUNNEL_STAGES = ['submitted', 'evaluated', 'approved', 'implemented', 'rewarded', 'replicated'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];
export const FUNNEL_SHARE_OF: Record<FunnelStage, FunnelStage | null> = {
  submitted: null,
  evaluated: 'submitted',
  approved: 'evaluated',
  implemented: 'approved',
  rewarded: 'implemented',
  replicated: 'implemented',
};

/** Where an idea stands now: the last stage it passed, or stopped (rejected, on hold) at the next one. */
export const CURRENT_STAGES = ['new', 'evaluated', 'approved', 'implemented', 'rewarded', 'onHold', 'rejected'] as const;
export type CurrentStage = (typeof CURRENT_STAGES)[number];

/** Cycle times are measured from submission to these decisions. */
export const CYCLE_STAGES = ['evaluation', 'approval', 'implementation'] as const;
export type CycleStage = (typeof CYCLE_STAGES)[number];

export const TOP_UNITS_LIMIT = 10;
/** The longest period one request may cover. */
export const MAX_PERIOD_DAYS = 3660;

export const ANALYTICS_MESSAGES = {
  fromAfterTo: MESSAGES.fromAfterTo,
  periodTooLong: MESSAGES.periodTooLong,
  unknownMetric: messageText('metricsOneOf', { values: ANALYTICS_METRICS.join(', ') }),
} as const;

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The default period: from the first day of the month eleven months before `to`'s month, to `to` (today). */
export function defaultPeriod(today: Date = new Date(), to?: string): { from: string; to: string } {
  const end = to ?? isoDay(today);
  const [y, m] = end.split('-').map(Number);
  return { from: isoDay(new Date(Date.UTC(y, m - 1 - 11, 1))), to: end };
}

/** Every month the period touches, oldest first ('YYYY-MM'). */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  while (y < ty || (y === ty && m <= tm)) {
    months.push(`${y}-${String(m).padStart(2, '0')}`);
    m = m === 12 ? 1 : m + 1;
    if (m === 1) y++;
  }
  return months;
}

const day = z.iso.date({ error: MESSAGES.invalidDate }).refine(isStorableDate, MESSAGES.invalidDate);

/** The filters every chart and the export take; unknown keys are refused. */
const filterShape = {
  company: uuid.optional(),
  factoryBusinessUnit: uuid.optional(),
  from: day.optional(),
  to: day.optional(),
};

/** Fills the default period and checks it; `from`/`to` are inclusive days. */
function resolvePeriod<T extends { from?: string; to?: string }>(q: T, ctx: z.RefinementCtx) {
  const { from, to } = { ...defaultPeriod(new Date(), q.to), ...(q.from ? { from: q.from } : {}) };
  if (from > to) ctx.addIssue({ code: 'custom', path: ['from'], message: ANALYTICS_MESSAGES.fromAfterTo });
  else if ((Date.parse(to) - Date.parse(from)) / DAY_MS > MAX_PERIOD_DAYS)
    ctx.addIssue({ code: 'custom', path: ['from'], message: ANALYTICS_MESSAGES.periodTooLong });
  return { ...q, from, to };
}

export const analyticsFilters = z.strictObject(filterShape).transform(resolvePeriod);
export type AnalyticsFilters = z.output<typeof analyticsFilters>;
/** What a client sends (the URL of the dashboard carries the same keys). */
export type AnalyticsFiltersInput = z.input<typeof analyticsFilters>;

const metricList = z
  .string()
  .max(200)
  .refine(isSearchableText, MESSAGES.invalidCharacters)
  .transform((s) => [
    ...new Set(
      s
        .split(',')
        .map((m) => m.trim())
        .filter(Boolean),
    ),
  ])
  .refine((list) => list.length > 0 && list.every((m) => (ANALYTICS_METRICS as readonly string[]).includes(m)), {
    message: ANALYTICS_MESSAGES.unknownMetric,
  })
  .transform((list) => list as AnalyticsMetric[]);

/** GET /v1/analytics/dashboard: the filters plus `metrics` (comma-separated; default every family). */
export const analyticsDashboardQuery = z
  .strictObject({ ...filterShape, metrics: metricList.optional() })
  .transform(resolvePeriod)
  .transform((q) => ({ ...q, metrics: q.metrics ?? [...ANALYTICS_METRICS] }));
export type AnalyticsDashboardQuery = z.output<typeof analyticsDashboardQuery>;

/** GET /v1/analytics/export: the filters plus the language of the workbook. */
export const analyticsExportQuery = z
  .strictObject({ ...filterShape, lang: z.enum(['ar', 'en']).optional() })
  .transform(resolvePeriod);

// ---- responses ---------------------------------------------------------------------------------------

const count = z.number().int().min(0);
const amount = z.number();
/** Hard saving vs cost avoidance, and their sum. */
const savingsSplit = z.object({ hard: amount, avoidance: amount, total: amount });

const funnelStep = z.object({
  stage: z.enum(FUNNEL_STAGES),
  count,
  /** count / count of `shareOf` (0..1); null for the first step or when the base is 0 */
  share: z.number().nullable(),
  shareOf: z.enum(FUNNEL_STAGES).nullable(),
  /** decided and not accepted at this stage; null where the stage has no such decision (replicated) */
  rejected: count.nullable(),
  onHold: count.nullable(),
});

const stageCounts = z.object(Object.fromEntries(CURRENT_STAGES.map((s) => [s, count])) as Record<CurrentStage, typeof count>);

const savingsRow = z.object({ estimated: savingsSplit, actual: savingsSplit, cost: amount, implemented: count });

const unitFigures = savingsRow.extend({ unit: refOutput.nullable() });

const topUnit = z.object({ unit: refOutput.nullable(), implemented: count, savings: amount });

export const analyticsDashboardResponse = z.object({
  /** the filters applied, with the default period filled in */
  filters: z.object({
    company: z.string().nullable(),
    factoryBusinessUnit: z.string().nullable(),
    from: z.string(),
    to: z.string(),
  }),
  /** the caller sees only this factory business unit (MBUL, KEY_OWNER); null: no restriction */
  scopeUnit: z.string().nullable(),
  months: z.array(z.string()),
  /** ideas submitted in the period, by how far they got */
  funnel: z.array(funnelStep).optional(),
  /** ideas submitted each month, by where they stand now */
  ideasPerMonth: z.array(z.object({ month: z.string(), total: count, stages: stageCounts })).optional(),
  /** estimated savings by approval date, actual savings (and cost) by implementation date */
  savings: z
    .object({
      months: z.array(savingsRow.extend({ month: z.string() })),
      units: z.array(unitFigures),
      totals: savingsRow.extend({ roi: z.number().nullable() }),
    })
    .optional(),
  /** distinct employee codes among the ideas submitted by employees */
  participation: z
    .object({
      months: z.array(z.object({ month: z.string(), participants: count })),
      participants: count,
      /** null when no employee code sheet has been uploaded */
      sheet: z.object({ employees: count, participants: count, share: z.number() }).nullable(),
    })
    .optional(),
  /** median days from submission to each decision taken in the period */
  cycleTime: z.array(z.object({ stage: z.enum(CYCLE_STAGES), medianDays: z.number().nullable(), ideas: count })).optional(),
  /** units with the most ideas implemented in the period, and with the most actual savings */
  topUnits: z.object({ byImplemented: z.array(topUnit), bySavings: z.array(topUnit) }).optional(),
  /** ideas submitted in the period by kaizen type and by PQCDSM effect (an idea may have several effects) */
  breakdown: z
    .object({
      kaizenTypes: z.array(z.object({ key: z.string(), count })),
      effects: z.array(z.object({ key: z.string(), count })),
    })
    .optional(),
});
export type AnalyticsDashboard = z.infer<typeof analyticsDashboardResponse>;
export type FunnelStep = z.infer<typeof funnelStep>;
export type SavingsRow = z.infer<typeof savingsRow>;
export type TopUnit = z.infer<typeof topUnit>;
