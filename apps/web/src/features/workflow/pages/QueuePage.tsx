import { DECISION_STAGES, type DecisionStage, type IdeaQueueRow, PAGE_SIZES } from '@fikra/shared';
import { Alert, Card, Flex, Image, List, Segmented, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { useNotify } from '../../../components/feedback';
import { usePositionLabel } from '../../../components/ideaList/IdeaStatusCell';
import { PageHeader } from '../../../components/PageHeader';
import { useListParams } from '../../../components/useListParams';
import { formatDate, localName } from '../../../lib/i18n';
import { useQueue } from '../api/ideaQueue';
import { fromQueueHref } from './IdeaDetailPage';
import '../workflow.css';

const THUMB = 56;
const asStage = (v: string | null): DecisionStage | undefined =>
  (DECISION_STAGES as readonly string[]).includes(v ?? '') ? (v as DecisionStage) : undefined;

/** One idea waiting: photo, number and title (the link), where it waits and since when, due date, people. */
function QueueItem({
  row,
  stage,
  names,
}: {
  row: IdeaQueueRow;
  stage?: DecisionStage;
  names: Record<string, { en: string; ar: string }>;
}) {
  const { t } = useTranslation('ideaPage');
  const positionLabel = usePositionLabel();
  const days = Math.max(0, dayjs().startOf('day').diff(dayjs(row.waitingSince).startOf('day'), 'day'));
  const unit = row.factoryBusinessUnit ? localName(names[row.factoryBusinessUnit]) : '';
  return (
    <List.Item data-testid="queue-item" data-idea={row.ideaNumber}>
      <Flex gap={12} align="start" style={{ width: '100%', minWidth: 0 }}>
        {row.operatorImg ? (
          <Image
            src={`/v1/file/${row.operatorImg}`}
            alt={t('media.operatorPhoto', { number: row.ideaNumber })}
            width={THUMB}
            height={THUMB}
            preview={false}
            style={{ objectFit: 'cover', borderRadius: 6, flex: 'none' }}
          />
        ) : null}
        <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Link to={fromQueueHref(row._id, stage)} className="queue-title" data-testid="queue-open">
            <span dir="ltr">#{row.ideaNumber}</span> <span dir="auto">{row.ideaText}</span>
          </Link>
          <Flex gap="4px 12px" wrap align="center">
            <Tag color={row.state === 'hold' ? 'warning' : 'processing'}>
              {positionLabel({ stage: row.stage, state: row.state, progress: 0 })}
            </Tag>
            <Typography.Text type="secondary">{t('queue.waiting', { count: days })}</Typography.Text>
            {row.dueDate && (
              <Typography.Text
                type={row.overdue ? 'danger' : 'secondary'}
                data-testid={row.overdue ? 'queue-overdue' : undefined}
              >
                {row.overdue ? t('queue.overdue') : t('queue.due')} <span dir="ltr">{formatDate(row.dueDate)}</span>
              </Typography.Text>
            )}
          </Flex>
          <Typography.Text type="secondary" ellipsis>
            <span dir="auto">{row.employeeName}</span>
            {unit && (
              <>
                {' · '}
                <span dir="auto">{unit}</span>
              </>
            )}
            {row.responsiblePerson.length > 0 && (
              <>
                {' · '}
                {t('queue.responsible')} <span dir="auto">{row.responsiblePerson.join('، ')}</span>
              </>
            )}
          </Typography.Text>
        </Flex>
      </Flex>
    </List.Item>
  );
}

/**
 * The decider's queue (issue 26): the ideas waiting for a decision the signed-in user may take, oldest first,
 * with the counts per stage at the top; one click opens the idea's page, which then offers "Next in queue".
 */
export function QueuePage() {
  const { t } = useTranslation('ideaPage');
  const notify = useNotify();
  const [query, setQuery] = useSearchParams();
  const stage = asStage(query.get('stage'));
  const params = useListParams();
  const queue = useQueue({ ...params.paging, stage });
  const counts = queue.data?.counts ?? {};
  const all = Object.values(counts).reduce((a, b) => a + (b ?? 0), 0);
  const stages = DECISION_STAGES.filter((s) => s in counts);

  const setStage = (next: string) =>
    setQuery(
      (current) => {
        const q = new URLSearchParams(current);
        if (next === 'all') q.delete('stage');
        else q.set('stage', next);
        q.delete('page');
        return q;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader title={t('queue.title')} />
      <Card>
        <Flex vertical gap={12}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('queue.intro')}
          </Typography.Paragraph>
          <div className="queue-stages">
            <Segmented
              value={stage ?? 'all'}
              onChange={(v) => setStage(String(v))}
              options={[
                { value: 'all', label: t('queue.all', { count: all }) },
                ...stages.map((s) => ({ value: s, label: `${t(`ideaPage:stage.${s}`)} (${counts[s] ?? 0})` })),
              ]}
              data-testid="queue-stages"
            />
          </div>
          {queue.isError && <Alert type="error" showIcon title={notify.apiErrorText(queue.error)} />}
          <List
            loading={queue.isFetching}
            dataSource={queue.data?.data ?? []}
            locale={{ emptyText: <EmptyState text={t('queue.empty')} /> }}
            renderItem={(row) => <QueueItem key={row._id} row={row} stage={stage} names={queue.data?.names ?? {}} />}
            pagination={{
              current: params.paging.page,
              pageSize: params.paging.limit,
              total: queue.data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: PAGE_SIZES.map(String),
              hideOnSinglePage: true,
              onChange: (page, limit) => params.update({ page: limit !== params.paging.limit ? 1 : page, limit }),
            }}
            data-testid="queue-list"
          />
        </Flex>
      </Card>
    </>
  );
}
