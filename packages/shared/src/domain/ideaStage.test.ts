import { describe, expect, it } from 'vitest';
import { initialIdeaStatus } from './idea.js';
import { ideaStage } from './ideaStage.js';

const decided = (accepted: boolean | 'hold') => ({ value: true, accepted, date: '2026-01-01T00:00:00.000Z' });

describe('ideaStage', () => {
  it('is submitted until the first decision', () => {
    expect(ideaStage(initialIdeaStatus())).toBe('submitted');
  });

  it('is the last accepted stage', () => {
    const s = initialIdeaStatus();
    Object.assign(s.evaluated, decided(true));
    Object.assign(s.approved, decided(true));
    expect(ideaStage(s)).toBe('approved');
    Object.assign(s.implemented, decided(true));
    expect(ideaStage(s)).toBe('implemented');
  });

  it('is rejected or on hold at whichever stage said so', () => {
    const s = initialIdeaStatus();
    Object.assign(s.evaluated, decided(false));
    expect(ideaStage(s)).toBe('rejected');
    const h = initialIdeaStatus();
    Object.assign(h.evaluated, decided(true));
    Object.assign(h.approved, decided('hold'));
    expect(ideaStage(h)).toBe('onHold');
  });

  it('is replicated once an implemented idea has spread, not before', () => {
    const s = initialIdeaStatus();
    s.replicated = { value: true, date: null, type: 'Partially Replicated' };
    expect(ideaStage(s)).toBe('submitted');
    for (const key of ['evaluated', 'approved', 'implemented'] as const) Object.assign(s[key], decided(true));
    expect(ideaStage(s)).toBe('replicated');
    s.replicated.type = "Can't Be Replicated";
    expect(ideaStage(s)).toBe('implemented');
  });
});
