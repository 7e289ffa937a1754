import { catalogs, masterDataMessages, NAME_ALREADY_USED, SELECT_AT_LEAST_ONE } from '@fikra/shared';
import { describe, expect, it } from 'vitest';
import { KINDS } from '../../../test/scenarios/masterData.js';
import { staleVersion } from '../../plugins/errors.js';
import { notFoundMessage, pluralize, unknownParentMessage } from './masterData.service.js';

/** Every fixed message the master-data API sends, so the web can show each one in Arabic (spec §9). */
const SERVER_MESSAGES = [
  ...KINDS.flatMap((def) => [
    ...Object.values(masterDataMessages(def, 'create')),
    ...Object.values(masterDataMessages(def, 'update')),
    notFoundMessage(def),
    ...(def.parent ? [unknownParentMessage(def)] : []),
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
const key = (message: string) => message.replace(/[.:]/g, '_');

describe('master-data translations', () => {
  it.each([...new Set(SERVER_MESSAGES)])('"%s" has an English and an Arabic text', (message) => {
    const en = catalogs.en.masterData.serverMessages as Record<string, string>;
    const ar = catalogs.ar.masterData.serverMessages as Record<string, string>;
    expect(en[key(message)]).toBe(message);
    expect(ar[key(message)]).toMatch(/[\u0600-\u06FF]/);
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
