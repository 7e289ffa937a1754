import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../limits.js';

export const REQUIRED = 'This field is required';

/** A trimmed required string with the spec's messages for "missing" and "too short". */
export function requiredText(requiredMessage: string, min?: number, minMessage?: string, max = 5000) {
  let s = z.string({ error: requiredMessage }).trim().min(1, requiredMessage);
  if (min && min > 1) s = s.min(min, minMessage ?? requiredMessage);
  return s.max(max, `Must be at most ${max} characters`);
}

/** An optional trimmed string: empty becomes undefined. */
export function optionalText(min?: number, minMessage?: string, max = 5000) {
  let s = z.string().trim().max(max, `Must be at most ${max} characters`);
  if (min) s = s.min(min, minMessage);
  return z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), s.optional());
}

export const uuid = z.uuid({ error: 'Invalid id' });

/** A reference in a request: the id string or `{ _id }` (DESIGN §4). */
export const refInput = z.union([uuid, z.object({ _id: uuid }).transform((o) => o._id)]);

/** A required reference: missing, null or '' gives the given message. */
export function requiredRef(message = REQUIRED) {
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

/** Said of text that PostgreSQL cannot store (NUL) or that no one types into a search box (control characters). */
export const INVALID_CHARACTERS = 'This text contains characters that are not allowed';
// biome-ignore lint/suspicious/noControlCharactersInRegex: these characters are exactly what is refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** A list's search words: trimmed, at most 200 characters, no control characters (a 400, never a 500). */
export const searchText = z
  .string()
  .trim()
  .max(200)
  .refine((v) => !CONTROL_CHARACTERS.test(v), INVALID_CHARACTERS);

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), {
      message: `limit must be one of ${PAGE_SIZES.join(', ')}`,
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
export const versionField = z.coerce.number({ error: 'version is required' }).int().min(0);

export const timestamps = { createdAt: z.string(), updatedAt: z.string() };

export const countResponse = z.object({ count: z.number() });
