import { describe, expect, it } from 'vitest';
import { WORKFLOW_MESSAGES as M } from '../domain/workflowErrors.js';
import { messageEntry } from '../i18n/index.js';
import { LANGUAGES } from '../i18n/languages.js';
import { messageKeyOf } from '../messages.js';
import { ideaScoreBody, oplBody, updateStatusBodies } from './workflow.js';

const ID = '0b7e6f1e-5d1c-4a57-9a57-1f0c9a3b8e11';
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0].message;

describe('updateStatus bodies', () => {
  it.each([
    ['implemented', { cost: -1 }, M.amountMin],
    ['implemented', { savings: -0.5 }, M.amountMin],
    ['approved', { estimatedSavings: { amount: -3 } }, M.amountMin],
    ['rewarded', { savings: -10 }, M.amountMin],
    ['rewarded', { eventDate: 'not a date' }, M.invalidDate],
    ['evaluated', { dueDate: '2026-13-45' }, M.invalidDate],
    // a value that is not listed says which are (issue 30), "required" is for a missing one
    ['evaluated', { accepted: 'maybe' }, 'This is not one of the allowed values (true, false, hold)'],
    [
      'evaluated',
      { accepted: false, reasonOfDenial: 'Too expensive' },
      'This is not one of the allowed values (High cost, Not accepted technically, Already submitted before, Against company policy, Low impact/No saving, Other)',
    ],
    ['implemented', { before: ['not-an-id'] }, 'Invalid id'],
  ] as const)('%s %o -> "%s"', (key, patch, message) => {
    expect(firstMessage(updateStatusBodies[key].safeParse({ version: 0, ...patch }))).toBe(message);
  });

  it('needs the version the edit started from', () => {
    expect(firstMessage(updateStatusBodies.evaluated.safeParse({}))).toBe('version is required');
  });

  it('accepts file ids or { _id } for images and drops blank responsible people', () => {
    const impl = updateStatusBodies.implemented.parse({ version: 1, before: [ID], after: [{ _id: ID }] });
    expect([impl.before, impl.after]).toEqual([[ID], [ID]]);
    expect(updateStatusBodies.evaluated.parse({ version: 1, responsiblePerson: [' Omar ', ' '] }).responsiblePerson).toEqual([
      'Omar',
    ]);
  });
});

describe('score body', () => {
  it.each([
    [{ responsiblePerson: [] }, M.required],
    [{ responsiblePerson: ['  '] }, M.required],
    [{ responsiblePerson: undefined }, M.required],
    [{ idea: undefined }, 'This field is required'],
    [{ dueDate: 'soon' }, M.invalidDate],
  ])('%o -> "%s"', (patch, message) => {
    expect(firstMessage(ideaScoreBody.safeParse({ idea: ID, responsiblePerson: ['Omar'], ...patch }))).toBe(message);
  });

  it('unanswered questions are no', () => {
    expect(ideaScoreBody.parse({ idea: { _id: ID }, responsiblePerson: ['Omar'] })).toMatchObject({ idea: ID, questions: {} });
  });
});

describe('knowledge table body', () => {
  it('fills row defaults: KPI Productivity, period Daily, numbers 0', () => {
    expect(oplBody.parse({ version: 2, rows: [{ id: 1 }] })).toEqual({
      version: 2,
      report: '',
      rows: [{ id: 1, kpi: 'Productivity', period: 'Daily', before: 0, after: 0, saving: 0, note: '' }],
    });
  });

  it.each([
    [{ rows: [] }, M.oplMinRows],
    [{ rows: undefined }, M.oplMinRows],
    [{ rows: [{ id: 1, saving: -5 }] }, M.amountMin],
    [
      { rows: [{ id: 1, period: 'Hourly' }] },
      'This is not one of the allowed values (Daily, Weekly, Monthly, Yearly, Quarterly)',
    ],
    [{ rows: [{ id: 1 }, { id: 1 }] }, 'Row ids must be unique'],
  ])('%o -> "%s"', (patch, message) => {
    expect(firstMessage(oplBody.safeParse({ version: 0, ...patch }))).toBe(message);
  });
});

describe('translations', () => {
  const sent = [
    ...Object.values(M),
    'Row ids must be unique',
    'version is required',
    'Must be at most 200 characters',
    'Must be at most 5000 characters',
  ];
  it.each(LANGUAGES.flatMap((lang) => sent.map((message) => [lang, message] as const)))('%s translates "%s"', (lang, message) => {
    const found = messageKeyOf(message);
    expect(found, message).toBeDefined();
    expect(messageEntry(lang, found!.key, found!.params)?.trim()).toBeTruthy();
  });
});
