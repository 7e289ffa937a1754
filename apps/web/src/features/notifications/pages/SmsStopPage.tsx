import { Button, Card, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from '../../../lib/api';

/** The link in each text message: the phone stops receiving them (issue 27 item 5). No account needed. */
export function SmsStopPage() {
  const { t } = useTranslation('notify');
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const [state, setState] = useState<'ask' | 'sending' | 'done' | 'invalid'>(token ? 'ask' : 'invalid');

  const stop = async () => {
    setState('sending');
    try {
      await api.post('/sms/opt-out', { token }, { anonymous: true });
      setState('done');
    } catch {
      setState('invalid');
    }
  };

  return (
    <Card style={{ maxWidth: 520, margin: '24px auto' }}>
      {/* the page's one title whatever the link turned out to be (a visitor who opens an old link reads it too) */}
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('web.smsStop.title')}
      </Typography.Title>
      {state === 'done' ? (
        <Result status="success" subTitle={t('web.smsStop.done')} />
      ) : state === 'invalid' ? (
        <Result status="warning" subTitle={t('web.smsStop.invalid')} />
      ) : (
        <>
          <Typography.Paragraph>{t('web.smsStop.question')}</Typography.Paragraph>
          <Button type="primary" danger onClick={stop} loading={state === 'sending'} data-testid="sms-stop">
            {t('web.smsStop.confirm')}
          </Button>
        </>
      )}
    </Card>
  );
}
