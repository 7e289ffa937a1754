import type { PublicIdeaStatus } from '@fikra/shared';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusBadges } from '../../../components/StatusBadges';

/** One idea of the public lookup: number, id, text, a badge per stage and the reason where one was rejected. */
export function IdeaStatusCard({ idea }: { idea: PublicIdeaStatus }) {
  const { t } = useTranslation('ideaForm');
  return (
    <Card
      size="small"
      className="idea-status-card"
      title={t('status.ideaNumber', { number: idea.ideaNumber })}
      data-testid="idea-status-card"
      data-idea-number={idea.ideaNumber}
    >
      <Typography.Paragraph strong style={{ marginBottom: 8 }}>
        {idea.ideaText}
      </Typography.Paragraph>
      <StatusBadges status={idea.status} />
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
        {t('status.ideaId')}: <span dir="ltr">{idea._id}</span>
      </Typography.Paragraph>
    </Card>
  );
}
