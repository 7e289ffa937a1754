import { PlusOutlined } from '@ant-design/icons';
import type { WebhookOutput } from '@fikra/shared';
import { Button, Drawer, Flex, Table, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { useNotify } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { RowActions } from '../../../components/RowActions';
import { useConfirm } from '../../../components/useConfirm';
import { useWebhookDeliveries, useWebhooks, useWebhookWrites } from '../api/webhooks';
import { DeliveriesTable, useDeliveryErrorText } from '../components/DeliveriesTable';
import { WebhookFormModal } from '../components/WebhookFormModal';

/** Webhooks to other systems (issue 27 item 6): add, edit, send a test, read the delivery log, delete. ADMIN only. */
export function WebhooksPage() {
  const { t } = useTranslation('notify');
  const notify = useNotify();
  const confirm = useConfirm();
  const errorText = useDeliveryErrorText();
  const [paging, setPaging] = useState({ page: 1, limit: 10 });
  const list = useWebhooks(paging);
  const writes = useWebhookWrites();
  const [form, setForm] = useState<{ open: boolean; editing: WebhookOutput | null }>({ open: false, editing: null });
  const [logOf, setLogOf] = useState<WebhookOutput | null>(null);
  const [logPaging, setLogPaging] = useState({ page: 1, limit: 10 });
  const log = useWebhookDeliveries(logOf?._id, logPaging);

  const test = async (hook: WebhookOutput) => {
    try {
      const d = await writes.test.mutateAsync(hook._id);
      if (d.status === 'sent') notify.success(t('web.webhooks.testSent', { status: d.responseStatus ?? '' }));
      else notify.error(t('web.webhooks.testFailed', { error: errorText(d) }));
    } catch (err) {
      notify.apiError(err);
    }
  };
  const remove = async (hook: WebhookOutput) => {
    if (!(await confirm(t('web.webhooks.confirmDelete')))) return;
    try {
      await writes.remove.mutateAsync(hook._id);
      notify.success(t('web.webhooks.deleted'));
    } catch (err) {
      notify.apiError(err);
    }
  };

  const columns: TableProps<WebhookOutput>['columns'] = [
    {
      key: 'url',
      title: t('web.webhooks.url'),
      render: (_, w) => (
        <Typography.Text dir="ltr" style={{ overflowWrap: 'anywhere' }}>
          {w.url}
        </Typography.Text>
      ),
    },
    {
      key: 'events',
      title: t('web.webhooks.events'),
      render: (_, w) => (
        <Flex wrap gap={4}>
          {w.events.map((e) => (
            <Tag key={e}>{t(`web.events.${e.replace('.', '_')}`)}</Tag>
          ))}
        </Flex>
      ),
    },
    {
      key: 'state',
      title: t('web.webhooks.state'),
      render: (_, w) =>
        w.enabled ? (
          <Flex vertical gap={2}>
            <Tag color="success">{t('web.webhooks.active')}</Tag>
            {w.consecutiveFailures > 0 && (
              <Typography.Text type="warning">{t('web.webhooks.failures', { count: w.consecutiveFailures })}</Typography.Text>
            )}
          </Flex>
        ) : (
          <Typography.Text type="danger" dir="auto" data-testid="webhook-disabled">
            {w.disabledReason ? t('web.webhooks.disabled', { reason: w.disabledReason }) : t('web.webhooks.disabledNoReason')}
          </Typography.Text>
        ),
    },
    {
      key: 'actions',
      title: t('common:table.actions'),
      render: (_, w) => (
        <RowActions name={w.url} testId="webhook" onDelete={() => remove(w)}>
          <Button size="small" onClick={() => test(w)} loading={writes.test.isPending && writes.test.variables === w._id}>
            {t('web.webhooks.test')}
          </Button>
          <Button size="small" onClick={() => (setLogPaging({ page: 1, limit: 10 }), setLogOf(w))}>
            {t('web.webhooks.log')}
          </Button>
          <Button size="small" type="link" onClick={() => setForm({ open: true, editing: w })} data-testid="webhook-edit">
            {t('common:actions.edit')}
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('web.webhooks.title')} />
      <Flex justify="space-between" align="start" gap={16} wrap style={{ marginBottom: 16 }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 720 }}>
          {t('web.webhooks.intro')}
        </Typography.Paragraph>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setForm({ open: true, editing: null })}
          data-testid="webhook-add"
        >
          {t('web.webhooks.add')}
        </Button>
      </Flex>
      <Table<WebhookOutput>
        rowKey="_id"
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        locale={{
          emptyText: (
            <EmptyState
              text={t('web.webhooks.empty')}
              action={
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, editing: null })}>
                  {t('web.webhooks.add')}
                </Button>
              }
            />
          ),
        }}
        pagination={{
          current: paging.page,
          pageSize: paging.limit,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: ['10', '25', '50', '100'],
          onChange: (page, limit) => setPaging({ page: limit !== paging.limit ? 1 : page, limit }),
        }}
      />
      <WebhookFormModal open={form.open} editing={form.editing} onClose={() => setForm({ open: false, editing: null })} />
      <Drawer
        open={!!logOf}
        onClose={() => setLogOf(null)}
        title={logOf ? t('web.webhooks.logTitle', { url: logOf.url }) : ''}
        size="large"
        width="min(900px, 100vw)"
      >
        <DeliveriesTable
          rows={log.data?.data ?? []}
          total={log.data?.total ?? 0}
          page={logPaging.page}
          limit={logPaging.limit}
          loading={log.isFetching}
          onPage={(page, limit) => setLogPaging({ page: limit !== logPaging.limit ? 1 : page, limit })}
          showChannel={false}
        />
      </Drawer>
    </>
  );
}
