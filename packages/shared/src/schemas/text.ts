import { optionalText, requiredText } from './common.js';

/** Text that PostgreSQL can store: a NUL character is refused as a validation error, never a server error. */
export const INVALID_CHARACTERS = 'This text contains characters that are not allowed';
const noNul = (v: string | undefined) => v === undefined || !v.includes('\u0000');

export const storableRequiredText = (...args: Parameters<typeof requiredText>) =>
  requiredText(...args).refine(noNul, INVALID_CHARACTERS);
export const storableOptionalText = (...args: Parameters<typeof optionalText>) =>
  optionalText(...args).refine(noNul, INVALID_CHARACTERS);
