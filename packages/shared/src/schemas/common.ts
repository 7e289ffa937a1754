import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../limits.js';
import { MESSAGES, messageText } from '../messages.js';
import { whenMissing } from './zodMessages.js';

export { catalogueMessage, whenMissing } from './zodMessages.js';

export const REQUIRED = MESSAGES.required;

/** Said of text that PostgreSQL cannot store (NUL, a lone UTF-16 surrogate) or that no one types (control characters). */
export const INVALID_CHARACTERS = MESSAGES.invalidCharacters;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these characters are exactly what is refused
const UNTYPEABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text a person typed and PostgreSQL can store: no NUL or other control character (tab and line breaks are fine), no lone surrogate. */
export const isStorableText = (v: string) => !UNTYPEABLE.test(v) && !LONE_SURROGATE.test(v);

/**
 * The one text type of every request (issue 10): trimmed, at most `max` characters, refusing what
 * isStorableText refuses with INVALID_CHARACTERS, a 400 and never a 500.
 */
export const plainText = (max = 5000, error?: string) =>
  z
    .string(error ? { error: whenMissing(error) } : undefined)
    .trim()
    .max(max, messageText('maxChars', { max }))
    .refine(isStorableText, INVALID_CHARACTERS);

/**
 * Stored text kept exactly as it was sent (a backup's values are restored as they were written): at most `max`
 * characters, refusing what isStorableText refuses. Requests that a person types use plainText, which trims.
 */
export const storableText = (max = 5000) =>
  z.string().max(max, messageText('maxChars', { max })).refine(isStorableText, INVALID_CHARACTERS);

/** A trimmed required string with the spec's messages for "missing" and "too short". */
export function requiredText(requiredMessage: string, min?: number, minMessage?: string, max = 5000) {
  let s = plainText(max, requiredMessage).min(1, requiredMessage);
  if (min && min > 1) s = s.min(min, minMessage ?? requiredMessage);
  return s;
}

/** An optional trimmed string: empty becomes undefined. */
export function optionalText(min?: number, minMessage?: string, max = 5000) {
  let s = plainText(max);
  if (min) s = s.min(min, minMessage);
  return z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), s.optional());
}

export const uuid = z.uuid({ error: MESSAGES.invalidId });

/** A reference in a request: the id string or `{ _id }` (DESIGN §4). */
export const refInput = z.union([uuid, z.object({ _id: uuid }).transform((o) => o._id)]);

/** A required reference: missing, null or '' gives the given message. */
export function requiredRef(message: string = REQUIRED) {
  return z
    .unknown()
    .refine((v) => v !== undefined && v !== null && v !== '', message)
    .pipe(refInput);
}

export const bilingualName = z.object({ en: z.string(), ar: z.string() });
export type BilingualName = z.infer<typeof bilingualName>;

export const refOutput = z.object({ _id: z.string(), name: bilingualName });
export type RefOutput = z.infer<typeof refOutput>;

export const idParams = z.object({ id: uuid });

// biome-ignore lint/suspicious/noControlCharactersInRegex: a search box takes no line breaks or tabs either
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Words a search box sends: storable text (isStorableText) without line breaks or tabs. */
export const isSearchableText = (v: string) => !CONTROL_CHARACTERS.test(v) && isStorableText(v);

/** A list's search words: trimmed, at most 200 characters, no control characters (a 400, never a 500). */
export const searchText = z.string().trim().max(200).refine(isSearchableText, INVALID_CHARACTERS);

/**
 * A text that is not stored as it is (a password, which is hashed; a token, which is looked up by its hash): not
 * trimmed, and what isStorableText refuses is refused all the same. The caller bounds its length.
 */
export const secretText = (error?: string) =>
  z.string(error ? { error: whenMissing(error) } : undefined).refine(isStorableText, INVALID_CHARACTERS);

