import { INVALID_CHARACTERS, optionalText, requiredText } from './common.js';

/** Text that PostgreSQL can store: a NUL character is refused as a validation error, never a server error. */
const noNul = (v: string | undefined) => v === undefined || !v.includes('\u0000');

export const storableRequiredText = (...args: Parameters<typeof requiredText>) =>
  requiredText(...args).refine(noNul, INVALID_CHARACTERS);
export const storableOptionalText = (...args: Parameters<typeof optionalText>) =>
  optionalText(...args).refine(noNul, INVALID_CHARACTERS);
