import { EMAIL_PREFERENCES, type EmailPreference } from '@fikra/shared';
import { Card, Radio, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEmailPreference, useSaveEmailPreference } from '../api/notifications';
import { useNotify } from './feedback';

/** The profile's choice of e-mail notifications: immediately, a daily digest, or none (issue 27). */
export function EmailPreferenceCard() {
  const { t } = useTranslation('notify');
  const notify = useNotify();
  const current = useEmailPreference();
  const save = useSaveEmailPreference();

  const choose = async (email: EmailPreference) => {
    if (!current.data) return;
    try {
      await save.mutateAsync({ email, version: current.data.version });
      notify.success(t('web.email.saved'));
    } catch (err) {
      notify.apiError(err);
      await current.refetch();
    }
  };

  return (
    <Card style={{ maxWidth: 720, marginTop: 16 }} title={<span id="email-preference-title">{t('web.email.title')}</span>}>
      <Typography.Paragraph type="secondary">{t('web.email.hint')}</Typography.Paragraph>
      {current.data ? (
        <Radio.Group
          aria-labelledby="email-preference-title"
          value={current.data.email}
          disabled={save.isPending}
          onChange={(e) => choose(e.target.value)}
        >
          <Space direction="vertical">
            {EMAIL_PREFERENCES.map((p) => (
              <Radio key={p} value={p} data-testid={`email-${p}`}>
                {t(`web.email.${p}`)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} />
      )}
    </Card>
  );
}
