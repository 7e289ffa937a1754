import {
  catalogs,
  masterDataMessages,
  messageCatalogs,
  messageKeyOf,
  messageText,
  NAME_ALREADY_USED,
  SELECT_AT_LEAST_ONE,
} from '@fikra/shared';
import { describe, expect, it } from 'vitest';
import { KINDS } from '../../../test/scenarios/masterData.js';
import { type Message, staleVersion } from '../../plugins/errors.js';
import { notFoundMessage, pluralize, unknownParentMessage } from './masterData.service.js';

const text = (m: Message) => (typeof m === 'string' ? messageText(m) : messageText(m.key, m.params));

/** Every fixed message the master-data API sends, so the web can show each one in Arabic (spec §9). */
const SERVER_MESSAGES = [
  ...KINDS.flatMap((def) => [
    ...Object.values(masterDataMessages(def, 'create')),
    ...Object.values(masterDataMessages(def, 'update')),
    text(notFoundMessage(def)),
    ...(def.parent ? [text(unknownParentMessage(def))] : []),
  ]),
  SELECT_AT_LEAST_ONE,
  NAME_ALREADY_USED,
  staleVersion().message,
  'This record is in use',
  'This record already exists',
  'Invalid id',
  'version is required',
  'Must be at most 200 characters',
];

describe('master-data translations', () => {
  it.each([...new Set(SERVER_MESSAGES)])('"%s" has a key and an Arabic text of its own', (message) => {
    const found = messageKeyOf(message);
    expect(found, message).toBeDefined();
    const label = found!.params?.label;
    // a message about one kind is worded for that kind (`<key>_<label>`), not with the general text
    const ar = messageCatalogs.ar[label === undefined ? found!.key : `${found!.key}_${label}`];
    expect(ar).toMatch(/[\u0600-\u06FF]/);
  });

  it.each(KINDS)('$kind has its names, titles and list label in both languages', (def) => {
    for (const lang of ['en', 'ar'] as const) {
      const kinds = catalogs[lang].masterData.kinds as Record<string, Record<string, string>>;
      expect(Object.keys(kinds[def.kind] ?? {}).sort()).toEqual(['add', 'edit', 'plural', 'singular']);
    }
  });
});

describe('pluralize', () => {
  it.each([
    ['Company', 'Companies'],
    ['Location of idea', 'Locations of idea'],
    ['specific location', 'specific locations'],
    ['Minibusiness', 'Minibusinesses'],
    ['first cut', 'first cuts'],
    ['user', 'users'],
  ])('%s -> %s', (one, many) => expect(pluralize(one)).toBe(many));
});
