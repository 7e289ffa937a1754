import { BulbOutlined, TeamOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { useCount } from '../api/counts';

/** Everyone's dashboard: total ideas and users (spec §2). */
export function DashboardPage() {
  const { t } = useTranslation('shell');
  const ideas = useCount('ideas');
  const users = useCount('users');
  return (
    <>
      <PageHeader title={t('dashboard.title')} isHome />
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} lg={8}>
          <Card>
            <Statistic
              title={t('dashboard.totalIdeas')}
              value={ideas.data?.count ?? 0}
              loading={ideas.isLoading}
              prefix={<BulbOutlined />}
              valueStyle={{ color: '#0b6e4f' }}
              data-testid="count-ideas"
            />
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Card>
            <Statistic
              title={t('dashboard.totalUsers')}
              value={users.data?.count ?? 0}
              loading={users.isLoading}
              prefix={<TeamOutlined />}
              data-testid="count-users"
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
