/** Helpers every repository shares: timestamps out, numbers out, search patterns in. */

/** A timestamp column as an ISO string. */
export const iso = (d: Date | string): string => new Date(d).toISOString();

/** A nullable timestamp column as an ISO string, or null. */
export const isoOrNull = (d: Date | string | null | undefined): string | null => (d ? iso(d) : null);

/** A numeric column (pg returns numeric and bigint as text) as a number; null counts as 0. */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

/** `%text%` for ILIKE with the wildcard characters of the text itself escaped. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** LIMIT/OFFSET of a 1-based page. */
export const pageClause = (page: number, limit: number): string =>
  `limit ${Number(limit)} offset ${(Number(page) - 1) * Number(limit)}`;