/** The largest value of a PostgreSQL integer column (version, counts): beyond it a request is a 400, not a 500. */
export const MAX_INT4 = 2_147_483_647;
/** The last page a list may ask for (its offset stays a small integer). */
export const MAX_PAGE = 1_000_000;
/** The largest amount of money a request may carry (savings, costs, rewards: numeric columns). */
export const MAX_AMOUNT = 1e12;

/**
 * The one integer type of every request: a whole number between `min` and `max`, which default to PostgreSQL's
 * integer column (a bigger number is a 400 naming the field, never a 500 from the database).
 */
export const boundedInt = (min = 0, max = MAX_INT4, error?: string) =>
  z
    .number(error ? { error } : undefined)
    .int()
    .min(min)
    .max(max);

/**
 * A value a client may send back unchanged and that is never stored (the `_id`, `createdAt` and `updatedAt` a GET
 * returned, a field that cannot change after creation). The only schema of a request that takes anything: the
 * check over every request schema (apps/api/test/requestSchemas.test.ts) refuses any other `z.unknown()`.
 */
export const ignoredField = z.unknown().optional();

/**
 * The first place in a JSON value that a jsonb column cannot hold as sent: a text (or a key) that isStorableText
 * refuses, a number that is not finite, or a nesting deeper than 32.
 */
export function unstorableJsonPath(value: unknown, path: (string | number)[] = []): (string | number)[] | undefined {
  if (path.length > 32) return path;
  if (typeof value === 'string') return isStorableText(value) ? undefined : path;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    if (typeof key === 'string' && !isStorableText(key)) return [...path, key];
    const found = unstorableJsonPath(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/**
 * A check for a value stored whole in a jsonb column (a backup's status document, its history's changes, the keys
 * a loose object lets through): the first text PostgreSQL cannot store is a 400 naming its path.
 */
export const storableJson = z.superRefine((value, ctx) => {
  const path = unstorableJsonPath(value);
  if (path) ctx.addIssue({ code: 'custom', message: INVALID_CHARACTERS, path, input: value });
});

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(Math.max(...PAGE_SIZES))
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), {
      message: messageText('limitOneOf', { values: PAGE_SIZES.join(', ') }),
    })
    .default(DEFAULT_PAGE_SIZE),
  search: searchText.optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

export interface ListEnvelope<T> {
  data: T[];
  total: number;
  page: number;
  limit: number;
}

export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), total: z.number(), page: z.number(), limit: z.number() });
}

/** An edit carries the version it started from (DESIGN §6). */
export const versionField = z.coerce.number({ error: MESSAGES.versionRequired }).int().min(0).max(MAX_INT4);

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2}))?)?$/i;
const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const daysIn = (year: number, month: number) =>
  [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];

/**
 * A date PostgreSQL stores and a person means (issue 29): `YYYY-MM-DD`, optionally with a time and an offset
 * (`2026-03-01T08:30:00.000Z`), a year from 0001 to 9999 and a day that the month has. `Date.parse` rolls
 * 2026-02-30 over to 2 March and takes "0", "-1" and "+275760-09-13T…", which PostgreSQL refuses or reads otherwise.
 */
export function isStorableDate(s: string): boolean {
  const m = DATE_TIME.exec(s);
  if (!m) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0, offsetHour = 0, offsetMinute = 0] = m
    .slice(1)
    .map((v) => (v === undefined ? undefined : Number(v))) as number[];
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysIn(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHour <= 15 &&
    offsetMinute <= 59
  );
}

/** The one date type of every request: a date, or a date and time, that isStorableDate accepts. */
export const storableDate = (error: string = MESSAGES.invalidDate) =>
  z.string({ error }).max(40, error).refine(isStorableDate, error);

/** A calendar day (`YYYY-MM-DD`, no time) that isStorableDate accepts. */
export const calendarDay = (error: string = MESSAGES.invalidDate) =>
  z
    .string({ error })
    .regex(/^\d{4}-\d{2}-\d{2}$/, error)
    .refine(isStorableDate, error);

export const timestamps = { createdAt: z.string(), updatedAt: z.string() };

export const countResponse = z.object({ count: z.number() });
