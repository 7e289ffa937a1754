import { describe, expect, it } from 'vitest';
import { ALL_YES, readyFor, save, workflowError } from '../../test/workflowFixtures.js';
import { initialIdeaStatus } from './idea.js';
import { WORKFLOW_MESSAGES as M } from './workflowErrors.js';

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
