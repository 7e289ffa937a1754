import type { AnalyticsDashboard, SavingsRow } from '../schemas/analytics.js';
import type { BilingualName } from '../schemas/common.js';
import type { SpreadFigures } from '../schemas/spread.js';

/**
 * The dashboard's figures as tables: one per chart, with the same rows the chart draws. The web app shows them
 * as the charts' table view (and draws the charts from them); the server writes them to the .xlsx export.
 * Headers and labels are catalog keys ("ns:key"); each side translates them into the user's language.
 */
export type FigureKind = 'label' | 'unit' | 'month' | 'count' | 'amount' | 'percent' | 'days' | 'ratio';
export type FigureCell = string | number | null | { name: BilingualName };

export interface FigureColumn {
  header: string;
  kind: FigureKind;
}

export const FIGURE_TABLES = [
  'funnel',
  'ideasPerMonth',
  'savingsPerMonth',
  'savingsPerUnit',
  'participation',
  'cycleTime',
  'topImplemented',
  'topSavings',
  'kaizenTypes',
  'effects',
] as const;
export type FigureTableId = (typeof FIGURE_TABLES)[number];

export interface FigureTable {
  id: FigureTableId;
  columns: FigureColumn[];
  rows: FigureCell[][];
}

const col = (key: string, kind: FigureKind): FigureColumn => ({ header: `dashboard:columns.${key}`, kind });

const SAVINGS_COLUMNS = [
  col('estimatedHard', 'amount'),
  col('estimatedAvoidance', 'amount'),
  col('estimatedTotal', 'amount'),
  col('actualHard', 'amount'),
  col('actualAvoidance', 'amount'),
  col('actualTotal', 'amount'),
  col('cost', 'amount'),
  col('implemented', 'count'),
];
const savingsCells = (s: SavingsRow) => [
  s.estimated.hard,
  s.estimated.avoidance,
  s.estimated.total,
  s.actual.hard,
  s.actual.avoidance,
  s.actual.total,
  s.cost,
  s.implemented,
];

type Builders = { [K in FigureTableId]: (d: Required<AnalyticsDashboard>) => Omit<FigureTable, 'id'> };

const BUILDERS: Builders = {
  funnel: (d) => ({
    columns: [
      col('stage', 'label'),
      col('ideas', 'count'),
      col('share', 'percent'),
      col('rejected', 'count'),
      col('onHold', 'count'),
    ],
    rows: d.funnel.map((s) => [`dashboard:stages.${s.stage}`, s.count, s.share, s.rejected, s.onHold]),
  }),
  ideasPerMonth: (d) => {
    const stages = Object.keys(d.ideasPerMonth[0]?.stages ?? {}) as (keyof (typeof d.ideasPerMonth)[number]['stages'])[];
    return {
      columns: [
        col('month', 'month'),
        ...stages.map((s) => ({ header: `dashboard:stages.${s}`, kind: 'count' as const })),
        col('total', 'count'),
      ],
      rows: d.ideasPerMonth.map((m) => [m.month, ...stages.map((s) => m.stages[s]), m.total]),
    };
  },
  savingsPerMonth: (d) => ({
    columns: [col('month', 'month'), ...SAVINGS_COLUMNS],
    rows: [
      ...d.savings.months.map((m) => [m.month, ...savingsCells(m)]),
      ['dashboard:columns.total', ...savingsCells(d.savings.totals)],
    ],
  }),
  savingsPerUnit: (d) => ({
    columns: [col('unit', 'unit'), ...SAVINGS_COLUMNS],
    rows: d.savings.units.map((u) => [u.unit, ...savingsCells(u)]),
  }),
  participation: (d) => ({
    columns: [col('month', 'month'), col('participants', 'count')],
    rows: [
      ...d.participation.months.map((m) => [m.month, m.participants]),
      ['dashboard:columns.wholePeriod', d.participation.participants],
    ],
  }),
  cycleTime: (d) => ({
    columns: [col('stage', 'label'), col('medianDays', 'days'), col('ideas', 'count')],
    rows: d.cycleTime.map((c) => [`dashboard:cycle.${c.stage}`, c.medianDays, c.ideas]),
  }),
  topImplemented: (d) => ({
    columns: [col('unit', 'unit'), col('implemented', 'count'), col('actualTotal', 'amount')],
    rows: d.topUnits.byImplemented.map((u) => [u.unit, u.implemented, u.savings]),
  }),
  topSavings: (d) => ({
    columns: [col('unit', 'unit'), col('actualTotal', 'amount'), col('implemented', 'count')],
    rows: d.topUnits.bySavings.map((u) => [u.unit, u.savings, u.implemented]),
  }),
  kaizenTypes: (d) => ({
    columns: [col('kaizenType', 'label'), col('ideas', 'count')],
    rows: d.breakdown.kaizenTypes.map((k) => [`enums:kaizenTypes.${k.key}`, k.count]),
  }),
  effects: (d) => ({
    columns: [col('effect', 'label'), col('ideas', 'count')],
    rows: d.breakdown.effects.map((e) => [`enums:pqcdsm.${e.key}`, e.count]),
  }),
};

