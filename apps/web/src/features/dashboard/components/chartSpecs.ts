import type { FigureTableId } from '@fikra/shared';

/**
 * How each figure table is drawn: every chart is bars (or a line) over the table's first column, with one
 * series per listed column, named by that column's header; `stack` groups series into one bar.
 */
export interface ChartSpec {
  kind: 'bar' | 'line';
  /** categories down the side (long names: locations, stages, types) instead of along the bottom */
  horizontal?: boolean;
  series: { column: number; stack?: string; color: string }[];
  /** a column whose figure is shown after the first series' value (the funnel's share of the previous step) */
  shareColumn?: number;
  /** catalog key of the value axis's name (the category axis is named by the table's first column) */
  valueAxis: string;
  /** rows whose first cell is a label key (a total or whole-period row) are figures, not chart points */
  skipLabelRows?: boolean;
}

const COLORS = {
  primary: '#0b6e4f',
  rejected: '#cf1322',
  hold: '#d48806',
  new: '#8c8c8c',
  evaluated: '#1677ff',
  approved: '#13a8a8',
  implemented: '#0b6e4f',
  rewarded: '#722ed1',
  estHard: '#95de64',
  estAvoid: '#87e8de',
  actHard: '#389e0d',
  actAvoid: '#08979c',
};

/** Estimated (hard + avoidance) and actual (hard + avoidance) savings as two stacked bars. */
const SAVINGS_SERIES: ChartSpec['series'] = [
  { column: 1, stack: 'estimated', color: COLORS.estHard },
  { column: 2, stack: 'estimated', color: COLORS.estAvoid },
  { column: 4, stack: 'actual', color: COLORS.actHard },
  { column: 5, stack: 'actual', color: COLORS.actAvoid },
];

export const CHART_SPECS: Record<FigureTableId, ChartSpec> = {
  funnel: {
    kind: 'bar',
    horizontal: true,
    series: [
      { column: 1, color: COLORS.primary },
      { column: 3, color: COLORS.rejected },
      { column: 4, color: COLORS.hold },
    ],
    shareColumn: 2,
    valueAxis: 'axes.ideas',
  },
  ideasPerMonth: {
    kind: 'bar',
    // columns: month, new, evaluated, approved, implemented, rewarded, onHold, rejected, total
    series: [
      COLORS.new,
      COLORS.evaluated,
      COLORS.approved,
      COLORS.implemented,
      COLORS.rewarded,
      COLORS.hold,
      COLORS.rejected,
    ].map((color, i) => ({ column: i + 1, stack: 'ideas', color })),
    valueAxis: 'axes.ideas',
  },
  savingsPerMonth: {
    kind: 'bar',
    series: SAVINGS_SERIES,
    valueAxis: 'axes.amount',
    skipLabelRows: true,
  },
  savingsPerUnit: {
    kind: 'bar',
    horizontal: true,
    series: SAVINGS_SERIES,
    valueAxis: 'axes.amount',
  },
  participation: {
    kind: 'line',
    series: [{ column: 1, color: COLORS.evaluated }],
    valueAxis: 'axes.employees',
    skipLabelRows: true,
  },
  cycleTime: { kind: 'bar', horizontal: true, series: [{ column: 1, color: COLORS.approved }], valueAxis: 'axes.days' },
  topImplemented: {
    kind: 'bar',
    horizontal: true,
    series: [{ column: 1, color: COLORS.implemented }],
    valueAxis: 'axes.ideas',
  },
  topSavings: {
    kind: 'bar',
    horizontal: true,
    series: [{ column: 1, color: COLORS.actHard }],
    valueAxis: 'axes.amount',
  },
  kaizenTypes: {
    kind: 'bar',
    horizontal: true,
    series: [{ column: 1, color: COLORS.evaluated }],
    valueAxis: 'axes.ideas',
  },
  effects: { kind: 'bar', horizontal: true, series: [{ column: 1, color: COLORS.rewarded }], valueAxis: 'axes.ideas' },
};
