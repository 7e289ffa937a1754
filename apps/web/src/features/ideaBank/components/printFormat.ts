import type { FileRef } from '@fikra/shared';
import { formatNumber } from '../../../lib/numbers';

/**
 * Printed reports use the one digit system of every screen (Western digits in both languages, decision 036): a
 * plant's figures read the same on the Arabic and the English copy. Numbers keep at most two decimals.
 */
export const printNumber = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : formatNumber('en', value);

export const fileUrl = (ref: FileRef | undefined) => (ref ? `/v1/file/${ref._id}` : undefined);

/**
 * A piece of text set apart from the sentence around it (Unicode first-strong isolate): an English code inside
 * Arabic, or a number with its % sign, keeps its own direction, so brackets and punctuation stay on the side
 * the reader expects in both languages (issue 30).
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/** An OPL row's KPI in the report's language: the PQCDSM names are translated, a KPI typed by hand stays as typed. */
export const kpiKey = (kpi: string, known: readonly string[]) => (known.includes(kpi) ? `enums:pqcdsm.${kpi}` : undefined);
