import {
  type AnalyticsDashboard,
  CURRENT_STAGES,
  type CurrentStage,
  FUNNEL_SHARE_OF,
  FUNNEL_STAGES,
  type FunnelStage,
  type FunnelStep,
  KAIZEN_TYPES,
  PQCDSM,
  type SavingsRow as SavingsFigures,
  TOP_UNITS_LIMIT,
  type TopUnit,
} from '@fikra/shared';
import type { BreakdownRow, CycleRow, ParticipationRow, PipelineRow, SavingsRow } from './analytics.queries.js';

/**
 * Folds the grouped rows of analytics.queries.ts (tens to hundreds of rows, never one per idea) into the
 * response shape of packages/shared/src/schemas/analytics.ts.
 */

type Dashboard = Required<AnalyticsDashboard>;
const sum = <T>(rows: readonly T[], value: (r: T) => number) => rows.reduce((s, r) => s + value(r), 0);
const DECISION_STAGES: FunnelStage[] = ['evaluated', 'approved', 'implemented', 'rewarded'];
const PASSED_STAGE: CurrentStage[] = ['new', 'evaluated', 'approved', 'implemented', 'rewarded'];

export function funnelOf(rows: PipelineRow[]): Dashboard['funnel'] {
  const counts: Record<FunnelStage, number> = {
    submitted: sum(rows, (r) => r.n),
    ...(Object.fromEntries(DECISION_STAGES.map((stage, i) => [stage, sum(rows, (r) => (r.progress > i ? r.n : 0))])) as Record<
      Exclude<FunnelStage, 'submitted' | 'replicated'>,
      number
    >),
    replicated: sum(rows, (r) => (r.replicated ? r.n : 0)),
  };
  /** ideas that passed the stage before `stage` and were stopped at it */
  const stoppedAt = (stage: FunnelStage, blocked: 'rejected' | 'hold') => {
    const i = DECISION_STAGES.indexOf(stage);
    return i < 0 ? null : sum(rows, (r) => (r.progress === i && r.blocked === blocked ? r.n : 0));
  };
  return FUNNEL_STAGES.map((stage): FunnelStep => {
    const shareOf = FUNNEL_SHARE_OF[stage];
    const base = shareOf ? counts[shareOf] : 0;
    return {
      stage,
      count: counts[stage],
      share: shareOf && base > 0 ? counts[stage] / base : null,
      shareOf,
      rejected: stoppedAt(stage, 'rejected'),
      onHold: stoppedAt(stage, 'hold'),
    };
  });
}

const currentStage = (r: PipelineRow): CurrentStage =>
  r.blocked === 'rejected' ? 'rejected' : r.blocked === 'hold' ? 'onHold' : PASSED_STAGE[r.progress];

export function ideasPerMonthOf(rows: PipelineRow[], months: string[]): Dashboard['ideasPerMonth'] {
  return months.map((month) => {
    const stages = Object.fromEntries(CURRENT_STAGES.map((s) => [s, 0])) as Record<CurrentStage, number>;
    for (const r of rows) if (r.month === month) stages[currentStage(r)] += r.n;
    return { month, total: sum(CURRENT_STAGES, (s) => stages[s]), stages };
  });
}

const emptyFigures = (): SavingsFigures => ({
  estimated: { hard: 0, avoidance: 0, total: 0 },
  actual: { hard: 0, avoidance: 0, total: 0 },
  cost: 0,
  implemented: 0,
});

/** Adds one grouped savings row (one savings type) to a month's, unit's or the period's figures. */
function addSavings(into: SavingsFigures, r: SavingsRow) {
  const split = into[r.kind];
  split[r.savings_type === 'Cost Avoidance' ? 'avoidance' : 'hard'] += r.amount;
  split.total += r.amount;
  if (r.kind === 'actual') {
    into.cost += r.cost;
    into.implemented += r.n;
  }
}

