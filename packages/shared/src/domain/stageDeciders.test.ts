import { describe, expect, it } from 'vitest';
import { initialIdeaStatus } from './idea.js';
import { ROLES } from './roles.js';
import {
  canDecideStage,
  decidableStages,
  dueStage,
  ideaPosition,
  isOverdue,
  positionOfDecisions,
  STAGE_DECIDERS,
} from './stageDeciders.js';

describe('who decides which stage (decision 023)', () => {
  it('every stage is decided by exactly the roles that may edit the status (spec §6)', () => {
    for (const roles of Object.values(STAGE_DECIDERS))
      expect([...roles].sort()).toEqual(['ADMIN', 'CONSULTANT', 'KEY_OWNER', 'MBUL']);
  });

  it('roles outside the matrix decide nothing; a unit lead without a unit decides nothing', () => {
    for (const role of ROLES.filter((r) => !['ADMIN', 'CONSULTANT', 'MBUL', 'KEY_OWNER'].includes(r)))
      expect(decidableStages({ role, factoryBusinessUnitId: 'u1' })).toEqual([]);
    expect(decidableStages({ role: 'MBUL', factoryBusinessUnitId: null })).toEqual([]);
    expect(decidableStages({ role: 'MBUL', factoryBusinessUnitId: 'u1' })).toEqual([
      'evaluated',
      'approved',
      'implemented',
      'rewarded',
    ]);
    expect(decidableStages({ role: 'CONSULTANT' })).toEqual(['evaluated', 'approved', 'implemented', 'rewarded']);
  });

  it('a unit lead decides only its own unit’s ideas; a consultant any', () => {
    const lead = { role: 'KEY_OWNER', factoryBusinessUnitId: 'u1' };
    expect(canDecideStage(lead, 'approved', { unitId: 'u1' })).toBe(true);
    expect(canDecideStage(lead, 'approved', { unitId: 'u2' })).toBe(false);
    expect(canDecideStage(lead, 'approved', { unitId: null })).toBe(false);
    expect(canDecideStage({ role: 'CONSULTANT' }, 'rewarded', { unitId: null })).toBe(true);
    expect(canDecideStage({ role: 'HR' }, 'evaluated', { unitId: 'u1' })).toBe(false);
  });
});

describe('where an idea is', () => {
  it('a new idea waits for its evaluation', () => {
    expect(ideaPosition(initialIdeaStatus())).toEqual({ stage: 'evaluated', state: 'waiting', progress: 0 });
    expect(dueStage(initialIdeaStatus())).toBe('evaluated');
  });

  it('an accepted evaluation and an approval on hold: approval — on hold, still due', () => {
    const status = initialIdeaStatus();
    status.evaluated = { ...status.evaluated, value: true, accepted: true, date: '2026-01-01T00:00:00Z' };
    status.approved = { ...status.approved, value: false, accepted: 'hold', reasonOfHold: 'budget' };
    expect(ideaPosition(status)).toEqual({ stage: 'approved', state: 'hold', progress: 1 });
    expect(dueStage(status)).toBe('approved');
  });

  it('a rejected idea and a finished one wait for nothing', () => {
    expect(positionOfDecisions(['accepted', 'rejected', 'pending', 'pending'])).toEqual({
      stage: 'approved',
      state: 'rejected',
      progress: 1,
    });
    expect(positionOfDecisions(['accepted', 'accepted', 'accepted', 'accepted'])).toEqual({
      stage: 'rewarded',
      state: 'done',
      progress: 4,
    });
    const status = initialIdeaStatus();
    status.evaluated = { ...status.evaluated, value: true, accepted: false, reasonOfDenial: 'High cost' };
    expect(dueStage(status)).toBeNull();
  });

  it('a due date is overdue once its day has passed', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(isOverdue('2026-03-09', now)).toBe(true);
    expect(isOverdue('2026-03-10', now)).toBe(false);
    expect(isOverdue('2026-03-11T00:00:00.000Z', now)).toBe(false);
    expect(isOverdue(null, now)).toBe(false);
  });
});
