import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../limits.js';
import { MESSAGES, messageText } from '../messages.js';

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
    .string(error ? { error } : undefined)
    .trim()
    .max(max, messageText('maxChars', { max }))
    .refine(isStorableText, INVALID_CHARACTERS);

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

/** A list's search words: trimmed, at most 200 characters, no control characters (a 400, never a 500). */
export const searchText = z
  .string()
  .trim()
  .max(200)
  .refine((v) => !CONTROL_CHARACTERS.test(v) && !LONE_SURROGATE.test(v), INVALID_CHARACTERS);

/** The largest value of a PostgreSQL integer column (version, counts): beyond it a request is a 400, not a 500. */
export const MAX_INT4 = 2_147_483_647;
/** The last page a list may ask for (its offset stays a small integer). */
export const MAX_PAGE = 1_000_000;

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  limit: z.coerce
    .number()
    .int()
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

/**
 * A date PostgreSQL stores and a person means: it starts with a four-digit year from 0001 (`Date.parse` also
 * takes "0", "-1", "+275760-09-13T…" and "0000-01-01", which PostgreSQL refuses or reads otherwise).
 */
export const isStorableDate = (s: string) => /^(?!0000)\d{4}-\d{2}-\d{2}/.test(s) && !Number.isNaN(Date.parse(s));

export const timestamps = { createdAt: z.string(), updatedAt: z.string() };

export const countResponse = z.object({ count: z.number() });
