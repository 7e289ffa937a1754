import { BookOutlined, BulbOutlined, FileSearchOutlined, ProjectOutlined, SearchOutlined } from '@ant-design/icons';
import { Card, Col, Row, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

interface Tile {
  key: string;
  icon: ReactNode;
  to?: string;
  text?: string;
}

/** Public landing (spec §1): submit your idea and idea status are active; the rest shown disabled. */
export function LandingPage() {
  const { t } = useTranslation('shell');
  const tiles: Tile[] = [
    { key: 'submitIdea', icon: <BulbOutlined />, to: paths.auth.ideaForm.href(), text: t('landing.submitIdeaText') },
    { key: 'ideaStatus', icon: <SearchOutlined />, to: paths.auth.ideaStatus.href(), text: t('landing.ideaStatusText') },
    { key: 'submitProject', icon: <ProjectOutlined /> },
    { key: 'knowledge', icon: <BookOutlined /> },
    { key: 'projectStatus', icon: <FileSearchOutlined /> },
  ];
  return (
    <div>
      <div style={{ textAlign: 'center', padding: '32px 8px 28px' }}>
        <Typography.Title style={{ marginBottom: 8 }}>{t('landing.title')}</Typography.Title>
        <Typography.Paragraph type="secondary" style={{ fontSize: 17 }}>
          {t('landing.subtitle')}
        </Typography.Paragraph>
      </div>
      <Row gutter={[16, 16]} justify="center">
        {tiles.map((tile) => {
          const active = !!tile.to;
          const card = (
            <Card
              hoverable={active}
              aria-disabled={!active}
              data-testid={`tile-${tile.key}`}
              style={{
                height: '100%',
                opacity: active ? 1 : 0.55,
                cursor: active ? 'pointer' : 'not-allowed',
                textAlign: 'center',
              }}
            >
              <div style={{ fontSize: 40, color: '#0b6e4f', marginBottom: 8 }}>{tile.icon}</div>
              <Typography.Title level={4} style={{ marginTop: 0 }}>
                {t(`landing.${tile.key}`)}
              </Typography.Title>
              {tile.text ? (
                <Typography.Text type="secondary">{tile.text}</Typography.Text>
              ) : (
                <Tag>{t('landing.unavailable')}</Tag>
              )}
            </Card>
          );
          return (
            <Col key={tile.key} xs={24} sm={12} md={active ? 12 : 8} lg={active ? 10 : 6}>
              {active ? <Link to={tile.to!}>{card}</Link> : card}
            </Col>
          );
        })}
      </Row>
    </div>
  );
}
