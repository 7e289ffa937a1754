import { BulbOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCount } from '../api/counts';
import { useFigureFormat } from './format';

/**
 * The dashboard of a user without a location of idea (issue 29): the spec's header, total ideas and users, and
 * why there is nothing more. Everyone else's figures are limited to their own location (shared dashboardScopeOf).
 */
export function HeaderCounts() {
  const { t } = useTranslation('dashboard');
  const format = useFigureFormat();
  const counts = [
    { key: 'ideas', icon: <BulbOutlined />, query: useCount('ideas') },
    { key: 'users', icon: <UserOutlined />, query: useCount('users') },
  ] as const;
  return (
    <>
      <Row gutter={[16, 16]} className="kpi-row">
        {counts.map((c) => (
          <Col key={c.key} xs={12} md={8} xl={4}>
            <Card size="small" className="kpi-card" data-testid={`count-${c.key}`}>
              <Statistic
                title={t(`counts.${c.key}`)}
                value={c.query.data?.count ?? 0}
                loading={c.query.data === undefined}
                prefix={c.icon}
                formatter={(v) => format.number(Number(v))}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Alert type="info" showIcon className="dashboard-no-unit" title={t('noUnitNote')} />
    </>
  );
}
