import { Alert, Button, Card, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useNotify } from '../../../components/feedback';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api';
import { useResetPassword } from '../api/account';

/** The page a reset-password e-mail links to: the new password twice; every session of the user ends. */
export function ResetPasswordPage() {
  const { t } = useTranslation('shell');
  const notify = useNotify();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const linkRefused = reset.error instanceof ApiError && reset.error.code === 'RESET_LINK_INVALID';

  const onFinish = async (values: { password: string }) => {
    try {
      await reset.mutateAsync({ token, password: values.password });
      notify.success(t('common:messages.savedTitle'), t('reset.done'));
      navigate(paths.auth.login.href(), { replace: true });
    } catch (err) {
      if (!(err instanceof ApiError && err.code === 'RESET_LINK_INVALID')) notify.apiError(err);
    }
  };

  return (
    <Card style={{ maxWidth: 420, margin: '24px auto' }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('reset.title')}
      </Typography.Title>
      {!token || linkRefused ? (
        <Alert
          type="warning"
          showIcon
          title={t('reset.invalid')}
          description={<Link to={paths.auth.login.href()}>{t('reset.askAgain')}</Link>}
          data-testid="reset-invalid"
        />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('reset.subtitle')}</Typography.Paragraph>
          <Form name="reset" layout="vertical" onFinish={onFinish} requiredMark={false}>
            <NewPasswordFields />
            <Button type="primary" htmlType="submit" block loading={reset.isPending} data-testid="reset-submit">
              {t('reset.submit')}
            </Button>
          </Form>
        </>
      )}
    </Card>
  );
}
