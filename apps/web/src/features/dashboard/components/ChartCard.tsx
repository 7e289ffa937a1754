import { type AnalyticsDashboard, type FigureTableId, figureTable, hasFigures } from '@fikra/shared';
import { Card, Segmented, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { chartOption, legendOf } from './chartOption';
import { CHART_SPECS } from './chartSpecs';
import { EChart } from './EChart';
import { FigureTableView } from './FigureTableView';
import type { FigureFormat } from './format';

const HEIGHT = 320;

/** One chart of the dashboard with its title, subtitle, empty state and a Chart/Table switch. */
export function ChartCard({
  id,
  data,
  format,
}: {
  id: FigureTableId;
  data: AnalyticsDashboard | undefined;
  format: FigureFormat;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const title = t(`charts.${id}.title`);
  const table = useMemo(() => (data ? figureTable(data, id) : undefined), [data, id]);
  const rtl = i18n.dir() === 'rtl';
  const option = useMemo(
    () =>
      table &&
      chartOption(table, CHART_SPECS[id], {
        format,
        t: (key) => t(key),
        rtl,
        fontFamily: getComputedStyle(document.body).fontFamily,
      }),
    [table, id, format, t, rtl],
  );
  const empty = table && !hasFigures(table);

  return (
    <Card
      className="chart-card"
      data-testid={`chart-${id}`}
      title={
        <Typography.Title level={4} className="chart-title">
          {title}
        </Typography.Title>
      }
      extra={
        <Segmented
          className="no-print"
          size="small"
          aria-label={t('actions.view', { title })}
          value={view}
          onChange={(v) => setView(v as 'chart' | 'table')}
          options={[
            { value: 'chart', label: t('actions.showChart') },
            { value: 'table', label: t('actions.showTable') },
          ]}
        />
      }
    >
      <Typography.Paragraph type="secondary" className="chart-subtitle">
        {t(`charts.${id}.subtitle`)}
      </Typography.Paragraph>
      {!table || !option ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : empty ? (
        <div style={{ minHeight: HEIGHT / 2 }}>
          <EmptyState text={t('empty')} />
        </div>
      ) : view === 'chart' ? (
        <>
          {CHART_SPECS[id].series.length > 1 && (
            <ul className="chart-legend">
              {legendOf(table, CHART_SPECS[id], (key) => t(key)).map((item) => (
                <li key={item.name}>
                  <span className="chart-legend-swatch" style={{ background: item.color }} aria-hidden />
                  {item.name}
                </li>
              ))}
            </ul>
          )}
          <EChart option={option} height={HEIGHT} label={t('actions.chartLabel', { title })} />
        </>
      ) : (
        <FigureTableView table={table} caption={title} format={format} />
      )}
    </Card>
  );
}
