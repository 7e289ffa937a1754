import { BarChart, type BarSeriesOption, LineChart, type LineSeriesOption } from 'echarts/charts';
import { GridComponent, type GridComponentOption, TooltipComponent, type TooltipComponentOption } from 'echarts/components';
import { type ComposeOption, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what the dashboard draws, so the chart chunk stays small; SVG keeps printed charts sharp. The legend is
// HTML beside the chart (it wraps in both directions and screen readers read it).
use([BarChart, LineChart, GridComponent, TooltipComponent, SVGRenderer]);

export type ChartOption = ComposeOption<BarSeriesOption | LineSeriesOption | GridComponentOption | TooltipComponentOption>;

/**
 * One ECharts instance in a div that fills its parent's width: created on mount, given the option whenever it
 * changes, resized with its container (and before printing), disposed on unmount.
 */
export function EChart({ option, height, label }: { option: ChartOption; height: number; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const instance = init(el, undefined, { renderer: 'svg' });
    chart.current = instance;
    const resize = () => instance.resize();
    const observer = new ResizeObserver(resize);
    observer.observe(el);
    const print = window.matchMedia('print');
    print.addEventListener('change', resize);
    window.addEventListener('beforeprint', resize);
    return () => {
      observer.disconnect();
      print.removeEventListener('change', resize);
      window.removeEventListener('beforeprint', resize);
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  // ECharts lays text out left to right (the option mirrors the axes for Arabic); inheriting dir=rtl would flip
  // every label to the wrong side of its anchor
  return <div ref={ref} dir="ltr" role="img" aria-label={label} className="dashboard-chart" style={{ height, width: '100%' }} />;
}
