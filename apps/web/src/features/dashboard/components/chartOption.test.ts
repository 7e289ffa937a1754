import type { FigureTable } from '@fikra/shared';
import { describe, expect, it } from 'vitest';
import { chartOption } from './chartOption';
import { CHART_SPECS } from './chartSpecs';
import type { FigureFormat } from './format';

const table: FigureTable = {
  id: 'effects',
  columns: [
    { header: 'dashboard:columns.effect', kind: 'text' },
    { header: 'dashboard:columns.ideas', kind: 'count' },
  ],
  rows: [['Quality', 5810000]],
} as unknown as FigureTable;
const format = { number: (v: unknown) => String(v), cell: (v: unknown) => String(v) } as unknown as FigureFormat;
const grid = (rtl: boolean) =>
  chartOption(table, CHART_SPECS.effects, { format, t: (k) => k, rtl, fontFamily: 'sans-serif' }).grid as {
    left: number;
    right: number;
  };

describe('a horizontal bar chart', () => {
  it('keeps room past the longest bar for its figure, on the side the bars grow towards', () => {
    expect(grid(false).right).toBeGreaterThanOrEqual(100);
    expect(grid(false).left).toBe(16);
    expect(grid(true).left).toBeGreaterThanOrEqual(100);
    expect(grid(true).right).toBe(16);
  });
});
