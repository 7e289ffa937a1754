import { DECISION_STAGES, type PublicIdeaStatus } from '@fikra/shared';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { reasonLabel, StatusBadges } from '../../../components/StatusBadges';

/** One idea of the public lookup: number, id, text, a badge per stage and the reason where one was rejected or held. */
export function IdeaStatusCard({ idea }: { idea: PublicIdeaStatus }) {
  const { t } = useTranslation('ideaForm');
  const reasons = DECISION_STAGES.flatMap((stage) => {
    const { reasonOfDenial, reasonOfHold } = idea.status[stage];
    const stageName = t(`enums:stages.${stage}`);
    return [
      ...(reasonOfDenial
        ? [
            {
              key: `${stage}-denial`,
              label: `${t('enums:ideaFields.reasonOfDenial')} (${stageName})`,
              text: reasonLabel(t, reasonOfDenial),
            },
          ]
        : []),
      ...(reasonOfHold
        ? [{ key: `${stage}-hold`, label: `${t('enums:ideaFields.reasonOfHold')} (${stageName})`, text: reasonOfHold }]
        : []),
    ];
  });
  return (
    <Card
      size="small"
      className="idea-status-card"
      title={t('status.ideaNumber', { number: idea.ideaNumber })}
      data-testid="idea-status-card"
      data-idea-number={idea.ideaNumber}
    >
      <Typography.Paragraph strong dir="auto" style={{ marginBottom: 8 }}>
        {idea.ideaText}
      </Typography.Paragraph>
      <StatusBadges status={idea.status} showReasons={false} />
      {reasons.map((r) => (
        <Typography.Paragraph key={r.key} type="danger" style={{ margin: '8px 0 0' }} data-testid="status-reason">
          {r.label}: {r.text}
        </Typography.Paragraph>
      ))}
      {idea.status.replicated.from && (
        <Typography.Paragraph style={{ margin: '8px 0 0' }} data-testid="status-replicated-from">
          {t('enums:ideaFields.replicatedFrom')}: <span dir="auto">{idea.status.replicated.from}</span>
        </Typography.Paragraph>
      )}
      {idea.duplicateOf && (
        <Typography.Paragraph style={{ margin: '8px 0 0' }} data-testid="status-duplicate-of">
          {t('common:similarIdeas.duplicateOf', { number: idea.duplicateOf })}
        </Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
        {t('status.ideaId')}: <span dir="ltr">{idea._id}</span>
      </Typography.Paragraph>
    </Card>
  );
}
