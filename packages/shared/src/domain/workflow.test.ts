import { describe, expect, it } from 'vitest';
import { ACCEPT, ctx, readyFor, save, workflowError } from '../../test/workflowFixtures.js';
import { type IdeaStatus, initialIdeaStatus, STATUS_KEYS, type StatusKey } from './idea.js';
import {
  applyStageUpdate,
  assertOplEditable,
  decisionName,
  isStageLocked,
  oplAvailability,
  STAGE_PREREQUISITE,
  splitDenialReason,
  stageAvailability,
} from './workflow.js';
import { WORKFLOW_MESSAGES as M } from './workflowErrors.js';

describe('stage order', () => {
  const prerequisiteStates: [string, (s: IdeaStatus, k: StatusKey) => IdeaStatus, boolean][] = [
    ['not decided', (s) => s, false],
    ['on hold', (s, k) => save(s, k, { accepted: 'hold', reasonOfHold: 'Waiting for budget' } as never), false],
    ['rejected', (s, k) => save(s, k, { accepted: false } as never), false],
    ['accepted', (s, k) => save(s, k, ACCEPT[k] as never), true],
  ];
  const cases = STATUS_KEYS.filter((k) => STAGE_PREREQUISITE[k]).flatMap((key) =>
    prerequisiteStates.map(
      ([state, make, allowed]) => [key, STAGE_PREREQUISITE[key] as StatusKey, state, make, allowed] as const,
    ),
  );

  it.each(cases)('%s with %s %s: allowed=%s', (key, before, _state, make, allowed) => {
    const status = make(readyFor(before), before);
    if (allowed) {
      expect(stageAvailability(status, key)).toBe('editable');
      expect(save(status, key, ACCEPT[key] as never)[key].value).toBe(true);
    } else {
      expect(stageAvailability(status, key)).toBe('waiting');
      const err = workflowError(() => save(status, key, ACCEPT[key] as never));
      expect(err.code).toBe('STAGE_ORDER');
      expect(err.message).toBe(
        { evaluated: M.evaluateFirst, approved: M.approveFirst, implemented: M.notImplemented }[before as 'evaluated'],
      );
    }
  });

  it('evaluation needs nothing before it', () => {
    expect(stageAvailability(initialIdeaStatus(), 'evaluated')).toBe('editable');
  });
});

