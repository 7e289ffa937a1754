import type { FigureTable } from '@fikra/shared';
import type { ChartSpec } from './chartSpecs';
import type { ChartOption } from './EChart';
import type { FigureFormat } from './format';

/** Pixels kept beside the longest horizontal bar for its figure ("EGP 5,810,000" at the chart's font). */
const BAR_FIGURE_ROOM = 104;

const isLabelKey = (cell: unknown) => typeof cell === 'string' && cell.includes(':');

/** The series' names and colours, for the HTML legend beside the chart. */
export const legendOf = (table: FigureTable, spec: ChartSpec, t: (key: string) => string) =>
  spec.series.map((s) => ({ name: t(table.columns[s.column].header), color: s.color }));

/**
 * The ECharts option that draws a figure table: category axis from the first column, one series per spec'd
 * column (named by its header, as in the table view), numbers in the user's language. In Arabic the category
 * axis runs right to left and the value axis sits on the right.
 */
export function chartOption(
  table: FigureTable,
  spec: ChartSpec,
  ctx: { format: FigureFormat; t: (key: string) => string; rtl: boolean; fontFamily: string },
): ChartOption {
  const { format, t, rtl } = ctx;
  const rows = spec.skipLabelRows ? table.rows.filter((r) => !isLabelKey(r[0])) : table.rows;
  const valueKind = table.columns[spec.series[0].column].kind;
  const horizontal = !!spec.horizontal;
  const single = spec.series.length === 1;

  const categoryAxis = {
    type: 'category' as const,
    data: rows.map((r) => format.cell(r[0], table.columns[0].kind)),
    name: t(table.columns[0].header),
    nameLocation: 'middle' as const,
    nameGap: horizontal ? 0 : 32,
    nameTextStyle: { fontWeight: 'bold' as const, opacity: horizontal ? 0 : 1 },
    // horizontal charts list the first row on top; month axes read from the language's start side
    inverse: horizontal || rtl,
    position: horizontal ? (rtl ? ('right' as const) : ('left' as const)) : ('bottom' as const),
    axisLabel: horizontal ? { width: 140, overflow: 'truncate' as const } : { hideOverlap: true },
    axisTick: { alignWithLabel: true },
  };
  const valueAxis = {
    type: 'value' as const,
    name: t(spec.valueAxis),
    nameLocation: 'middle' as const,
    nameGap: horizontal ? 28 : 44,
    nameTextStyle: { fontWeight: 'bold' as const },
    inverse: horizontal && rtl,
    position: horizontal ? ('bottom' as const) : rtl ? ('right' as const) : ('left' as const),
    axisLabel: { formatter: (v: number) => format.compact(v) },
    minInterval: valueKind === 'count' ? 1 : undefined,
  };

  return {
    animation: false,
    textStyle: { fontFamily: ctx.fontFamily },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (v) => format.number(v as number | null, valueKind),
      extraCssText: rtl ? 'direction: rtl; text-align: right;' : '',
    },
    // a horizontal bar's figure is written past its end: room for it beside the longest bar (it was cut off)
    grid: {
      top: 16,
      bottom: horizontal ? 40 : 48,
      left: horizontal && rtl ? BAR_FIGURE_ROOM : 16,
      right: horizontal && !rtl ? BAR_FIGURE_ROOM : 16,
    },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series: spec.series.map((s, n) => ({
      type: spec.kind,
      name: t(table.columns[s.column].header),
      stack: s.stack,
      color: s.color,
      data: rows.map((r) => r[s.column] as number | null),
      ...(spec.kind === 'line' ? { symbolSize: 8 } : { barMaxWidth: 40 }),
      label: {
        show: single || (n === 0 && spec.shareColumn !== undefined),
        position: horizontal ? (rtl ? 'left' : 'right') : 'top',
        formatter: (p: { value: unknown; dataIndex: number }) => {
          const value = format.number(p.value as number | null, valueKind);
          const share = spec.shareColumn === undefined ? null : (rows[p.dataIndex][spec.shareColumn] as number | null);
          // "5 (62.5%)": brackets, never a dot that reads as an Arabic zero (decision 036)
          return share === null ? value : `${value} (${format.number(share, 'percent')})`;
        },
      },
    })) as ChartOption['series'],
  };
}
