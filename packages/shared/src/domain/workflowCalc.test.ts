import { describe, expect, it } from 'vitest';
import { initialIdeaStatus } from './idea.js';
import { applyStageUpdate } from './workflow.js';
import {
  addOplRow,
  clampPercent,
  computeRoi,
  countTicks,
  defaultScoreDueDate,
  diffChanges,
  ideaSummary,
  newOplRow,
  priorityFor,
  removeLastOplRow,
} from './workflowCalc.js';

describe('computations', () => {
  it.each([
    [0, 'Low'],
    [3, 'Low'],
    [4, 'High'],
    [7, 'High'],
  ] as const)('%i ticks -> priority %s', (ticks, priority) => {
    expect(priorityFor(ticks)).toBe(priority);
  });

  it('counts only the seven questions answered yes', () => {
    expect(countTicks({ isItCheap: true, isItUrgent: true, isItEasyToImplement: false })).toBe(2);
    expect(countTicks({ ...{ canBeReplicated: true }, isItCheap: true } as never)).toBe(1);
  });

  it.each([
    [250, 100, 2.5],
    [100, 300, 0.33],
    [500, 0, null],
  ])('ROI of savings %d over cost %d is %s', (savings, cost, roi) => {
    expect(computeRoi(savings, cost)).toBe(roi);
  });

  it.each([
    [-1, 0],
    [0, 0],
    [42.5, 42.5],
    [100, 100],
    [250, 100],
  ])('impact %d%% is clamped to %d', (value, clamped) => {
    expect(clampPercent(value)).toBe(clamped);
  });

  it('the add-score due date defaults to 23 November of the current year', () => {
    expect(defaultScoreDueDate(new Date(2026, 0, 5))).toBe('2026-11-23');
    expect(defaultScoreDueDate(new Date(2027, 11, 31))).toBe('2027-11-23');
  });
});

describe('idea summary', () => {
  it('starts from the initial status', () => {
    expect(ideaSummary(initialIdeaStatus())).toEqual({
      values: { evaluated: false, approved: false, implemented: false, rewarded: false, replicated: false },
      replicationType: 'Not Replicated',
      totalTicks: 0,
      priority: 'Low',
      evaluatedBy: null,
      approvedBy: null,
      cost: 0,
      savings: 0,
      roi: null,
      reward: 0,
      canBeReplicated: false,
      replicatedFrom: null,
    });
  });

  it('follows every stage', () => {
    const steps = [
      [
        'evaluated',
        {
          questions: { isItCheap: true, isItUrgent: true, isItEasyToImplement: true, isItOneOfOurTop3FavSuggestions: true },
          responsiblePerson: ['Omar'],
          canBeReplicated: true,
        },
        'Eva',
      ],
      ['approved', { canBeReplicated: false }, 'Ali'],
      ['implemented', { cost: 200, savings: 500 }, 'Ali'],
      ['rewarded', { savings: 150, eventName: 'Kaizen Day' }, 'Ali'],
      ['replicated', { type: 'Partially Replicated', from: 'Alexandria plant, line 2' }, 'Ali'],
    ] as const;
    const status = steps.reduce(
      (s, [key, input, userName]) =>
        applyStageUpdate(s, key, input as never, { now: '2026-01-01T00:00:00.000Z', userName }).status,
      initialIdeaStatus(),
    );
    expect(ideaSummary(status)).toEqual({
      values: { evaluated: true, approved: true, implemented: true, rewarded: true, replicated: true },
      replicationType: 'Partially Replicated',
      totalTicks: 4,
      priority: 'High',
      evaluatedBy: 'Eva',
      approvedBy: 'Ali',
      cost: 200,
      savings: 500,
      roi: 2.5,
      reward: 150,
      canBeReplicated: false,
      replicatedFrom: 'Alexandria plant, line 2',
    });
  });
});

describe('knowledge table rows', () => {
  it('a new row has the spec defaults', () => {
    expect(newOplRow(1)).toEqual({ id: 1, kpi: 'Productivity', period: 'Daily', before: 0, after: 0, saving: 0, note: '' });
  });

  it('adding increments the id; deleting removes the last row but keeps one', () => {
    const three = addOplRow(addOplRow([newOplRow(1)]));
    expect(three.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(addOplRow([newOplRow(5), newOplRow(2)]).at(-1)?.id).toBe(6);
    expect(removeLastOplRow(three).map((r) => r.id)).toEqual([1, 2]);
    expect(removeLastOplRow([newOplRow(1)])).toEqual([newOplRow(1)]);
  });
});

describe('diffChanges', () => {
  it('lists changed leaves by dotted path, arrays as a whole', () => {
    expect(
      diffChanges({ a: 1, q: { x: true, y: false }, l: [1] }, { a: 1, q: { x: false, y: false }, l: [1, 2], n: 'new' }),
    ).toEqual({
      'q.x': { from: true, to: false },
      l: { from: [1], to: [1, 2] },
      n: { from: null, to: 'new' },
    });
  });
});
