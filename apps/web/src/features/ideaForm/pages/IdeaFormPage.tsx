import {
  type FileRef,
  type IdeaSubmissionInput,
  type IdeaSubmitted,
  ideaSubmissionBody,
  KAIZEN_TYPES,
  MAX_OPERATOR_IMAGES,
  MAX_RELATED_FILES,
  PQCDSM,
  TIMINGS,
} from '@fikra/shared';
import { Alert, Button, Card, Checkbox, Col, Divider, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirm, useNotify } from '../../../components/feedback';
import { descendantsOf, HierarchyFields } from '../../../components/HierarchyFields';
import { fieldErrors, useZodRule } from '../../../components/zodRule';
import { ApiError } from '../../../lib/api';
import { newIdempotencyKey, useSubmitIdea } from '../api/submitIdea';
import { EmployeeFields } from '../components/EmployeeFields';
import { FileListUpload } from '../components/FileListUpload';
import '../ideaForm.css';

type FormValues = Omit<IdeaSubmissionInput, 'filesRelated' | 'operatorImg'> & {
  filesRelated?: FileRef[];
  operatorImg?: FileRef[];
};

const INITIAL: Partial<FormValues> = { ideaPresenterType: 'Employee', kaizenType: KAIZEN_TYPES[0], effectOnPQCDSM: [] };

/** The public idea form (spec §4, §5): anyone can submit, from a phone or a desk, in Arabic or English. */
export function IdeaFormPage() {
  const { t } = useTranslation('ideaForm');
  const rule = useZodRule();
  const notify = useNotify();
  const confirm = useConfirm();
  const submit = useSubmitIdea();
  const [form] = Form.useForm<FormValues>();
  const [submitted, setSubmitted] = useState<IdeaSubmitted | null>(null);
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const idempotencyKey = useRef(newIdempotencyKey());
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);
  const s = ideaSubmissionBody.shape;
  const busyOf = useCallback(
    (field: string) => (b: boolean) => setBusy((prev) => (prev[field] === b ? prev : { ...prev, [field]: b })),
    [],
  );
  const uploading = Object.values(busy).some(Boolean);

  const onFinish = async (values: FormValues) => {
    if (uploading) return notify.info(t('form.uploading'));
    if (!(await confirm(t('common:confirm.submit')))) return;
    const body: IdeaSubmissionInput = {
      ...values,
      filesRelated: (values.filesRelated ?? []).map((f) => f._id),
      operatorImg: (values.operatorImg ?? []).map((f) => f._id),
    };
    try {
      const result = await submit.mutateAsync({ body, idempotencyKey: idempotencyKey.current });
      setSubmitted(result);
      notify.success(
        t('form.submittedTitle'),
        `${t('form.submitted')} ${t('form.submittedDetails', { number: result.ideaNumber, id: result._id })}`,
      );
      window.scrollTo({ top: 0, behavior: 'smooth' });
      resetTimer.current = setTimeout(() => {
        form.resetFields();
        idempotencyKey.current = newIdempotencyKey();
      }, TIMINGS.postSubmitResetMs);
    } catch (err) {
      if (err instanceof ApiError) form.setFields(fieldErrors(err.details, t) as never);
      notify.apiError(err);
    }
  };

  return (
    <Card className="idea-form" data-testid="idea-form-page">
      <Typography.Title level={2} className="idea-form-title">
        {t('form.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('form.subtitle')}</Typography.Paragraph>
      {submitted && (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => setSubmitted(null)}
          className="idea-form-result"
          data-testid="idea-submitted"
          title={t('form.submittedTitle')}
          description={
            <>
              <div>{t('form.submitted')}</div>
              <Typography.Text strong copyable={{ text: String(submitted.ideaNumber) }} data-testid="submitted-number">
                {t('enums:ideaFields.ideaNumber')}: {submitted.ideaNumber}
              </Typography.Text>
              <div>
                <Typography.Text type="secondary" copyable={{ text: submitted._id }} data-testid="submitted-id">
                  {t('enums:ideaFields._id')}: <span dir="ltr">{submitted._id}</span>
                </Typography.Text>
              </div>
              <div>{t('form.keepNumber')}</div>
              <Link to="/auth/ideaStatus">{t('form.followStatus')}</Link>
            </>
          }
        />
      )}
      <Form
        form={form}
        layout="vertical"
        initialValues={INITIAL}
        onFinish={onFinish}
        onValuesChange={(changed) => {
          const cleared = Object.keys(changed).flatMap(descendantsOf);
          if (cleared.length) form.setFieldsValue(Object.fromEntries(cleared.map((f) => [f, undefined])));
        }}
        requiredMark
        scrollToFirstError
      >
        <Divider titlePlacement="start">{t('form.sections.presenter')}</Divider>
        <EmployeeFields form={form} />

        <Divider titlePlacement="start">{t('form.sections.location')}</Divider>
        <HierarchyFields form={form} />

        <Divider titlePlacement="start">{t('form.sections.idea')}</Divider>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item required name="kaizenType" label={t('enums:ideaFields.kaizenType')} rules={[rule(s.kaizenType)]}>
              <Select
                options={KAIZEN_TYPES.map((k) => ({ value: k, label: t(`enums:kaizenTypes.${k}`) }))}
                data-testid="select-kaizenType"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              required
              name="estimatedAnualSavings"
              label={t('enums:ideaFields.estimatedAnualSavings')}
              rules={[rule(s.estimatedAnualSavings)]}
            >
              <InputNumber
                min={0}
                step={100}
                style={{ width: '100%' }}
                placeholder={t('form.savingsPlaceholder')}
                inputMode="decimal"
                data-testid="savings"
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              required
              name="effectOnPQCDSM"
              label={t('enums:ideaFields.effectOnPQCDSM')}
              rules={[rule(s.effectOnPQCDSM)]}
            >
              <Checkbox.Group
                className="pqcdsm-group"
                options={PQCDSM.map((p) => ({ value: p, label: t(`enums:pqcdsm.${p}`) }))}
                data-testid="pqcdsm"
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item required name="ideaText" label={t('enums:ideaFields.ideaText')} rules={[rule(s.ideaText)]}>
              <Input placeholder={t('form.ideaTextPlaceholder')} maxLength={1000} data-testid="idea-text" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item required name="ideaDesc" label={t('enums:ideaFields.ideaDesc')} rules={[rule(s.ideaDesc)]}>
              <Input.TextArea
                placeholder={t('form.ideaDescPlaceholder')}
                autoSize={{ minRows: 4, maxRows: 12 }}
                maxLength={5000}
                showCount
                data-testid="idea-desc"
              />
            </Form.Item>
          </Col>
        </Row>

        <Divider titlePlacement="start">{t('form.sections.attachments')}</Divider>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="filesRelated" label={t('enums:ideaFields.filesRelated')} extra={t('form.filesHint')}>
              <FileListUpload
                purpose="attachment"
                max={MAX_RELATED_FILES}
                onBusyChange={busyOf('filesRelated')}
                testId="files-related"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="operatorImg" label={t('enums:ideaFields.operatorImg')} extra={t('form.operatorImgHint')}>
              <FileListUpload
                purpose="image"
                max={MAX_OPERATOR_IMAGES}
                onBusyChange={busyOf('operatorImg')}
                testId="operator-img"
              />
            </Form.Item>
          </Col>
        </Row>

        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={submit.isPending}
          disabled={uploading}
          data-testid="submit-idea"
        >
          {t('form.submit')}
        </Button>
      </Form>
    </Card>
  );
}
