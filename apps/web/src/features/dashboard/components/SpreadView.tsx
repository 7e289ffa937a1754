import type { AnalyticsFiltersInput, SpreadFigures } from '@fikra/shared';
import { Card, Col, Row, Statistic, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { localName } from '../../../lib/i18n';
import { useSpreadFigures } from '../api/spread';
import type { FigureFormat } from './format';

type UnitRow = SpreadFigures['units'][number];

/**
 * The dashboard's Spread view (issue 32): implemented ideas that can be replicated in the period, how many were
 * proposed to other units, each unit's adoption, the time from proposal to implementation, and the savings the
 * replications added on top of the originals — within the same filters and unit scope as every other figure.
 */
export function SpreadView({ filters, format }: { filters: AnalyticsFiltersInput; format: FigureFormat }) {
  const { t } = useTranslation('spread');
  const spread = useSpreadFigures(filters);
  const d = spread.data;
  const figures: {
    key: string;
    title: string;
    value: number | null | undefined;
    kind?: Parameters<FigureFormat['number']>[1];
  }[] = [
    { key: 'replicable', title: t('dashboard.replicable'), value: d?.replicable },
    { key: 'proposedIdeas', title: t('dashboard.proposedIdeas'), value: d?.proposedIdeas },
    { key: 'replications', title: t('dashboard.replications'), value: d?.replications },
    { key: 'adoption', title: t('dashboard.adoptionRate'), value: d?.adoptionRate, kind: 'percent' },
    { key: 'days', title: t('dashboard.averageDays'), value: d?.averageDaysToImplement, kind: 'days' },
    { key: 'original', title: t('dashboard.originalSavings'), value: d?.originalSavings, kind: 'amount' },
    { key: 'added', title: t('dashboard.addedSavings'), value: d?.addedSavings, kind: 'amount' },
  ];
  const columns: TableColumnsType<UnitRow> = [
    { key: 'unit', title: t('unit'), render: (_, r) => (r.unit ? localName(r.unit.name) : '—') },
    { key: 'proposed', title: t('dashboard.proposed'), align: 'end', render: (_, r) => format.number(r.proposed) },
    { key: 'implemented', title: t('states.implemented'), align: 'end', render: (_, r) => format.number(r.implemented) },
    { key: 'declined', title: t('states.declined'), align: 'end', render: (_, r) => format.number(r.declined) },
    {
      key: 'rate',
      title: t('dashboard.adoptionRate'),
      align: 'end',
      render: (_, r) => format.number(r.adoptionRate, 'percent'),
    },
    { key: 'savings', title: t('savings'), align: 'end', render: (_, r) => format.number(r.savings, 'amount') },
  ];
  return (
    <Card title={t('dashboard.title')} className="spread-view" data-testid="dashboard-spread">
      <Row gutter={[16, 16]}>
        {figures.map((f) => (
          <Col key={f.key} xs={12} md={8} xl={6}>
            <Statistic
              title={f.title}
              value={f.value ?? 0}
              loading={spread.isPending}
              formatter={() => format.number(f.value, f.kind)}
              data-testid={`spread-${f.key}`}
            />
          </Col>
        ))}
      </Row>
      <div className="spread-units">
        <Table
          size="small"
          rowKey={(r) => r.unit?._id ?? 'none'}
          columns={columns}
          dataSource={d?.units ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <EmptyState text={t('dashboard.noneProposed')} /> }}
          data-testid="dashboard-spread-units"
        />
      </div>
    </Card>
  );
}
