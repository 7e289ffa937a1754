import type { FileRef } from '@fikra/shared';

/**
 * Printed reports use Western digits in both languages (as the ideas list and exports do): a plant's figures
 * read the same on the Arabic and the English copy. Numbers keep at most two decimals.
 */
const numbers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
export const printNumber = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : numbers.format(value);

export const fileUrl = (ref: FileRef | undefined) => (ref ? `/v1/file/${ref._id}` : undefined);
