import {
  BulbOutlined,
  CheckCircleOutlined,
  FundOutlined,
  PercentageOutlined,
  RiseOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { AnalyticsDashboard } from '@fikra/shared';
import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlantCurrency } from '../../../api/plantSettings';
import { currentLanguage } from '../../../lib/i18n';
import { numberFormat } from '../../../lib/numbers';
import { useCount } from '../api/counts';
import type { FigureFormat } from './format';
import { type KpiFigure, kpiFigures } from './kpiFigures';

const ICONS: Record<KpiFigure['key'], ReactNode> = {
  submitted: <BulbOutlined />,
  implemented: <CheckCircleOutlined />,
  implementationRate: <PercentageOutlined />,
  // a neutral mark: the amount itself says its currency (no dollar sign on a plant's pounds)
  savings: <FundOutlined />,
  roi: <RiseOutlined />,
  participation: <TeamOutlined />,
};

/** From this amount on, a currency figure is written short ("EGP 1.2M") and in full in the card's note. */
const COMPACT_FROM = 1_000_000;

/**
 * The period's headline figures (kpiFigures): each card a different figure, savings in the plant's currency
 * (its settings, EGP by default) and ROI with its unit.
 */
export function KpiCards({ data, format }: { data: AnalyticsDashboard | undefined; format: FigureFormat }) {
  const { t } = useTranslation('dashboard');
  const ideas = useCount('ideas');
  const currency = usePlantCurrency();
  const money = numberFormat(currentLanguage(), {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    maximumFractionDigits: 2,
  });
  // a plant's year of savings runs to millions: "EGP 12.35M" fits a card of six on a laptop, the whole amount below it
  const compactMoney = numberFormat(currentLanguage(), {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    notation: 'compact',
    maximumFractionDigits: 2,
  });
  const compacted = (k: KpiFigure) => k.unit === 'currency' && typeof k.value === 'number' && Math.abs(k.value) >= COMPACT_FROM;
  const sheet = data?.participation?.sheet;

  const text = (k: KpiFigure) => {
    const v = k.value;
    if (v === null || v === undefined) return '—';
    // a narrow card breaks a long amount between its words ("987.65 million" / "EGP"), never inside one
    if (k.unit === 'currency') return (compacted(k) ? compactMoney.format(v) : money.format(v)).replace(/[\u00a0\u202f]/g, ' ');
    if (k.unit === 'percent') return format.number(v, 'percent');
    if (k.unit === 'times') return t('kpis.times', { value: format.number(v, 'ratio') });
    return format.number(v);
  };
  const figures = kpiFigures(data);
  const savings = figures.find((k) => k.key === 'savings');
  const notes: Partial<Record<KpiFigure['key'], string>> = {
    savings: savings && compacted(savings) ? money.format(savings.value as number) : undefined,
    submitted: ideas.data ? t('kpis.allIdeas', { total: format.number(ideas.data.count) }) : undefined,
    implementationRate: t('kpis.implementationRateNote'),
    roi: t('kpis.roiNote'),
    participation: sheet
      ? t('kpis.participationNote', {
          participants: format.number(sheet.participants),
          employees: format.number(sheet.employees),
        })
      : t('kpis.participationNoSheet'),
  };

  return (
    <Row gutter={[16, 16]} className="kpi-row">
      {figures.map((k) => (
        <Col key={k.key} xs={12} md={8} xl={4}>
          <Card size="small" className="kpi-card" data-testid={`kpi-${k.key}`}>
            <Statistic title={t(`kpis.${k.key}`)} value={text(k)} loading={k.value === undefined} prefix={ICONS[k.key]} />
            {notes[k.key] && <div className="kpi-note">{notes[k.key]}</div>}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
