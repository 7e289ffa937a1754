import { type IdeaStatus, REJECTION_REASONS, type StatusKey, stageAvailability } from '@fikra/shared';
import { Alert, Card, Flex, Form, type FormInstance, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { decisionKey, replicationColour, stageColour } from '../../../components/StatusBadges';
import { formatDate } from '../../../lib/i18n';
import { STAGE_FIELDS } from './StageFields';
import { stageFormValues } from './stageForms';

/** The badge of one stage, coloured by its decision (or replication type). */
function StageTag({ status, stageKey }: { status: IdeaStatus; stageKey: StatusKey }) {
  const { t } = useTranslation('enums');
  if (stageKey === 'replicated') {
    const { type } = status.replicated;
    return <Tag color={replicationColour(type)}>{t(`replicationTypes.${type}`)}</Tag>;
  }
  const stage = status[stageKey];
  const decision = decisionKey(stage);
  const label = stageKey === 'implemented' && decision === 'rejected' ? 'notPossible' : decision;
  return (
    <Tag color={stageColour(stage)} data-decision={decision}>
      {t(`decisions.${label}`)}
    </Tag>
  );
}

/** Who decided and when, for a locked stage. */
function decidedText(status: IdeaStatus, key: StatusKey, t: (k: string, o?: Record<string, unknown>) => string): string {
  const date = formatDate(status[key].date);
  const name = key === 'evaluated' ? status.evaluated.evaluatedBy : key === 'approved' ? status.approved.approvedBy : undefined;
  return name ? t('stage.decidedBy', { name, date }) : t('stage.decided', { date });
}

/**
 * One stage of the status page: its badge, the reason of denial when rejected, and its form — read-only once
 * the stage is locked. `onValuesChange` lets the page collect unsaved changes per stage.
 */
export function StageCard({
  stageKey,
  status,
  form,
  onValuesChange,
}: {
  stageKey: StatusKey;
  status: IdeaStatus;
  form: FormInstance;
  onValuesChange: (key: StatusKey) => void;
}) {
  const { t } = useTranslation('workflow');
  const locked = stageAvailability(status, stageKey) === 'locked';
  const initialValues = useMemo(() => stageFormValues(stageKey, status), [stageKey, status]);
  const Fields = STAGE_FIELDS[stageKey];
  const stage = status[stageKey];
  const denial =
    stageKey !== 'replicated' && status[stageKey].value && status[stageKey].accepted === false
      ? status[stageKey].reasonOfDenial
      : undefined;
  const denialText =
    denial && (REJECTION_REASONS as readonly string[]).includes(denial) ? t(`enums:rejectionReasons.${denial}`) : denial;

  return (
    <Card
      data-stage-card={stageKey}
      data-locked={locked}
      title={
        <Flex gap={8} align="center">
          {t(`enums:stages.${stageKey}`)}
          <StageTag status={status} stageKey={stageKey} />
        </Flex>
      }
      extra={locked && stage.date ? <Typography.Text type="secondary">{decidedText(status, stageKey, t)}</Typography.Text> : null}
    >
      {denialText && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={`${t('enums:ideaFields.reasonOfDenial')}: ${denialText}`}
          data-testid="denial-reason"
        />
      )}
      <Form
        form={form}
        name={stageKey}
        layout="vertical"
        disabled={locked}
        initialValues={initialValues}
        onValuesChange={() => onValuesChange(stageKey)}
      >
        <Fields status={status} />
      </Form>
    </Card>
  );
}
