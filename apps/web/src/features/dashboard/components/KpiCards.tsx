import { BulbOutlined, CheckCircleOutlined, DollarOutlined, RiseOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import type { AnalyticsDashboard, FigureKind } from '@fikra/shared';
import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCount } from '../api/counts';
import type { FigureFormat } from './format';

interface Kpi {
  key: string;
  title: string;
  value: number | null | undefined;
  kind?: FigureKind;
  icon: ReactNode;
  note?: string;
}

/**
 * The header of spec §2 (total ideas and users, within the caller's scope) and the period's headline figures:
 * ideas submitted and implemented, actual savings, ROI and how many employees took part.
 */
export function KpiCards({ data, format }: { data: AnalyticsDashboard | undefined; format: FigureFormat }) {
  const { t } = useTranslation('dashboard');
  const ideas = useCount('ideas');
  const users = useCount('users');
  const stage = (s: string) => data?.funnel?.find((f) => f.stage === s)?.count;
  const sheet = data?.participation?.sheet;
  const kpis: Kpi[] = [
    { key: 'ideas', title: t('counts.ideas'), value: ideas.data?.count, icon: <BulbOutlined /> },
    { key: 'users', title: t('counts.users'), value: users.data?.count, icon: <UserOutlined /> },
    { key: 'submitted', title: t('kpis.submitted'), value: stage('submitted'), icon: <RiseOutlined /> },
    { key: 'implemented', title: t('kpis.implemented'), value: stage('implemented'), icon: <CheckCircleOutlined /> },
    {
      key: 'savings',
      title: t('kpis.actualSavings'),
      value: data?.savings?.totals.actual.total,
      kind: 'amount',
      icon: <DollarOutlined />,
      note: `${t('kpis.roi')}: ${format.number(data?.savings?.totals.roi, 'ratio')}`,
    },
    {
      key: 'participants',
      title: t('kpis.participants'),
      value: data?.participation?.participants,
      icon: <TeamOutlined />,
      note: sheet
        ? t('kpis.sheetShare', { share: format.number(sheet.share, 'percent'), employees: format.number(sheet.employees) })
        : undefined,
    },
  ];
  return (
    <Row gutter={[16, 16]} className="kpi-row">
      {kpis.map((k) => (
        <Col key={k.key} xs={12} md={8} xl={4}>
          <Card
            size="small"
            className="kpi-card"
            data-testid={k.key === 'ideas' || k.key === 'users' ? `count-${k.key}` : `kpi-${k.key}`}
          >
            <Statistic
              title={k.title}
              value={k.value ?? 0}
              loading={k.value === undefined}
              prefix={k.icon}
              formatter={(v) => format.number(Number(v), k.kind)}
            />
            {k.note && <div className="kpi-note">{k.note}</div>}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
