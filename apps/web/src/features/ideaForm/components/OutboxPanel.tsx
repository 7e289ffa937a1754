import { Alert, Button, Flex } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '../../../lib/i18n';
import { translateMessage } from '../../../lib/messages';
import { outbox } from '../offline/outbox';
import { useOutboxEntries } from '../offline/useOutbox';

const snippet = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text);

/** Ideas kept on this device: waiting to send, sent (with the number to keep) or refused by the server. */
export function OutboxPanel() {
  const { t } = useTranslation('ideaForm');
  const entries = useOutboxEntries();
  if (!entries.length) return null;
  return (
    <Flex vertical gap={8} className="idea-form-result" data-testid="outbox">
      {entries.map((e) => {
        const when = dayjs(e.savedAt).format(`${DATE_FORMAT} HH:mm`);
        if (e.status === 'waiting')
          return (
            <Alert
              key={e.key}
              type="warning"
              showIcon
              data-testid="outbox-waiting"
              title={t('offline.waiting', { text: snippet(e.body.ideaText ?? '') })}
              description={t('offline.waitingDetails', { when })}
              action={
                <Button size="small" onClick={() => void outbox.send()}>
                  {t('offline.sendNow')}
                </Button>
              }
            />
          );
        return (
          <Alert
            key={e.key}
            type={e.status === 'sent' ? 'success' : 'error'}
            showIcon
            closable={{ 'aria-label': t('common:actions.close') }}
            onClose={() => void outbox.dismiss(e)}
            data-testid={e.status === 'sent' ? 'outbox-sent' : 'outbox-refused'}
            title={
              e.status === 'sent'
                ? t('offline.sent', { number: e.result?.ideaNumber, text: snippet(e.body.ideaText ?? '') })
                : t('offline.refused', { text: snippet(e.body.ideaText ?? '') })
            }
            description={
              e.status === 'sent'
                ? t('form.keepNumber')
                : ((e.refusal && translateMessage(t, e.refusal)) ??
                  t(`common:errors.${e.refusal?.code}`, e.refusal?.message ?? ''))
            }
          />
        );
      })}
    </Flex>
  );
}
