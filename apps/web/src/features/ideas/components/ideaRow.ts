import { DECISION_STAGES, type IdeaCompactRow, type IdeaExpandedRow } from '@fikra/shared';
import type { StatusSummary } from '../../../components/StatusBadges';

/** A row of the ideas table: the compact view's fields, and the expanded view's when that view was asked for. */
export type IdeaRow = IdeaCompactRow & Partial<Omit<IdeaExpandedRow, keyof IdeaCompactRow>>;

/** The names of the master data a page's rows refer to, by id (the list's `names`). */
export type PageNames = Record<string, { en: string; ar: string }>;

/** What the status badges read, from a row's decisions and reasons. */
export function statusOfRow(row: IdeaRow): StatusSummary {
  const stages = Object.fromEntries(
    DECISION_STAGES.map((key, n) => {
      const decision = row.decisions[n];
      const reason = row.reasons?.[key];
      return [
        key,
        {
          value: decision === 'accepted' || decision === 'rejected',
          accepted: decision === 'hold' ? 'hold' : decision !== 'rejected',
          ...(decision === 'rejected' && reason ? { reasonOfDenial: reason } : {}),
          ...(decision === 'hold' && reason ? { reasonOfHold: reason } : {}),
        },
      ];
    }),
  ) as Omit<StatusSummary, 'replicated'>;
  return { ...stages, replicated: { type: row.replicationStatus } };
}

/** The knowledge table may be written once the implemented stage is done and accepted. */
export const isImplemented = (row: IdeaRow) => row.decisions[DECISION_STAGES.indexOf('implemented')] === 'accepted';
