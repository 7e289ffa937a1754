import type { DeliveryOutput } from '@fikra/shared';
import { Table, type TableProps, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { paths } from '../../../config/paths';

const STATUS_COLOURS = { pending: 'processing', sent: 'success', failed: 'error', skipped: 'default' } as const;

/** A delivery's last error in the reader's language: a reason the server names by key, or the technical text as sent. */
export function useDeliveryErrorText() {
  const { t } = useTranslation('notify');
  return (d: DeliveryOutput) => (d.lastError ? t(`web.reasons.${d.lastError}`, { defaultValue: d.lastError }) : '');
}

/** The delivery log's rows (the failures page and a webhook's log); `action` adds a last column. */
export function DeliveriesTable({
  rows,
  total,
  page,
  limit,
  loading,
  onPage,
  action,
  showChannel = true,
}: {
  rows: DeliveryOutput[];
  total: number;
  page: number;
  limit: number;
  loading: boolean;
  onPage: (page: number, limit: number) => void;
  action?: (d: DeliveryOutput) => ReactNode;
  showChannel?: boolean;
}) {
  const { t } = useTranslation('notify');
  const errorText = useDeliveryErrorText();
  const columns: TableProps<DeliveryOutput>['columns'] = [
    { key: 'when', title: t('web.deliveries.when'), render: (_, d) => dayjs(d.updatedAt).format('DD/MM/YYYY HH:mm') },
    {
      key: 'event',
      title: t('web.deliveries.event'),
      render: (_, d) => t(`web.events.${d.eventType.replace('.', '_')}`, { defaultValue: d.eventType }),
    },
    {
      key: 'idea',
      title: t('web.deliveries.idea'),
      render: (_, d) => (d.ideaId ? <Link to={paths.admin.editIdea.href(d.ideaId)}>{d.ideaNumber ?? '—'}</Link> : '—'),
    },
    ...(showChannel
      ? [
          {
            key: 'channel',
            title: t('web.deliveries.channel'),
            render: (_: unknown, d: DeliveryOutput) => t(`web.channels.${d.channel}`),
          },
          {
            key: 'target',
            title: t('web.deliveries.target'),
            render: (_: unknown, d: DeliveryOutput) => <span dir="ltr">{d.target}</span>,
          },
        ]
      : []),
    {
      key: 'status',
      title: t('web.webhooks.state'),
      render: (_, d) => <Tag color={STATUS_COLOURS[d.status]}>{t(`web.statuses.${d.status}`)}</Tag>,
    },
    { key: 'attempts', title: t('web.deliveries.attempts'), dataIndex: 'attempts' },
    {
      key: 'error',
      title: t('web.deliveries.error'),
      render: (_, d) => (
        <Typography.Text type="secondary" dir="auto" style={{ maxWidth: 320, display: 'inline-block', overflowWrap: 'anywhere' }}>
          {errorText(d)}
        </Typography.Text>
      ),
    },
    ...(action
      ? [{ key: 'action', title: t('common:table.actions'), render: (_: unknown, d: DeliveryOutput) => action(d) }]
      : []),
  ];
  return (
    <Table<DeliveryOutput>
      rowKey="_id"
      size="small"
      scroll={{ x: 'max-content' }}
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: <EmptyState text={t('web.deliveries.empty')} /> }}
      pagination={{
        current: page,
        pageSize: limit,
        total,
        showSizeChanger: true,
        pageSizeOptions: ['10', '25', '50', '100'],
        onChange: onPage,
      }}
    />
  );
}
