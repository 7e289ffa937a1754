import { Alert, Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { useBacklog, useFailedDeliveries, useRetryDelivery } from '../api/deliveries';
import { DeliveriesTable } from '../components/DeliveriesTable';

/** The deliveries Fikra gave up on (e-mail, phone, SMS, webhooks), with "send again" (issue 27 item 1). ADMIN only. */
export function DeliveriesPage() {
  const { t } = useTranslation('notify');
  const notify = useNotify();
  const [paging, setPaging] = useState({ page: 1, limit: 10 });
  const failed = useFailedDeliveries(paging);
  const backlog = useBacklog();
  const retry = useRetryDelivery();

  const sendAgain = async (id: string) => {
    try {
      await retry.mutateAsync(id);
      notify.success(t('web.deliveries.retried'));
    } catch (err) {
      notify.apiError(err);
    }
  };

  return (
    <>
      <PageHeader title={t('web.deliveries.title')} />
      <Typography.Paragraph type="secondary">{t('web.deliveries.intro')}</Typography.Paragraph>
      {backlog.data && (
        <Alert
          type="info"
          style={{ marginBottom: 16 }}
          message={t('web.deliveries.backlog', {
            pending: backlog.data.pendingDeliveries + backlog.data.waitingEvents,
            seconds: Math.round(Math.max(backlog.data.oldestDueSeconds, backlog.data.oldestEventSeconds)),
          })}
        />
      )}
      <DeliveriesTable
        rows={failed.data?.data ?? []}
        total={failed.data?.total ?? 0}
        page={paging.page}
        limit={paging.limit}
        loading={failed.isFetching}
        onPage={(page, limit) => setPaging({ page: limit !== paging.limit ? 1 : page, limit })}
        action={(d) => (
          <Button size="small" onClick={() => sendAgain(d._id)} loading={retry.isPending && retry.variables === d._id}>
            {t('web.deliveries.retry')}
          </Button>
        )}
      />
    </>
  );
}
