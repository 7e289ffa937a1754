import { loginBody, TIMINGS } from '@fikra/shared';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useNotify } from '../../../components/feedback';
import { useZodRule } from '../../../components/zodRule';
import { paths } from '../../../config/paths';
import { useLogin } from '../../../lib/auth';
import { homeHref } from '../../../lib/home';
import { ForgotPassword } from '../components/ForgotPassword';

export function LoginPage() {
  const { t } = useTranslation('shell');
  const rule = useZodRule();
  const notify = useNotify();
  const navigate = useNavigate();
  const login = useLogin();

  const onFinish = async (values: { email: string; password: string }) => {
    try {
      const res = await login.mutateAsync({ email: values.email.trim().toLowerCase(), password: values.password });
      notify.success(t('common:session.welcome', { name: res.user.username }));
      setTimeout(() => navigate(homeHref(res.user), { replace: true }), TIMINGS.loginRedirectMs);
    } catch (err) {
      notify.apiError(err);
    }
  };

  return (
    <Card style={{ maxWidth: 420, margin: '24px auto' }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('login.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('login.subtitle')}</Typography.Paragraph>
      <Form layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item name="email" label={t('common:fields.email')} rules={[rule(loginBody.shape.email)]}>
          <Input type="email" autoComplete="email" dir="ltr" />
        </Form.Item>
        <Form.Item name="password" label={t('common:fields.password')} rules={[rule(loginBody.shape.password)]}>
          <Input.Password autoComplete="current-password" dir="ltr" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </Form>
      <ForgotPassword />
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        {t('login.noAccount')} <Link to={paths.auth.register.href()}>{t('login.registerLink')}</Link>
      </Typography.Paragraph>
    </Card>
  );
}
