import {
  type FileRef,
  type IdeaSubmissionInput,
  type IdeaSubmitted,
  KAIZEN_TYPES,
  MAX_OPERATOR_IMAGES,
  MAX_RELATED_FILES,
  TIMINGS,
} from '@fikra/shared';
import { Alert, Button, Card, Col, Divider, Form, Row, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FileUpload } from '../../../components/FileUpload';
import { useNotify } from '../../../components/feedback';
import { clearDependentLevels, HierarchyFields } from '../../../components/HierarchyFields';
import { IdeaFieldsSection } from '../../../components/IdeaFieldsSection';
import { useConfirm } from '../../../components/useConfirm';
import { fieldErrors } from '../../../components/zodRule';
import { ApiError } from '../../../lib/api';
import { newIdempotencyKey, useSubmitIdea } from '../api/submitIdea';
import { EmployeeFields } from '../components/EmployeeFields';
import { OutboxPanel } from '../components/OutboxPanel';
import { useQrPrefill } from '../components/QrPlace';
import { SimilarIdeasHint } from '../components/SimilarIdeasHint';
import { isLocalFile } from '../offline/localFiles';
import { keepForLater, offlineFiles, useDraft } from '../offline/useOutbox';
import '../ideaForm.css';
import { paths } from '../../../config/paths';

type FormValues = Omit<IdeaSubmissionInput, 'filesRelated' | 'operatorImg'> & {
  filesRelated?: FileRef[];
  operatorImg?: FileRef[];
};

/** The two upload fields: related files and the operator's photos. */
const ATTACHMENTS = [
  {
    field: 'filesRelated',
    purpose: 'attachment',
    max: MAX_RELATED_FILES,
    hint: 'form.filesHint',
    button: 'form.upload',
    testId: 'files-related',
  },
  {
    field: 'operatorImg',
    purpose: 'image',
    max: MAX_OPERATOR_IMAGES,
    hint: 'form.operatorImgHint',
    button: 'form.addPhoto',
    testId: 'operator-img',
  },
] as const;

/** A file chosen offline is still on the device: the idea waits in the outbox until it can be uploaded. */
const hasKeptFiles = (body: IdeaSubmissionInput) =>
  [...(body.filesRelated ?? []), ...(body.operatorImg ?? [])].some((id) => typeof id === 'string' && isLocalFile(id));

const INITIAL: Partial<FormValues> = { ideaPresenterType: 'Employee', kaizenType: KAIZEN_TYPES[0], effectOnPQCDSM: [] };

/** The public idea form (spec §4, §5): anyone can submit, from a phone or a desk, in Arabic or English. */
export function IdeaFormPage() {
  const { t } = useTranslation('ideaForm');
  const notify = useNotify();
  const confirm = useConfirm();
  const submit = useSubmitIdea();
  const [form] = Form.useForm<FormValues>();
  const draft = useDraft(form);
  const qrPlace = useQrPrefill(form);
  const [submitted, setSubmitted] = useState<IdeaSubmitted | null>(null);
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const idempotencyKey = useRef(newIdempotencyKey());
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);
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
    const key = idempotencyKey.current;
    const startOver = () => {
      draft.clear();
      form.resetFields();
      form.setFieldsValue(qrPlace.values);
      idempotencyKey.current = newIdempotencyKey();
    };
    const keptForLater = async () => {
      await keepForLater(body, key);
      notify.info(t('offline.kept'));
      startOver();
    };
    if (!navigator.onLine || hasKeptFiles(body)) return keptForLater();
    try {
      const result = await submit.mutateAsync({ body, idempotencyKey: key });
      draft.clear();
      setSubmitted(result);
      notify.success(
        t('form.submittedTitle'),
        `${t('form.submitted')} ${t('form.submittedDetails', { number: result.ideaNumber, id: result._id })}`,
      );
      window.scrollTo({ top: 0, behavior: 'smooth' });
      resetTimer.current = setTimeout(startOver, TIMINGS.postSubmitResetMs);
    } catch (err) {
      if (err instanceof ApiError && err.status === 0) return keptForLater();
      if (err instanceof ApiError) form.setFields(fieldErrors(err.details, t) as never);
      // the server names the Idempotency-Key; the person sees what it means for their submission
      if (err instanceof ApiError && err.key === 'idempotencyKeyReused')
        notify.error(t('common:errors.somethingWrong'), t('form.submissionChanged'));
      else notify.apiError(err);
    }
  };

  return (
    <Card className="idea-form" data-testid="idea-form-page">
      <Typography.Title level={2} className="idea-form-title">
        {t('form.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('form.subtitle')}</Typography.Paragraph>
      {qrPlace.banner}
      <OutboxPanel />
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
              <Link to={paths.auth.ideaStatus.href()}>{t('form.followStatus')}</Link>
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
          clearDependentLevels(form, changed);
          draft.keep();
        }}
        requiredMark
        scrollToFirstError
      >
        <Divider titlePlacement="start">{t('form.sections.presenter')}</Divider>
        <EmployeeFields form={form} />

        <Divider titlePlacement="start">{t('form.sections.location')}</Divider>
        <HierarchyFields form={form} />

        <Divider titlePlacement="start">{t('form.sections.idea')}</Divider>
        <IdeaFieldsSection />
        <SimilarIdeasHint form={form} />

        <Divider titlePlacement="start">{t('form.sections.attachments')}</Divider>
        <Row gutter={16}>
          {ATTACHMENTS.map((a) => (
            <Col key={a.field} xs={24} md={12}>
              <Form.Item name={a.field} label={t(`enums:ideaFields.${a.field}`)} extra={t(a.hint)}>
                <FileUpload
                  purpose={a.purpose}
                  max={a.max}
                  anonymous
                  label={t(a.button)}
                  failedTitle={t('form.uploadFailed')}
                  onBusyChange={busyOf(a.field)}
                  offline={offlineFiles}
                  testId={a.testId}
                />
              </Form.Item>
            </Col>
          ))}
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
