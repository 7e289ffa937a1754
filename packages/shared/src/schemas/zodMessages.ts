import { z } from 'zod';
import { MESSAGES, messageText } from '../messages.js';

/**
 * What zod finds wrong, said in the catalogue's words (issue 30): zod's own English ("Too small: expected number
 * to be >=1", "Invalid input: expected object, received array") never reaches anyone. Installed once for the
 * whole zod instance (`z.config`), so every schema of the API and of the web forms uses it; a schema's own message
 * (`{ error: MESSAGES.x }`, `.min(1, MESSAGES.y)`) still wins. Each text is a catalogue text, so the server finds
 * its key and params back (`messageKeyOf`) and the web translates it.
 */
type RawIssue = z.core.$ZodRawIssue;

const missing = (input: unknown) => input === undefined || input === null;

const TYPE_MESSAGES: Record<string, string> = {
  string: MESSAGES.mustBeText,
  number: MESSAGES.mustBeNumber,
  int: MESSAGES.enterWholeNumber,
  bigint: MESSAGES.enterWholeNumber,
  boolean: MESSAGES.mustBeTrueOrFalse,
  object: MESSAGES.mustBeObject,
  record: MESSAGES.mustBeObject,
  array: MESSAGES.mustBeList,
  tuple: MESSAGES.mustBeList,
  date: MESSAGES.invalidDate,
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: MESSAGES.enterValidEmail,
  uuid: MESSAGES.invalidId,
  guid: MESSAGES.invalidId,
  url: MESSAGES.enterValidLink,
  datetime: MESSAGES.invalidDate,
  date: MESSAGES.invalidDate,
};

const SIZED = new Set(['array', 'set', 'map']);

/** The listed values of an enum or a literal, as they are sent ("Employee, Visitor"). */
const listed = (values: readonly unknown[]) => values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ');

function tooSmall(issue: Extract<RawIssue, { code: 'too_small' }>) {
  const min = Number(issue.minimum);
  if (issue.origin === 'string') return min <= 1 ? MESSAGES.required : messageText('minChars', { min });
  if (SIZED.has(issue.origin)) return min <= 1 ? MESSAGES.selectAtLeastOne : messageText('listMin', { min });
  return messageText(issue.inclusive === false ? 'numberAbove' : 'numberMin', { min });
}

function tooBig(issue: Extract<RawIssue, { code: 'too_big' }>) {
  const max = Number(issue.maximum);
  if (issue.origin === 'string') return messageText('maxChars', { max });
  if (SIZED.has(issue.origin)) return messageText('listMax', { max });
  return messageText(issue.inclusive === false ? 'numberBelow' : 'numberMax', { max });
}

/** The catalogue text of a zod issue that its schema gave no message of its own. */
export function catalogueMessage(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (missing(issue.input)) return MESSAGES.required;
      return TYPE_MESSAGES[issue.expected] ?? MESSAGES.invalidValue;
    case 'invalid_value':
      return messageText('notAllowedValue', { values: listed(issue.values) });
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return FORMAT_MESSAGES[issue.format] ?? MESSAGES.invalidValue;
    case 'invalid_union': {
      // a union of listed values (true, false or 'hold'): name them all
      const values = issue.errors.map((branch) =>
        branch.length === 1 && branch[0].code === 'invalid_value' ? branch[0].values : null,
      );
      if (!missing(issue.input) && values.length && values.every(Boolean))
        return messageText('notAllowedValue', { values: listed(values.flatMap((v) => v ?? [])) });
      return missing(issue.input) ? MESSAGES.required : MESSAGES.invalidValue;
    }
    case 'unrecognized_keys':
      return messageText('unrecognizedKey', { key: issue.keys.join('", "') });
    default:
      // invalid_key, invalid_element, not_multiple_of, custom without a message
      return missing(issue.input) ? MESSAGES.required : MESSAGES.invalidValue;
  }
}

z.config({ customError: catalogueMessage });

/**
 * A schema's own message for a value that is missing (undefined, null or ''), and the catalogue's wording for
 * any other mistake: `z.enum(TYPES, { error: whenMissing(REQUIRED) })` says "This field is required" only when
 * nothing was chosen, and "This is not one of the allowed values (…)" for a value that is not listed.
 */
export const whenMissing =
  (message: string) =>
  (issue: { input?: unknown }): string | undefined =>
    missing(issue.input) || issue.input === '' ? message : undefined;
