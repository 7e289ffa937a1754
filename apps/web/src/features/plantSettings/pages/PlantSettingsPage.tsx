import { PLANT_CURRENCIES, type PlantSettingsBody } from '@fikra/shared';
import { Alert, Button, Card, Form, Select, Skeleton, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlantSettings, useSavePlantSettings } from '../../../api/plantSettings';
import { FormActions } from '../../../components/FormActions';
import { useNotify } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';

/** /admin/settings (ADMIN): the currency savings are shown in and the optional record kinds (issue 30). */
export function PlantSettingsPage() {
  const { t } = useTranslation('shell');
  const notify = useNotify();
  const settings = usePlantSettings();
  const save = useSavePlantSettings();
  const [form] = Form.useForm<PlantSettingsBody>();
  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);

  const onFinish = async (values: PlantSettingsBody) => {
    try {
      await save.mutateAsync({ ...values, version: settings.data?.version ?? 0 });
      notify.success(t('common:messages.savedTitle'), t('settings.saved'));
    } catch (err) {
      notify.apiError(err);
    }
  };

  return (
    <>
      <PageHeader title={t('menu.settings')} />
      <Card style={{ maxWidth: 640 }}>
        {settings.isError ? (
          <Alert type="error" showIcon message={t('common:messages.errorTryAgain')} />
        ) : !settings.data ? (
          <Skeleton active />
        ) : (
          <Form form={form} layout="vertical" onFinish={onFinish} data-testid="settings-form">
            <Form.Item name="currency" label={t('settings.currency')} extra={t('settings.currencyHint')}>
              <Select
                options={PLANT_CURRENCIES.map((c) => ({ value: c, label: t(`settings.currencies.${c}`) }))}
                data-testid="settings-currency"
              />
            </Form.Item>
            <Form.Item
              name="recordsEnabled"
              label={t('settings.recordsEnabled')}
              extra={t('settings.recordsHint')}
              valuePropName="checked"
            >
              <Switch data-testid="settings-records" />
            </Form.Item>
            <FormActions>
              <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="settings-save">
                {t('common:actions.save')}
              </Button>
            </FormActions>
          </Form>
        )}
      </Card>
    </>
  );
}
