import type { AnalyticsDashboard } from '@fikra/shared';

/** What a KPI card shows: its figure and how to read it. */
export type KpiUnit = 'count' | 'currency' | 'percent' | 'times';
export interface KpiFigure {
  key: 'submitted' | 'implemented' | 'implementationRate' | 'savings' | 'roi' | 'participation';
  value: number | null | undefined;
  unit: KpiUnit;
}

/**
 * The period's headline figures (issue 30), each a different figure: ideas submitted and implemented, the
 * implementation rate, actual savings in the plant's currency, ROI (savings per unit of cost, "×"), and the
 * participation rate (employees taking part out of the code sheet's, or how many took part without a sheet).
 * The programme's total of ideas is the submitted card's note, not a card of its own.
 */
export function kpiFigures(data: AnalyticsDashboard | undefined): KpiFigure[] {
  const stage = (s: string) => (data ? (data.funnel?.find((f) => f.stage === s)?.count ?? 0) : undefined);
  const submitted = stage('submitted');
  const implemented = stage('implemented');
  const rate = submitted === undefined || implemented === undefined ? undefined : submitted ? implemented / submitted : null;
  const sheet = data?.participation?.sheet;
  return [
    { key: 'submitted', value: submitted, unit: 'count' },
    { key: 'implemented', value: implemented, unit: 'count' },
    { key: 'implementationRate', value: rate, unit: 'percent' },
    { key: 'savings', value: data && (data.savings?.totals.actual.total ?? null), unit: 'currency' },
    { key: 'roi', value: data && (data.savings?.totals.roi ?? null), unit: 'times' },
    sheet
      ? { key: 'participation', value: sheet.share, unit: 'percent' }
      : { key: 'participation', value: data && (data.participation?.participants ?? null), unit: 'count' },
  ];
}
