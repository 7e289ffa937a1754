/**
 * Computed values of the idea workflow (spec §4, §5, §9): ticks, priority, ROI, impact percentages, the
 * idea's summary fields, knowledge-table rows and history diffs. Pure functions shared by API and web.
 */
import { PRIORITY_HIGH_TICKS } from '../limits.js';
import {
  EVALUATION_QUESTIONS,
  type EvaluationQuestion,
  type IdeaStatus,
  type OplRow,
  type Priority,
  type ReplicationType,
  STATUS_KEYS,
  type StatusKey,
} from './idea.js';

/** Number of evaluation questions answered yes (canBeReplicated is not a question). */
export function countTicks(questions: Partial<Record<EvaluationQuestion, boolean>>): number {
  return EVALUATION_QUESTIONS.filter((q) => questions[q] === true).length;
}

export function priorityFor(ticks: number): Priority {
  return ticks >= PRIORITY_HIGH_TICKS ? 'High' : 'Low';
}

/** Return on investment = savings ÷ cost, to two decimals; none when nothing was spent. */
export function computeRoi(savings: number, cost: number): number | null {
  return cost > 0 ? Math.round((savings / cost) * 100) / 100 : null;
}

export function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, value));
}

/** The add-score form's default due date: 23 November of the current year (spec §9), as YYYY-MM-DD. */
export function defaultScoreDueDate(today: Date = new Date()): string {
  return `${today.getFullYear()}-11-23`;
}

/** The idea's summary fields, copied from its status after every save (list columns and filters). */
export interface IdeaSummary {
  values: Record<StatusKey, boolean>;
  replicationType: ReplicationType;
  totalTicks: number;
  priority: Priority;
  evaluatedBy: string | null;
  approvedBy: string | null;
  cost: number;
  savings: number;
  roi: number | null;
  reward: number;
  /** the approval's answer once approved, otherwise the evaluation's */
  canBeReplicated: boolean;
  /** where the idea was replicated from, as the last replication save gave it */
  replicatedFrom: string | null;
}

export function ideaSummary(status: IdeaStatus): IdeaSummary {
  return {
    values: Object.fromEntries(STATUS_KEYS.map((k) => [k, status[k].value])) as Record<StatusKey, boolean>,
    replicationType: status.replicated.type,
    totalTicks: status.evaluated.questions.totalTicks,
    priority: status.evaluated.questions.priority,
    evaluatedBy: status.evaluated.evaluatedBy ?? null,
    approvedBy: status.approved.approvedBy ?? null,
    cost: status.implemented.cost,
    savings: status.implemented.savings,
    roi: status.implemented.roi,
    reward: status.rewarded.savings,
    canBeReplicated: status.approved.value ? status.approved.canBeReplicated : status.evaluated.canBeReplicated,
    replicatedFrom: (status.replicated.value && status.replicated.from?.trim()) || null,
  };
}

// ---- knowledge table (OPL) ----------------------------------------------------------------------

/** A knowledge-table row with the spec's defaults: KPI Productivity, period Daily, numbers 0. */
export function newOplRow(id: number): OplRow {
  return { id, kpi: 'Productivity', period: 'Daily', before: 0, after: 0, saving: 0, note: '' };
}

/** Adds a row whose id is one more than the highest. */
export function addOplRow(rows: readonly OplRow[]): OplRow[] {
  return [...rows, newOplRow(Math.max(0, ...rows.map((r) => r.id)) + 1)];
}

/** Removes the last row, keeping at least one. */
export function removeLastOplRow(rows: readonly OplRow[]): OplRow[] {
  return rows.length > 1 ? rows.slice(0, -1) : [...rows];
}

// ---- history ------------------------------------------------------------------------------------

export type Changes = Record<string, { from: unknown; to: unknown }>;

/** Leaf-by-leaf differences between two JSON values, keyed by dotted path. */
export function diffChanges(before: unknown, after: unknown, path = ''): Changes {
  const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
  if (isObject(before) && isObject(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return Object.assign({}, ...[...keys].map((k) => diffChanges(before[k], after[k], path ? `${path}.${k}` : k)));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? {} : { [path]: { from: before ?? null, to: after ?? null } };
}
