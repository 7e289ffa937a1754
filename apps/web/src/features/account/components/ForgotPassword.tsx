import { forgotPasswordBody } from '@fikra/shared';
import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback';
import { useZodRule } from '../../../components/zodRule';
import { useForgotPassword, usePublicConfig } from '../api/account';

/**
 * 'Forgot password?' under the sign-in form: a one-time link by e-mail when the server can send mail, otherwise
 * a note to ask an administrator. The answer is the same whether or not the email is registered.
 */
export function ForgotPassword() {
  const { t } = useTranslation('shell');
  const rule = useZodRule();
  const notify = useNotify();
  const config = usePublicConfig();
  const forgot = useForgotPassword();
  const [open, setOpen] = useState(false);

  if (!config.data) return null;
  if (!config.data.passwordReset) {
    return (
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }} data-testid="forgot-ask-admin">
        {t('forgot.askAdmin')}
      </Typography.Paragraph>
    );
  }

  const onFinish = async (values: { email: string }) => {
    try {
      await forgot.mutateAsync(values.email.trim().toLowerCase());
    } catch (err) {
      notify.apiError(err);
    }
  };

  return (
    <>
      <Button type="link" style={{ paddingInline: 0, marginTop: 8 }} onClick={() => setOpen(true)} data-testid="forgot-open">
        {t('forgot.link')}
      </Button>
      <Modal
        open={open}
        title={t('forgot.title')}
        footer={null}
        destroyOnHidden
        onCancel={() => {
          setOpen(false);
          forgot.reset();
        }}
      >
        {forgot.isSuccess ? (
          <Alert type="success" showIcon title={t('forgot.sent')} data-testid="forgot-sent" />
        ) : (
          <Form name="forgot" layout="vertical" onFinish={onFinish} requiredMark={false}>
            <Typography.Paragraph type="secondary">{t('forgot.subtitle')}</Typography.Paragraph>
            <Form.Item name="email" label={t('common:fields.email')} rules={[rule(forgotPasswordBody.shape.email)]}>
              <Input type="email" autoComplete="email" dir="ltr" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={forgot.isPending} data-testid="forgot-submit">
              {t('forgot.submit')}
            </Button>
          </Form>
        )}
      </Modal>
    </>
  );
}
