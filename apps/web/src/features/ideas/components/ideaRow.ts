import { DECISION_STAGES, type IdeaCompactRow, type IdeaExpandedRow } from '@fikra/shared';

/** A row of the ideas table: the compact view's fields, and the expanded view's when that view was asked for. */
export type IdeaRow = IdeaCompactRow & Partial<Omit<IdeaExpandedRow, keyof IdeaCompactRow>>;

/** The names of the master data a page's rows refer to, by id (the list's `names`). */
export type PageNames = Record<string, { en: string; ar: string }>;

/** The knowledge table may be written once the implemented stage is done and accepted. */
export const isImplemented = (row: IdeaRow) => row.decisions[DECISION_STAGES.indexOf('implemented')] === 'accepted';
