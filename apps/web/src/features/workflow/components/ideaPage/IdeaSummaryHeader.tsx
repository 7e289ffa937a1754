import { IDEA_HIERARCHY, ideaPosition, STATUS_KEYS, type StatusKey, stageDecision } from '@fikra/shared';
import { Card, Flex, Steps, type StepsProps, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { IdeaWithHistory } from '../../../../api/idea';
import { POSITION_COLOUR, usePositionLabel } from '../../../../components/ideaList/IdeaStatusCell';
import { formatDate, localName } from '../../../../lib/i18n';

/** One step of the progress: done, refused, on hold, due or not reached. */
function stepStatus(idea: IdeaWithHistory, key: StatusKey): NonNullable<StepsProps['items']>[number]['status'] {
  if (key === 'replicated') return idea.status.replicated.value ? 'finish' : 'wait';
  const decision = stageDecision(idea.status[key]);
  if (decision === 'accepted') return 'finish';
  if (decision === 'rejected') return 'error';
  const { stage } = ideaPosition(idea.status);
  return stage === key ? 'process' : 'wait';
}

/**
 * The idea page's header: title, where the idea is (one label) with a compact progress across the five stages,
 * who submitted it, every level of its place that is set, and when (date and age).
 */
export function IdeaSummaryHeader({ idea }: { idea: IdeaWithHistory }) {
  const { t } = useTranslation('ideaPage');
  const positionLabel = usePositionLabel();
  const position = ideaPosition(idea.status);
  const place = IDEA_HIERARCHY.map((l) => idea[l.field]).filter((ref) => !!ref);
  const days = Math.max(0, dayjs().startOf('day').diff(dayjs(idea.createdAt).startOf('day'), 'day'));
  return (
    <Card data-testid="idea-card" style={{ marginBottom: 16 }}>
      <Flex vertical gap={12}>
        <Flex gap={8} align="center" wrap>
          <Tag color={POSITION_COLOUR[position.state]} data-testid="idea-position" data-state={position.state}>
            {positionLabel(position)}
          </Tag>
          {idea.imported && <Tag>{t('header.imported')}</Tag>}
        </Flex>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }} dir="auto" data-testid="idea-title">
          {idea.ideaText}
        </Typography.Title>
        <Steps
          type="inline"
          size="small"
          aria-label={t('header.progress')}
          items={STATUS_KEYS.map((key) => ({
            key,
            title: t(`ideaPage:stage.${key}`),
            status: stepStatus(idea, key),
          }))}
          data-testid="idea-progress"
        />
        <Flex gap="4px 24px" wrap>
          <Typography.Text>
            <Typography.Text type="secondary">{t('header.submitter')} </Typography.Text>
            <span dir="auto">{idea.employeeName}</span> (<span dir="ltr">{idea.employeeCode}</span>)
          </Typography.Text>
          <Typography.Text>
            <Typography.Text type="secondary">{t('header.submitted')} </Typography.Text>
            <span dir="ltr">{formatDate(idea.createdAt)}</span> · {t('header.age', { count: days })}
          </Typography.Text>
        </Flex>
        {place.length > 0 && (
          <Typography.Text data-testid="idea-place">
            <Typography.Text type="secondary">{t('header.place')} </Typography.Text>
            {place.map((ref, n) => (
              <span key={ref?._id}>
                {n > 0 && <span aria-hidden> / </span>}
                <span dir="auto">{localName(ref?.name)}</span>
              </span>
            ))}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