const unitRef = (r: SavingsRow) => (r.unit_id ? { _id: r.unit_id, name: { en: r.unit_en ?? '', ar: r.unit_ar ?? '' } } : null);

function figuresByUnit(rows: SavingsRow[]) {
  const units = new Map<string | null, SavingsFigures & { unit: ReturnType<typeof unitRef> }>();
  for (const r of rows.filter((row) => row.grp === 2)) {
    const entry = units.get(r.unit_id) ?? { unit: unitRef(r), ...emptyFigures() };
    addSavings(entry, r);
    units.set(r.unit_id, entry);
  }
  return [...units.values()];
}

export function savingsOf(rows: SavingsRow[], months: string[]): Dashboard['savings'] {
  const byMonth = new Map(months.map((m) => [m, emptyFigures()]));
  const totals = emptyFigures();
  for (const r of rows) {
    if (r.grp === 1 && r.month) {
      const figures = byMonth.get(r.month);
      if (figures) addSavings(figures, r);
    } else if (r.grp === 3) addSavings(totals, r);
  }
  return {
    months: months.map((month) => ({ month, ...(byMonth.get(month) as SavingsFigures) })),
    units: figuresByUnit(rows).sort((a, b) => b.actual.total - a.actual.total || b.estimated.total - a.estimated.total),
    totals: { ...totals, roi: totals.cost > 0 ? totals.actual.total / totals.cost : null },
  };
}

export function topUnitsOf(rows: SavingsRow[]): Dashboard['topUnits'] {
  const units: TopUnit[] = figuresByUnit(rows.filter((r) => r.kind === 'actual')).map((u) => ({
    unit: u.unit,
    implemented: u.implemented,
    savings: u.actual.total,
  }));
  const name = (u: TopUnit) => u.unit?.name.en ?? '';
  return {
    byImplemented: [...units]
      .sort((a, b) => b.implemented - a.implemented || b.savings - a.savings || name(a).localeCompare(name(b)))
      .slice(0, TOP_UNITS_LIMIT),
    bySavings: units
      .filter((u) => u.savings > 0)
      .sort((a, b) => b.savings - a.savings || b.implemented - a.implemented || name(a).localeCompare(name(b)))
      .slice(0, TOP_UNITS_LIMIT),
  };
}

export function participationOf(rows: ParticipationRow[], months: string[]): Dashboard['participation'] {
  const whole = rows.find((r) => r.month === null);
  const byMonth = new Map(rows.filter((r) => r.month !== null).map((r) => [r.month, r.participants]));
  const employees = whole?.sheet_size ?? 0;
  return {
    months: months.map((month) => ({ month, participants: byMonth.get(month) ?? 0 })),
    participants: whole?.participants ?? 0,
    sheet: employees > 0 ? { employees, participants: whole?.on_sheet ?? 0, share: (whole?.on_sheet ?? 0) / employees } : null,
  };
}

export function cycleTimeOf(rows: CycleRow[]): Dashboard['cycleTime'] {
  return (['evaluation', 'approval', 'implementation'] as const).map((stage) => {
    const row = rows.find((r) => r.stage === stage);
    return { stage, medianDays: row?.median_days ?? null, ideas: row?.ideas ?? 0 };
  });
}

export function breakdownOf(rows: BreakdownRow[]): Dashboard['breakdown'] {
  const counts = (kind: BreakdownRow['kind'], known: readonly string[]) => {
    const found = new Map(rows.filter((r) => r.kind === kind).map((r) => [r.key, r.count]));
    const keys = [...known, ...[...found.keys()].filter((k) => !known.includes(k))];
    return keys.map((key) => ({ key, count: found.get(key) ?? 0 }));
  };
  return {
    // the types ideas have, most frequent first; the six PQCDSM effects always, in their own order
    kaizenTypes: counts('kaizen', KAIZEN_TYPES)
      .filter((k) => k.count > 0)
      .sort((a, b) => b.count - a.count),
    effects: counts('effect', PQCDSM),
  };
}