/** The chart families each table needs from the dashboard response. */
export const FIGURE_TABLE_SOURCE: Record<FigureTableId, keyof AnalyticsDashboard> = {
  funnel: 'funnel',
  ideasPerMonth: 'ideasPerMonth',
  savingsPerMonth: 'savings',
  savingsPerUnit: 'savings',
  participation: 'participation',
  cycleTime: 'cycleTime',
  topImplemented: 'topUnits',
  topSavings: 'topUnits',
  kaizenTypes: 'breakdown',
  effects: 'breakdown',
};

/** One table's figures, or undefined when the response lacks its chart family. */
export function figureTable(d: AnalyticsDashboard, id: FigureTableId): FigureTable | undefined {
  if (d[FIGURE_TABLE_SOURCE[id]] === undefined) return undefined;
  return { id, ...BUILDERS[id](d as Required<AnalyticsDashboard>) };
}

/** Whether a table has anything to show: at least one non-zero figure. */
export function hasFigures(table: FigureTable): boolean {
  return table.rows.some((row) =>
    row.some((cell, i) => table.columns[i].kind !== 'label' && typeof cell === 'number' && cell !== 0),
  );
}

const spreadCol = (key: string, kind: FigureKind): FigureColumn => ({ header: `spread:${key}`, kind });

/**
 * The dashboard's Spread view (issue 32) as two tables: its figures in one row, and each target unit's answer
 * to the ideas proposed to it. The server writes both to the export's Spread sheet.
 */
export function spreadTables(f: SpreadFigures): { figures: Omit<FigureTable, 'id'>; units: Omit<FigureTable, 'id'> } {
  return {
    figures: {
      columns: [
        spreadCol('dashboard.replicable', 'count'),
        spreadCol('dashboard.proposedIdeas', 'count'),
        spreadCol('dashboard.replications', 'count'),
        spreadCol('states.implemented', 'count'),
        spreadCol('states.declined', 'count'),
        spreadCol('dashboard.adoptionRate', 'percent'),
        spreadCol('dashboard.averageDays', 'days'),
        spreadCol('dashboard.originalSavings', 'amount'),
        spreadCol('dashboard.addedSavings', 'amount'),
      ],
      rows: [
        [
          f.replicable,
          f.proposedIdeas,
          f.replications,
          f.implemented,
          f.declined,
          f.adoptionRate,
          f.averageDaysToImplement,
          f.originalSavings,
          f.addedSavings,
        ],
      ],
    },
    units: {
      columns: [
        spreadCol('unit', 'unit'),
        spreadCol('dashboard.proposed', 'count'),
        spreadCol('states.implemented', 'count'),
        spreadCol('states.declined', 'count'),
        spreadCol('dashboard.adoptionRate', 'percent'),
        spreadCol('savings', 'amount'),
      ],
      rows: f.units.map((u) => [u.unit, u.proposed, u.implemented, u.declined, u.adoptionRate, u.savings]),
    },
  };
}
