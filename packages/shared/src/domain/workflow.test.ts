import { describe, expect, it } from 'vitest';
import { type IdeaStatus, initialIdeaStatus, STATUS_KEYS, type StatusKey } from './idea.js';
import {
  applyStageUpdate,
  assertOplEditable,
  decisionName,
  isStageLocked,
  WORKFLOW_MESSAGES as M,
  oplAvailability,
  STAGE_PREREQUISITE,
  type StageInputs,
  splitDenialReason,
  stageAvailability,
  WorkflowError,
} from './workflow.js';

const ctx = { now: '2026-03-01T10:00:00.000Z', userName: 'Mona' };
const ALL_YES = {
  isItCheap: true,
  isItEasyToImplement: true,
  canWeImplementItOurselves: true,
  canItBeImplementedWithin3Weeks: true,
  isItOneOfOurTop3FavSuggestions: true,
  willItSaveAsignificantAmout: true,
  isItUrgent: true,
};

/** A complete, valid Accepted input for each stage. */
const ACCEPT: { [K in StatusKey]: StageInputs[K] } = {
  evaluated: { accepted: true, questions: ALL_YES, responsiblePerson: ['Omar'] },
  approved: { accepted: true },
  implemented: { accepted: true, cost: 100, savings: 250 },
  rewarded: { accepted: true, eventName: 'Kaizen Day', savings: 500 },
  replicated: { type: 'Fully Replicated' },
};

function save<K extends StatusKey>(status: IdeaStatus, key: K, input: StageInputs[K]) {
  return applyStageUpdate(status, key, input, ctx).status;
}

/** The status after accepting every stage up to (not including) `key`. */
function readyFor(key: StatusKey): IdeaStatus {
  const chain: StatusKey[] = [];
  for (let k = STAGE_PREREQUISITE[key] as StatusKey | null; k; k = STAGE_PREREQUISITE[k]) chain.unshift(k);
  return chain.reduce((s, k) => save(s, k, ACCEPT[k] as never), initialIdeaStatus());
}

function workflowError(fn: () => unknown): WorkflowError {
  try {
    fn();
  } catch (err) {
    if (err instanceof WorkflowError) return err;
    throw err;
  }
  throw new Error('expected a WorkflowError');
}

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

describe('evaluation', () => {
  it.each([
    [true, true],
    [false, false],
    ['hold', false],
  ] as const)('decision %s requires responsible people: %s', (accepted, required) => {
    const input = { accepted, reasonOfHold: 'later', responsiblePerson: [' ', ''] };
    if (required) {
      expect(workflowError(() => save(initialIdeaStatus(), 'evaluated', input)).issues).toEqual([
        { path: 'responsiblePerson', message: M.required },
      ]);
    } else {
      expect(save(initialIdeaStatus(), 'evaluated', input).evaluated.questions.responsiblePerson).toEqual([]);
    }
  });

  it.each([0, 1, 3, 4, 5, 7])('%i yes answers: ticks and priority (High from 4) are computed', (yes) => {
    const questions = Object.fromEntries(Object.keys(ALL_YES).map((q, i) => [q, i < yes]));
    const status = save(initialIdeaStatus(), 'evaluated', { questions, responsiblePerson: ['Omar'], canBeReplicated: true });
    expect(status.evaluated.questions).toMatchObject({ totalTicks: yes, priority: yes >= 4 ? 'High' : 'Low' });
  });

  it('canBeReplicated is not a tick; evaluatedBy is the signed-in user; answers merge with saved ones', () => {
    const held = save(initialIdeaStatus(), 'evaluated', {
      accepted: 'hold',
      reasonOfHold: 'later',
      canBeReplicated: true,
      questions: { isItCheap: true, isItUrgent: true },
      dueDate: '2026-04-01',
    });
    expect(held.evaluated.questions.totalTicks).toBe(2);
    const status = save(held, 'evaluated', {
      accepted: true,
      questions: { isItEasyToImplement: true },
      responsiblePerson: [' Omar '],
    });
    expect(status.evaluated).toMatchObject({ evaluatedBy: 'Mona', canBeReplicated: true });
    expect(status.evaluated.questions).toMatchObject({
      isItCheap: true,
      isItUrgent: true,
      isItEasyToImplement: true,
      totalTicks: 3,
      priority: 'Low',
      dueDate: '2026-04-01',
      responsiblePerson: ['Omar'],
    });
  });
});

describe('approval, implementation, reward', () => {
  it('approval records approvedBy, the three answers and the estimated savings (Hard Saving by default)', () => {
    const status = save(readyFor('approved'), 'approved', {
      accepted: true,
      questions: { willHaveImpact: true },
      estimatedSavings: { amount: 1200 },
      canBeReplicated: true,
    });
    expect(status.approved).toMatchObject({
      approvedBy: 'Mona',
      canBeReplicated: true,
      estimatedSavings: { amount: 1200, type: 'Hard Saving' },
      questions: { willNotNegativelyAffect: false, willHaveImpact: true, didStakeholdersApprove: false },
    });
  });

  it.each([
    [100, 250, 2.5],
    [3, 1, 0.33],
    [0, 500, null],
    [0, 0, null],
  ])('cost %d, savings %d: ROI %s', (cost, savings, roi) => {
    expect(save(readyFor('implemented'), 'implemented', { accepted: true, cost, savings }).implemented.roi).toBe(roi);
  });

  it('clamps impact percentages to 0–100 (last value per key wins), keeps images and the knowledge table', () => {
    const ready = readyFor('implemented');
    const opl = [{ id: 1, kpi: 'Productivity', period: 'Daily', before: 1, after: 2, saving: 3, note: '' }];
    const withOpl = { ...ready, implemented: { ...ready.implemented, oplDescription: opl, ideaText: 'report' } };
    const image = { _id: 'f1', filename: 'a.png', contentType: 'image/png' };
    const status = save(withOpl, 'implemented', {
      accepted: true,
      before: [image],
      after: [image],
      equipmentName: ' Press 4 ',
      PQCDSM_Impact: [
        { key: 'Quality', value: 150 },
        { key: 'Cost', value: -20 },
        { key: 'Safety', value: 40 },
        { key: 'Safety', value: 60 },
      ],
    });
    expect(status.implemented.PQCDSM_Impact).toEqual([
      { key: 'Quality', value: 100 },
      { key: 'Cost', value: 0 },
      { key: 'Safety', value: 60 },
    ]);
    expect(status.implemented).toMatchObject({
      before: [image],
      after: [image],
      equipmentName: 'Press 4',
      oplDescription: opl,
      ideaText: 'report',
    });
  });

  it.each([
    [true, true],
    [false, false],
    ['hold', false],
  ] as const)('reward decision %s requires the event name: %s', (accepted, required) => {
    const input = { accepted, reasonOfHold: 'later', eventName: ' ', savings: 300, eventDate: '2026-05-01' };
    if (required) {
      expect(workflowError(() => save(readyFor('rewarded'), 'rewarded', input)).issues).toEqual([
        { path: 'eventName', message: M.required },
      ]);
    } else {
      expect(save(readyFor('rewarded'), 'rewarded', input).rewarded).toMatchObject({ savings: 300, eventDate: '2026-05-01' });
    }
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
