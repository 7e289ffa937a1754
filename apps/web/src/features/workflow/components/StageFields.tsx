import {
  APPROVAL_QUESTIONS,
  computeRoi,
  EVALUATION_QUESTIONS,
  type FileRef,
  type IdeaStatus,
  isStageLocked,
  PQCDSM,
  REPLICATION_TYPES,
  SAVINGS_TYPES,
  type StatusKey,
  workflowAmount,
} from '@fikra/shared';
import { Checkbox, Col, DatePicker, Form, Input, InputNumber, Radio, Row, Select, Typography } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../components/FileUpload';
import { useZodRule } from '../../../components/zodRule';
import { DATE_FORMAT } from '../../../lib/i18n';
import { DecisionFields } from './DecisionFields';
import { QuestionChecklist, TicksAndPriority } from './QuestionChecklist';
import { ResponsiblePeopleField } from './ResponsiblePeopleField';

const half = { xs: 24, md: 12 };
const MAX_STAGE_IMAGES = 5;
const amountInput = <InputNumber min={0} style={{ width: '100%' }} dir="ltr" />;

function CanBeReplicated() {
  const { t } = useTranslation('workflow');
  return (
    <Form.Item name="canBeReplicated" valuePropName="checked">
      <Checkbox>{t('fields.canBeReplicated')}</Checkbox>
    </Form.Item>
  );
}

/** Evaluation: decision, the seven questions with live ticks/priority, due date, responsible people. */
function EvaluatedFields() {
  return (
    <>
      <DecisionFields />
      <QuestionChecklist keys={EVALUATION_QUESTIONS} />
      <TicksAndPriority />
      <ResponsiblePeopleField />
      <CanBeReplicated />
    </>
  );
}

/** Approval: decision, the three questions, estimated savings amount and type. */
function ApprovedFields() {
  const { t } = useTranslation('workflow');
  const rule = useZodRule();
  return (
    <>
      <DecisionFields />
      <QuestionChecklist keys={APPROVAL_QUESTIONS} />
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name={['estimatedSavings', 'amount']} label={t('fields.estimatedSavings')} rules={[rule(workflowAmount)]}>
            {amountInput}
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name={['estimatedSavings', 'type']} label={t('fields.savingsType')}>
            <Select options={SAVINGS_TYPES.map((s) => ({ value: s, label: t(`enums:savingsTypes.${s}`) }))} />
          </Form.Item>
        </Col>
      </Row>
      <CanBeReplicated />
    </>
  );
}

/** Before/after photos of the implementation (up to 5 each, signed-in upload). */
function ImageField(props: { value?: FileRef[]; onChange?: (files: FileRef[]) => void; disabled: boolean; testId: string }) {
  const { t } = useTranslation('workflow');
  return (
    <FileUpload
      purpose="image"
      max={MAX_STAGE_IMAGES}
      label={t('stage.upload')}
      failedTitle={t('stage.uploadFailed')}
      {...props}
    />
  );
}

/** Implementation: cost, savings and live ROI, photos, equipment, lesson and PQCDSM impact (shown once accepted). */
function ImplementedFields({ status }: { status: IdeaStatus }) {
  const { t } = useTranslation('workflow');
  const rule = useZodRule();
  const accepted = Form.useWatch('accepted');
  const locked = isStageLocked(status, 'implemented');
  const cost = Form.useWatch('cost') ?? 0;
  const savings = Form.useWatch('savings') ?? 0;
  const roi = computeRoi(savings, cost);
  const amountRule = [rule(workflowAmount)];
  return (
    <>
      <DecisionFields rejectedLabel="decision.notPossible" />
      {(accepted === true || status.implemented.value) && (
        <>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="cost" label={t('fields.cost')} rules={amountRule}>
                {amountInput}
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="savings" label={t('fields.savings')} rules={amountRule}>
                {amountInput}
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={t('fields.roi')}>
                <Typography.Text strong data-testid="live-roi" dir="ltr">
                  {roi === null ? t('fields.noRoi') : roi}
                </Typography.Text>
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col {...half}>
              <Form.Item name="before" label={t('fields.before')}>
                <ImageField testId="upload-before" disabled={locked} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="after" label={t('fields.after')}>
                <ImageField testId="upload-after" disabled={locked} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="equipmentName" label={t('fields.equipmentName')}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="singlePointLesson" label={t('fields.singlePointLesson')}>
            <Input.TextArea autoSize={{ minRows: 2 }} maxLength={5000} />
          </Form.Item>
          <Typography.Text strong>{t('fields.impact')}</Typography.Text>
          <Row gutter={16} style={{ marginTop: 8 }}>
            {PQCDSM.map((key) => (
              <Col key={key} xs={12} md={8} lg={4}>
                <Form.Item name={['impact', key]} label={t(`enums:pqcdsm.${key}`)}>
                  <InputNumber min={0} max={100} suffix="%" style={{ width: '100%' }} dir="ltr" />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </>
      )}
    </>
  );
}

/** Reward: decision, amount, event name and date. */
function RewardedFields() {
  const { t } = useTranslation('workflow');
  const rule = useZodRule();
  return (
    <>
      <DecisionFields />
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="savings" label={t('fields.reward')} rules={[rule(workflowAmount)]}>
            {amountInput}
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="eventName" label={t('fields.eventName')} required>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="eventDate" label={t('fields.eventDate')}>
            <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

/** Replication: the type (Fully Replicated locks it) and where it came from. */
function ReplicatedFields() {
  const { t } = useTranslation('workflow');
  return (
    <>
      <Form.Item name="type" label={t('fields.replicationType')}>
        <Radio.Group options={REPLICATION_TYPES.map((r) => ({ value: r, label: t(`enums:replicationTypes.${r}`) }))} />
      </Form.Item>
      <Form.Item name="from" label={t('fields.replicatedFrom')}>
        <Input maxLength={200} />
      </Form.Item>
    </>
  );
}

/** The fields of each stage's form; a new stage fails to compile until it has one. */
export const STAGE_FIELDS: Record<StatusKey, ComponentType<{ status: IdeaStatus }>> = {
  evaluated: EvaluatedFields,
  approved: ApprovedFields,
  implemented: ImplementedFields,
  rewarded: RewardedFields,
  replicated: ReplicatedFields,
};
