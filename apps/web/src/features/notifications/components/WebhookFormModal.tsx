import { WEBHOOK_EVENT_TYPES, type WebhookCreateBody, type WebhookOutput, webhookCreateBody } from '@fikra/shared';
import { Alert, Checkbox, Form, Input, Modal, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback';
import { fieldErrors, useZodRule } from '../../../components/zodRule';
import { ApiError } from '../../../lib/api';
import { useWebhookWrites } from '../api/webhooks';

interface Values {
  url: string;
  events: string[];
  secret?: string;
  enabled: boolean;
}

/** Adds a webhook (its secret shown once afterwards) or edits one (address, events, enabled). */
export function WebhookFormModal({
  editing,
  open,
  onClose,
}: {
  editing: WebhookOutput | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('notify');
  const notify = useNotify();
  const rule = useZodRule();
  const writes = useWebhookWrites();
  const [form] = Form.useForm<Values>();
  const [secret, setSecret] = useState<string | null>(null);
  const s = webhookCreateBody.shape;

  useEffect(() => {
    if (!open) return;
    setSecret(null);
    form.setFieldsValue(
      editing
        ? { url: editing.url, events: editing.events, enabled: editing.enabled, secret: undefined }
        : { url: '', events: ['idea.rewarded'], enabled: true, secret: undefined },
    );
  }, [open, editing, form]);

  const submit = async (values: Values) => {
    try {
      if (editing) {
        await writes.update.mutateAsync({
          id: editing._id,
          url: values.url,
          events: values.events,
          enabled: values.enabled,
          version: editing.version,
        });
        notify.success(t('web.webhooks.saved'));
        onClose();
      } else {
        const events = values.events as WebhookCreateBody['events'];
        const created = await writes.create.mutateAsync({ url: values.url, events, secret: values.secret || undefined });
        notify.success(t('web.webhooks.created'));
        setSecret(created.secret);
      }
    } catch (err) {
      if (err instanceof ApiError) form.setFields(fieldErrors(err.details, t) as never);
      notify.apiError(err);
    }
  };

  return (
    <Modal
      open={open}
      title={editing ? t('web.webhooks.edit') : t('web.webhooks.add')}
      onCancel={onClose}
      onOk={() => (secret ? onClose() : form.submit())}
      okButtonProps={{ loading: writes.create.isPending || writes.update.isPending, 'data-testid': 'webhook-save' } as never}
      destroyOnHidden
    >
      {secret ? (
        <Alert
          type="warning"
          showIcon
          message={t('web.webhooks.secretOnce')}
          description={
            <Typography.Text code copyable dir="ltr" data-testid="webhook-secret">
              {secret}
            </Typography.Text>
          }
        />
      ) : (
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item name="url" label={t('web.webhooks.url')} rules={[rule(s.url)]} extra={t('web.webhooks.internalHint')}>
            <Input dir="ltr" placeholder="https://…" inputMode="url" />
          </Form.Item>
          <Form.Item name="events" label={t('web.webhooks.events')} rules={[rule(s.events)]}>
            <Checkbox.Group
              style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 4 }}
              options={WEBHOOK_EVENT_TYPES.map((e) => ({ value: e, label: t(`web.events.${e.replace('.', '_')}`) }))}
            />
          </Form.Item>
          {editing ? (
            <Form.Item name="enabled" label={t('web.webhooks.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          ) : (
            <Form.Item
              name="secret"
              label={t('web.webhooks.secret')}
              extra={t('web.webhooks.secretHint')}
              rules={[rule(s.secret)]}
            >
              <Input.Password dir="ltr" autoComplete="new-password" />
            </Form.Item>
          )}
        </Form>
      )}
    </Modal>
  );
}