describe('decisions and locks', () => {
  const DECISION_KEYS = ['evaluated', 'approved', 'implemented', 'rewarded'] as const;

  it.each(DECISION_KEYS)('%s: Accepted sets value, date and locks; a later save is STAGE_LOCKED', (key) => {
    const status = save(readyFor(key), key, ACCEPT[key] as never);
    expect(status[key]).toMatchObject({ value: true, date: ctx.now, accepted: true });
    expect(isStageLocked(status, key)).toBe(true);
    expect(stageAvailability(status, key)).toBe('locked');
    const err = workflowError(() => save(status, key, { accepted: 'hold', reasonOfHold: 'x' } as never));
    expect([err.code, err.message]).toEqual(['STAGE_LOCKED', M.stageLocked]);
  });

  it.each(DECISION_KEYS)('%s: Rejected defaults to High cost and locks', (key) => {
    const status = save(readyFor(key), key, { accepted: false } as never);
    expect(status[key]).toMatchObject({ value: true, date: ctx.now, accepted: false, reasonOfDenial: 'High cost' });
    expect(isStageLocked(status, key)).toBe(true);
  });

  it.each(DECISION_KEYS)("%s: Rejected with 'Other' needs the free text and stores it as the reason", (key) => {
    const err = workflowError(() =>
      save(readyFor(key), key, { accepted: false, reasonOfDenial: 'Other', otherReason: '  ' } as never),
    );
    expect(err.code).toBe('VALIDATION_FAILED');
    expect(err.issues).toContainEqual({ path: 'otherReason', message: M.required });
    const status = save(readyFor(key), key, {
      accepted: false,
      reasonOfDenial: 'Other',
      otherReason: ' Space is needed ',
    } as never);
    expect(status[key].reasonOfDenial).toBe('Space is needed');
  });

  it.each(DECISION_KEYS)('%s: Hold needs a reason, clears value and date, and stays editable', (key) => {
    const err = workflowError(() => save(readyFor(key), key, { accepted: 'hold' } as never));
    expect(err.issues).toEqual([{ path: 'reasonOfHold', message: M.required }]);
    const held = save(readyFor(key), key, { accepted: 'hold', reasonOfHold: 'Budget next quarter' } as never);
    expect(held[key]).toMatchObject({ value: false, date: null, accepted: 'hold', reasonOfHold: 'Budget next quarter' });
    expect(stageAvailability(held, key)).toBe('editable');
    const heldAgain = save(held, key, {} as never);
    expect(heldAgain[key].reasonOfHold).toBe('Budget next quarter');
    const decided = save(held, key, ACCEPT[key] as never);
    expect(decided[key]).toMatchObject({ value: true, date: ctx.now, accepted: true });
    expect(decided[key]).not.toHaveProperty('reasonOfHold');
  });

  it('a stage left on hold keeps the next stage waiting', () => {
    const held = save(initialIdeaStatus(), 'evaluated', { accepted: 'hold', reasonOfHold: 'later' });
    expect(stageAvailability(held, 'approved')).toBe('waiting');
  });

  it('implemented may be marked not possible (accepted false), which locks it and keeps later stages waiting', () => {
    const status = save(readyFor('implemented'), 'implemented', { accepted: false, reasonOfDenial: 'Not accepted technically' });
    expect(status.implemented).toMatchObject({ value: true, accepted: false, reasonOfDenial: 'Not accepted technically' });
    expect(stageAvailability(status, 'rewarded')).toBe('waiting');
    expect(stageAvailability(status, 'replicated')).toBe('waiting');
    expect(oplAvailability(status, null)).toBe('notImplemented');
  });

  it.each([
    ['Fully Replicated', true],
    ['Partially Replicated', false],
    ['Not Replicated', false],
    ["Can't Be Replicated", false],
  ] as const)('replicated %s: sets value, date and type; locked=%s', (type, locked) => {
    const status = save(readyFor('replicated'), 'replicated', { type, from: 'Alex plant' });
    expect(status.replicated).toEqual({ value: true, date: ctx.now, type, from: 'Alex plant' });
    expect(isStageLocked(status, 'replicated')).toBe(locked);
    if (locked) {
      const err = workflowError(() => save(status, 'replicated', { type: 'Not Replicated' }));
      expect([err.code, err.message]).toEqual(['STAGE_LOCKED', M.fullyReplicated]);
    } else {
      expect(save(status, 'replicated', {}).replicated.type).toBe(type);
    }
  });

  it.each([
    ['evaluated', { accepted: true }, 'accepted'],
    ['evaluated', { accepted: false }, 'rejected'],
    ['evaluated', { accepted: 'hold', reasonOfHold: 'x' }, 'hold'],
    ['replicated', { type: 'Partially Replicated' }, 'Partially Replicated'],
  ] as const)('%s %o is recorded as decision %s', (key, input, decision) => {
    const base = readyFor(key);
    const status = { ...base, [key]: { ...base[key], ...input, value: true } } as IdeaStatus;
    expect(decisionName(status, key)).toBe(decision);
  });
});

describe('knowledge table availability', () => {
  it.each([
    ['not implemented', readyFor('implemented'), null, 'notImplemented', M.notImplemented],
    ['implemented, no table', readyFor('rewarded'), null, 'editable', null],
    ['implemented, table saved', readyFor('rewarded'), { rows: [] }, 'readOnly', M.oplSaved],
  ] as const)('%s -> %s', (_name, status, table, availability, message) => {
    expect(oplAvailability(status, table)).toBe(availability);
    if (message) expect(workflowError(() => assertOplEditable(status, table)).message).toBe(message);
    else expect(() => assertOplEditable(status, table)).not.toThrow();
  });
});

describe('apply result', () => {
  it('returns what changed, leaf by leaf, and the decision', () => {
    const result = applyStageUpdate(
      initialIdeaStatus(),
      'evaluated',
      { accepted: false, reasonOfDenial: 'Against company policy' },
      ctx,
    );
    expect(result.decision).toBe('rejected');
    expect(result.changes).toMatchObject({
      value: { from: false, to: true },
      date: { from: null, to: ctx.now },
      accepted: { from: true, to: false },
      reasonOfDenial: { from: null, to: 'Against company policy' },
      evaluatedBy: { from: null, to: 'Mona' },
    });
    expect(result.changes).not.toHaveProperty('questions.isItCheap');
  });

  it.each([
    [undefined, { reasonOfDenial: 'High cost' }],
    ['Low impact/No saving', { reasonOfDenial: 'Low impact/No saving' }],
    ['The line is being replaced', { reasonOfDenial: 'Other', otherReason: 'The line is being replaced' }],
  ])('splitDenialReason(%s)', (stored, expected) => {
    expect(splitDenialReason(stored)).toEqual(expected);
  });
});
