import type { AnalyticsDashboard } from '@fikra/shared';
import { describe, expect, it } from 'vitest';
import { kpiFigures } from './kpiFigures';

const dashboard = (over: Partial<AnalyticsDashboard> = {}) =>
  ({
    funnel: [
      { stage: 'submitted', count: 8, share: null, shareOf: null },
      { stage: 'implemented', count: 2, share: 0.25, shareOf: 'submitted' },
    ],
    savings: { totals: { actual: { total: 1500 }, roi: 3 } },
    participation: { participants: 4, sheet: { employees: 10, participants: 4, share: 0.4 } },
    ...over,
  }) as unknown as AnalyticsDashboard;

describe('the dashboard KPI cards (issue 30)', () => {
  it('shows each figure once: no total of users, rates instead', () => {
    const figures = kpiFigures(dashboard());
    expect(figures.map((f) => f.key)).toEqual([
      'submitted',
      'implemented',
      'implementationRate',
      'savings',
      'roi',
      'participation',
    ]);
    expect(Object.fromEntries(figures.map((f) => [f.key, [f.value, f.unit]]))).toEqual({
      submitted: [8, 'count'],
      implemented: [2, 'count'],
      implementationRate: [0.25, 'percent'],
      savings: [1500, 'currency'],
      roi: [3, 'times'],
      participation: [0.4, 'percent'],
    });
  });

  it('without a code sheet the participation card counts who took part; no idea means no rate', () => {
    const figures = kpiFigures(
      dashboard({ funnel: [], participation: { participants: 0, months: [], sheet: null } } as Partial<AnalyticsDashboard>),
    );
    expect(figures.find((f) => f.key === 'participation')).toEqual({ key: 'participation', value: 0, unit: 'count' });
    expect(figures.find((f) => f.key === 'implementationRate')?.value).toBeNull();
  });

  it('is loading (undefined) until the figures arrive', () => {
    expect(kpiFigures(undefined).every((f) => f.value === undefined)).toBe(true);
  });
});
