import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messageCatalogs } from '../i18n/index.js';
import { messageKeyOf } from '../messages.js';
import { REQUIRED } from './common.js';
import { whenMissing } from './zodMessages.js';

const first = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0].message;

/** Issue 30 item 6: zod's own English becomes the catalogue's, with a key, params and an Arabic text. */
describe("zod's mistakes in the catalogue's words", () => {
  it.each([
    // the three sentences the issue found, and their kin
    [z.number().min(1), 0, 'Must be at least 1', 'numberMin'],
    [z.object({ a: z.string() }), [], 'Must be an object', 'mustBeObject'],
    [z.enum(['Daily', 'Weekly']), 'Hourly', 'This is not one of the allowed values (Daily, Weekly)', 'notAllowedValue'],
    [z.number().gt(0), 0, 'Must be greater than 0', 'numberAbove'],
    [z.number().max(10), 11, 'Must be at most 10', 'numberMax'],
    [z.number().int(), 1.5, 'Please enter a whole number', 'enterWholeNumber'],
    [z.number(), 'x', 'Must be a number', 'mustBeNumber'],
    [z.string(), 5, 'Must be text', 'mustBeText'],
    [z.string(), undefined, 'This field is required', 'required'],
    [z.boolean(), 'yes', 'Must be true or false', 'mustBeTrueOrFalse'],
    [z.array(z.string()), {}, 'Must be a list', 'mustBeList'],
    [z.array(z.string()).max(2), ['a', 'b', 'c'], 'Must have at most 2 items', 'listMax'],
    [z.array(z.string()).min(3), ['a'], 'Must have at least 3 items', 'listMin'],
    [z.string().min(4), 'ab', 'Must be at least 4 characters', 'minChars'],
    [z.string().max(2), 'abc', 'Must be at most 2 characters', 'maxChars'],
    [z.uuid(), 'x', 'Invalid id', 'invalidId'],
    [z.email(), 'x', 'Please enter a valid email', 'enterValidEmail'],
    [z.strictObject({}), { extra: 1 }, 'Unrecognized key: "extra"', 'unrecognizedKey'],
    [
      z.union([z.literal(true), z.literal('hold')]),
      'maybe',
      'This is not one of the allowed values (true, hold)',
      'notAllowedValue',
    ],
    [z.number().min(-90), -91, 'Must be at least -90', 'numberMin'],
  ])('%#: %j gets its catalogue text', (...[schema, value, text, key]) => {
    const message = first(schema as z.ZodType, value);
    expect(message).toBe(text);
    expect(messageKeyOf(message!)?.key).toBe(key);
    expect(messageCatalogs.ar[key as string], key as string).toBeTruthy();
  });

  it('keeps a schema’s own "required" for a missing value only', () => {
    const kind = z.enum(['Employee', 'Visitor'], { error: whenMissing(REQUIRED) });
    expect(first(kind, undefined)).toBe(REQUIRED);
    expect(first(kind, '')).toBe(REQUIRED);
    expect(first(kind, 'Boss')).toBe('This is not one of the allowed values (Employee, Visitor)');
  });
});
