import type { IdeaOutput } from '@fikra/shared';
import { Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusBadges } from '../../../components/StatusBadges';
import { formatDate } from '../../../lib/i18n';

/** What the workflow pages show about the idea: number, text, description, presenter, PQCDSM effect, badges. */
export function IdeaHeaderCard({ idea, badges = true }: { idea: IdeaOutput; badges?: boolean }) {
  const { t } = useTranslation('workflow');
  return (
    <Card style={{ marginBottom: 16 }} data-testid="idea-card">
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">
          {t('idea.number', { number: idea.ideaNumber })} · {formatDate(idea.date)} ·{' '}
          {t('idea.presenter', { name: idea.employeeName })}
        </Typography.Text>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {idea.ideaText}
        </Typography.Title>
        <Typography.Paragraph ellipsis={{ rows: 3, expandable: true }} style={{ marginBottom: 0 }}>
          {idea.ideaDesc}
        </Typography.Paragraph>
        {idea.effectOnPQCDSM.length > 0 && (
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'effect',
                label: t('idea.effect'),
                children: idea.effectOnPQCDSM.map((e) => <Tag key={e}>{t(`enums:pqcdsm.${e}`)}</Tag>),
              },
            ]}
          />
        )}
        {badges && <StatusBadges status={idea.status} />}
      </Flex>
    </Card>
  );
}
