import {
  ANALYTICS_METRICS,
  type AnalyticsCount,
  type AnalyticsDashboard,
  type AnalyticsDashboardQuery,
  type AnalyticsFilters,
  type AnalyticsMetric,
  dashboardCountScopeOf,
  dashboardScopeOf,
  type Language,
  monthsOf,
  type SpreadFigures,
} from '@fikra/shared';
import { recordsRepository } from '../../data/records.repository.js';
import type { Database } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth.js';
import { dashboardWorkbook } from './analytics.export.js';
import {
  breakdownOf,
  cycleTimeOf,
  funnelOf,
  ideasPerMonthOf,
  participationOf,
  savingsOf,
  topUnitsOf,
} from './analytics.figures.js';
import { type AnalyticsCriteria, type AnalyticsQueries, createAnalyticsQueries } from './analytics.queries.js';
import { spreadFigures, spreadRows } from './analytics.spread.js';

const nextDay = (day: string) => new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);

type ChartQuery = 'pipeline' | 'savings' | 'participation' | 'cycleTime' | 'breakdown';

/** Which query each chart family reads; families sharing a query run it once. */
const SOURCE: Record<AnalyticsMetric, ChartQuery> = {
  funnel: 'pipeline',
  ideasPerMonth: 'pipeline',
  savings: 'savings',
  topUnits: 'savings',
  participation: 'participation',
  cycleTime: 'cycleTime',
  breakdown: 'breakdown',
};

type Rows<K extends ChartQuery> = Awaited<ReturnType<AnalyticsQueries[K]>>;

const RECORD_KIND_OF_COUNT = { clients: 'client', projects: 'project', assessments: 'assessment' } as const;

/**
 * The dashboard's figures for one caller (dashboardScopeOf): managers see the whole company, everyone else only
 * their factory business unit, on top of whatever they filter; one without a unit gets no chart figures.
 */
export function createAnalyticsService(db: Database) {
  const queries = createAnalyticsQueries(db);

  /** The statements' criteria: the period, the filters and the caller's unit scope (dashboardScopeOf). */
  const criteriaOf = (filters: AnalyticsFilters, scope: string | null | undefined): AnalyticsCriteria => ({
    start: `${filters.from}T00:00:00.000Z`,
    end: `${nextDay(filters.to)}T00:00:00.000Z`,
    company: filters.company ?? null,
    unit: filters.factoryBusinessUnit ?? null,
    scopeUnit: scope ?? null,
  });

  async function dashboard(user: AuthUser, query: AnalyticsDashboardQuery): Promise<AnalyticsDashboard> {
    const { metrics, ...filters } = query;
    const scope = dashboardScopeOf(user);
    const criteria = criteriaOf(filters, scope);
    const sources = [...new Set(metrics.map((m) => SOURCE[m]))];
    const results = await Promise.all(sources.map(async (s) => [s, scope === null ? [] : await queries[s](criteria)] as const));
    const rows = Object.fromEntries(results) as { [K in ChartQuery]: Rows<K> };
    const months = monthsOf(filters.from, filters.to);
    const build: { [M in AnalyticsMetric]: () => AnalyticsDashboard[M] } = {
      funnel: () => funnelOf(rows.pipeline),
      ideasPerMonth: () => ideasPerMonthOf(rows.pipeline, months),
      savings: () => savingsOf(rows.savings, months),
      topUnits: () => topUnitsOf(rows.savings),
      participation: () => participationOf(rows.participation, months),
      cycleTime: () => cycleTimeOf(rows.cycleTime),
      breakdown: () => breakdownOf(rows.breakdown),
    };
    return {
      filters: echo(filters),
      scopeUnit: scope ?? null,
      months,
      ...Object.fromEntries(metrics.map((m) => [m, build[m]()])),
    };
  }

  /** The Spread view (issue 32): how the ideas implemented in the period spread, within the caller's scope. */
  async function spread(user: AuthUser, filters: AnalyticsFilters): Promise<SpreadFigures> {
    const scope = dashboardScopeOf(user);
    return spreadFigures(await spreadRows(db, scope === null ? null : criteriaOf(filters, scope)));
  }

  return {
    async count(user: AuthUser, what: AnalyticsCount): Promise<number> {
      if (what === 'ideas' || what === 'users') {
        const scope = dashboardCountScopeOf(user);
        return scope === null ? 0 : queries.count(what, scope ?? null);
      }
      // clients, projects and assessments belong to no factory business unit: everyone allowed sees the total
      return recordsRepository(db).count(RECORD_KIND_OF_COUNT[what]);
    },

    dashboard,

    spread,

    /** Every chart's figures and the Spread view for these filters as an .xlsx in `lang`, in the same scope. */
    async workbook(user: AuthUser, filters: AnalyticsFilters, lang: Language): Promise<Buffer> {
      const d = await dashboard(user, { ...filters, metrics: [...ANALYTICS_METRICS] });
      const spreadView = await spread(user, filters);
      const ids = [filters.company, filters.factoryBusinessUnit].filter((id): id is string => !!id);
      const names = new Map(
        (ids.length ? await queries.names(ids) : []).map((n) => [n.id, lang === 'ar' ? n.name_ar : n.name_en]),
      );
      return dashboardWorkbook(d, spreadView, {
        lang,
        company: filters.company ? (names.get(filters.company) ?? null) : null,
        unit: filters.factoryBusinessUnit ? (names.get(filters.factoryBusinessUnit) ?? null) : null,
      });
    },
  };
}

const echo = (f: AnalyticsFilters) => ({
  company: f.company ?? null,
  factoryBusinessUnit: f.factoryBusinessUnit ?? null,
  from: f.from,
  to: f.to,
});

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
