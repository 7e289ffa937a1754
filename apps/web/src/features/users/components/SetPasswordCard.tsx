import { Button, Card, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/FormActions';
import { useNotify } from '../../../components/feedback';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { useConfirm } from '../../../components/useConfirm';
import { fieldErrors } from '../../../components/zodRule';
import { ApiError } from '../../../lib/api';
import { useSetUserPassword } from '../api/setUserPassword';

/** An ADMIN sets a new password for the user (issue 14); the user's sessions end. */
export function SetPasswordCard({ userId, username }: { userId: string; username: string }) {
  const { t } = useTranslation('users');
  const notify = useNotify();
  const confirm = useConfirm();
  const setPassword = useSetUserPassword(userId);
  const [form] = Form.useForm<{ password: string; repeat: string }>();

  const onFinish = async (values: { password: string }) => {
    if (!(await confirm(t('password.confirm', { name: username })))) return;
    try {
      await setPassword.mutateAsync(values.password);
      form.resetFields();
      notify.success(t('common:messages.savedTitle'), t('password.saved'));
    } catch (err) {
      if (err instanceof ApiError) form.setFields(fieldErrors(err.details, t) as never);
      notify.apiError(err);
    }
  };

  return (
    <Card style={{ maxWidth: 820, marginTop: 16 }} data-testid="set-password">
      <Typography.Title level={4}>{t('password.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('password.hint')}</Typography.Paragraph>
      <Form form={form} name="setUser" layout="vertical" onFinish={onFinish} style={{ maxWidth: 360 }}>
        <NewPasswordFields />
        <FormActions>
          <Button type="primary" htmlType="submit" loading={setPassword.isPending} data-testid="set-password-submit">
            {t('password.submit')}
          </Button>
        </FormActions>
      </Form>
    </Card>
  );
}
