import {
  isIdeaNumber,
  PRESENTER_CODE_NEEDED,
  type PublicIdeaStatus,
  STATUS_LOOKUP_TYPES,
  type StatusLookupType,
  statusLookupQuery,
} from '@fikra/shared';
import { Button, Card, Col, Empty, Flex, Form, Input, Radio, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback';
import { useZodRule } from '../../../components/zodRule';
import { ApiError } from '../../../lib/api';
import { translateMessage } from '../../../lib/messages';
import { useIdeaStatusLookup } from '../api/ideaStatus';
import { IdeaStatusCard } from '../components/IdeaStatusCard';
import '../ideaForm.css';

interface LookupValues {
  type: StatusLookupType;
  code: string;
  employeeCode?: string;
}

/**
 * Public status lookup (spec §2, §8): by employee code or by idea id, or by idea number with the presenter's
 * employee code (a number alone is easy to guess). Found: 'Ideas fetched successfully'; nothing found: a
 * danger notification with the server's message.
 */
export function IdeaStatusPage() {
  const { t } = useTranslation('ideaForm');
  const rule = useZodRule();
  const notify = useNotify();
  const lookup = useIdeaStatusLookup();
  const [form] = Form.useForm<LookupValues>();
  const type = Form.useWatch('type', form) ?? 'employee';
  const [ideas, setIdeas] = useState<PublicIdeaStatus[] | null>(null);

  const onFinish = async (values: LookupValues) => {
    try {
      const employeeCode = values.type === 'idea' ? values.employeeCode?.trim() || undefined : undefined;
      const res = await lookup.mutateAsync({ type: values.type, code: values.code.trim(), employeeCode });
      setIdeas(res.data);
      notify.success(translateMessage(t, res) ?? res.message);
    } catch (err) {
      setIdeas([]);
      if (err instanceof ApiError && err.status === 404) notify.error(translateMessage(t, err) ?? err.message);
      else notify.apiError(err);
    }
  };

  return (
    <Card className="idea-form" data-testid="idea-status-page">
      <Typography.Title level={2} className="idea-form-title">
        {t('status.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('status.subtitle')}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ type: 'employee' }} onFinish={onFinish} requiredMark={false}>
        <Row gutter={16} align="bottom">
          <Col xs={24} md={10}>
            <Form.Item name="type" label={t('status.type')}>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                options={STATUS_LOOKUP_TYPES.map((v) => ({ value: v, label: t(`status.${v}`) }))}
                onChange={() => setIdeas(null)}
                data-testid="status-type"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={9}>
            <Form.Item name="code" label={t('status.code')} rules={[rule(statusLookupQuery.shape.code)]}>
              <Input
                dir="ltr"
                placeholder={t(type === 'employee' ? 'status.employeePlaceholder' : 'status.ideaPlaceholder')}
                data-testid="status-code"
              />
            </Form.Item>
          </Col>
          {type === 'idea' && (
            <Col xs={24} md={{ span: 9, offset: 10 }} order={3}>
              <Form.Item
                name="employeeCode"
                label={t('status.presenterCode')}
                extra={t('status.presenterCodeHint')}
                dependencies={['code']}
                rules={[
                  rule(statusLookupQuery.shape.employeeCode),
                  ({ getFieldValue }) => ({
                    validator: async (_, value?: string) => {
                      if (isIdeaNumber(getFieldValue('code') ?? '') && !value?.trim()) {
                        throw new Error(translateMessage(t, { message: PRESENTER_CODE_NEEDED }) ?? PRESENTER_CODE_NEEDED);
                      }
                    },
                  }),
                ]}
              >
                <Input dir="ltr" placeholder={t('status.presenterCodePlaceholder')} data-testid="status-employee-code" />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={5}>
            <Form.Item>
              <Button type="primary" htmlType="submit" block loading={lookup.isPending} data-testid="status-submit">
                {t('status.submit')}
              </Button>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {ideas && ideas.length > 0 && (
        <Flex vertical gap={12} data-testid="status-results">
          <Typography.Text type="secondary">{t('status.count', { count: ideas.length })}</Typography.Text>
          {ideas.map((idea) => (
            <IdeaStatusCard key={idea._id} idea={idea} />
          ))}
        </Flex>
      )}
      {ideas && ideas.length === 0 && <Empty description={false} />}
    </Card>
  );
}
