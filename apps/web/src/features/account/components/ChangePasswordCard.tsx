import { changePasswordBody } from '@fikra/shared';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/FormActions';
import { useNotify } from '../../../components/feedback';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { fieldErrors, useZodRule } from '../../../components/zodRule';
import { ApiError } from '../../../lib/api';
import { useChangePassword } from '../api/account';

interface Values {
  oldPassword: string;
  password: string;
  repeat: string;
}

/** Change password (issue 14): current password, the new one twice; the user's other sessions end. */
export function ChangePasswordCard() {
  const { t } = useTranslation('shell');
  const rule = useZodRule();
  const notify = useNotify();
  const change = useChangePassword();
  const [form] = Form.useForm<Values>();

  const onFinish = async (values: Values) => {
    try {
      await change.mutateAsync({ oldPassword: values.oldPassword, newPassword: values.password });
      form.resetFields();
      notify.success(t('common:messages.savedTitle'), t('password.changed'));
    } catch (err) {
      if (err instanceof ApiError) form.setFields(fieldErrors(err.details, t) as never);
      notify.apiError(err);
    }
  };

  return (
    <Card style={{ maxWidth: 720, marginTop: 16 }} data-testid="change-password">
      <Typography.Title level={4}>{t('password.changeTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('password.changeHint')}</Typography.Paragraph>
      <Form form={form} name="change" layout="vertical" onFinish={onFinish} style={{ maxWidth: 360 }}>
        <Form.Item
          name="oldPassword"
          label={t('common:password.current')}
          rules={[rule(changePasswordBody.shape.oldPassword)]}
          required
        >
          <Input.Password autoComplete="current-password" dir="ltr" />
        </Form.Item>
        <NewPasswordFields />
        <FormActions>
          <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="change-password-submit">
            {t('password.changeSubmit')}
          </Button>
        </FormActions>
      </Form>
    </Card>
  );
}
