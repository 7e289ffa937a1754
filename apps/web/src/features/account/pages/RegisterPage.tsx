import { registerBody, TIMINGS } from '@fikra/shared';
import { Button, Card, Col, Form, Input, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useNotify } from '../../../components/feedback';
import { useRequiredAndOptionalMark } from '../../../components/requiredMark';
import { UserContactFields, UserLocationField } from '../../../components/UserContactFields';
import { fieldErrors, useZodRule } from '../../../components/zodRule';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api';
import { type RegisterBody, useRegister } from '../../../lib/auth';
import { browserLanguage } from '../../../lib/i18n';

export function RegisterPage() {
  const { t } = useTranslation('shell');
  const rule = useZodRule();
  const notify = useNotify();
  const navigate = useNavigate();
  const register = useRegister();
  const [form] = Form.useForm<RegisterBody>();
  const s = registerBody.shape;
  const requiredMark = useRequiredAndOptionalMark();

  const onFinish = async (values: RegisterBody) => {
    try {
      await register.mutateAsync({ ...values, email: values.email.trim().toLowerCase() });
      notify.success(t('common:session.registered'));
      setTimeout(() => navigate(paths.admin.dashboard.href(), { replace: true }), TIMINGS.registerRedirectMs);
    } catch (err) {
      if (err instanceof ApiError) form.setFields(fieldErrors(err.details, t) as never);
      notify.apiError(err);
    }
  };

  return (
    <Card style={{ maxWidth: 640, margin: '24px auto' }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('register.title')}
      </Typography.Title>
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{ defaultLang: browserLanguage() }}
        requiredMark={requiredMark}
      >
        <Row gutter={16}>
          <UserContactFields schemas={s} autoComplete />
          <Col xs={24} md={12}>
            <Form.Item name="password" label={t('common:fields.password')} rules={[rule(s.password)]} required>
              <Input.Password autoComplete="new-password" dir="ltr" />
            </Form.Item>
          </Col>
          <UserLocationField schema={s.factoryBusinessUnit} testId="register-location" />
          <Col xs={24} md={12}>
            <Form.Item name="defaultLang" label={t('register.defaultLang')} required>
              <Select
                options={[
                  { value: 'ar', label: t('common:language.ar') },
                  { value: 'en', label: t('common:language.en') },
                ]}
              />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" block loading={register.isPending}>
          {t('register.submit')}
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        {t('register.haveAccount')} <Link to={paths.auth.login.href()}>{t('register.loginLink')}</Link>
      </Typography.Paragraph>
    </Card>
  );
}
