import {
  can,
  canDecideStage,
  dueStage,
  isAccepted,
  isStageLocked,
  type SpreadOutput,
  type SpreadState,
  type SpreadTarget,
  spreadRefusal,
} from '@fikra/shared';
import { Alert, Button, Card, Flex, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { IdeaWithHistory } from '../../../../api/idea';
import { useSpread } from '../../../../api/spread';
import { useNotify } from '../../../../components/feedback';
import { useConfirm } from '../../../../components/useConfirm';
import { paths } from '../../../../config/paths';
import { currentLanguage, formatDate, localName } from '../../../../lib/i18n';
import { formatNumber } from '../../../../lib/numbers';
import { useCurrentUser } from '../../../../lib/session';
import { useCloseSpread } from '../../api/spread';
import { DeclineModal, ProposeModal } from './SpreadForms';

const STATE_COLOUR: Record<SpreadState, string> = {
  proposed: 'default',
  evaluating: 'processing',
  approved: 'blue',
  implemented: 'success',
  declined: 'error',
};

const money = (n: number) => <span dir="ltr">{formatNumber(currentLanguage(), n)}</span>;

/** Where a replication came from: the original, its plant, the note, and the unit's decline. */
function Origin({ idea, origin }: { idea: IdeaWithHistory; origin: NonNullable<SpreadOutput['origin']> }) {
  const { t } = useTranslation('spread');
  const user = useCurrentUser();
  const [declining, setDeclining] = useState(false);
  const stage = dueStage(idea.status);
  const actor = { role: user?.userType ?? '', factoryBusinessUnitId: user?.factoryBusinessUnit?._id ?? null };
  const mayDecline =
    !!stage &&
    !origin.decline &&
    !isAccepted(idea.status.implemented) &&
    canDecideStage(actor, stage, { unitId: idea.factoryBusinessUnit?._id });
  const number = `#${origin.ideaNumber}`;
  return (
    <Flex vertical gap={8} data-testid="spread-origin">
      <Typography.Text>
        {t('replicationOf')} {origin._id ? <Link to={paths.admin.editIdea.href(origin._id)}>{number}</Link> : number}
        {origin.ideaText && (
          <>
            {' '}
            — <span dir="auto">{origin.ideaText}</span>
          </>
        )}
        {origin.factoryBusinessUnit && <> ({t('fromPlant', { plant: localName(origin.factoryBusinessUnit.name) })})</>}
      </Typography.Text>
      {origin.note && (
        <Typography.Text type="secondary" dir="auto">
          {t('note')}: {origin.note}
        </Typography.Text>
      )}
      {origin.decline && (
        <Alert
          type="warning"
          showIcon
          title={t('declinedBecause', { reason: t(`reasons.${origin.decline.reason}`) })}
          description={origin.decline.note || undefined}
          data-testid="spread-declined"
        />
      )}
      {mayDecline && (
        <div>
          <Button danger onClick={() => setDeclining(true)} data-testid="spread-decline">
            {t('decline')}
          </Button>
        </div>
      )}
      <DeclineModal idea={idea} open={declining} onClose={() => setDeclining(false)} />
    </Flex>
  );
}

/** The units the idea was proposed to, each replication's state and savings, and their sum. */
function Targets({ spread }: { spread: SpreadOutput }) {
  const { t } = useTranslation('spread');
  const reasonText = (r: string | null) => (r ? t(`reasons.${r}`, { defaultValue: r }) : '');
  const columns: TableColumnsType<SpreadTarget> = [
    {
      key: 'unit',
      title: t('unit'),
      render: (_, row) => (
        <Link to={paths.admin.editIdea.href(row.replication._id)}>
          {localName(row.factoryBusinessUnit?.name)}
          {row.areaSection ? ` / ${localName(row.areaSection.name)}` : ''}
        </Link>
      ),
    },
    {
      key: 'state',
      title: t('state'),
      render: (_, row) => (
        <Flex vertical gap={4}>
          <Tag color={STATE_COLOUR[row.state]} data-testid="spread-state" data-state={row.state}>
            {t(`states.${row.state}`)}
          </Tag>
          {row.state === 'declined' && (
            <Typography.Text type="secondary" dir="auto">
              {reasonText(row.reason)}
              {row.declineNote ? `: ${row.declineNote}` : ''}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'proposedAt',
      title: t('proposedAt'),
      responsive: ['md'],
      render: (_, row) => <span dir="ltr">{formatDate(row.proposedAt)}</span>,
    },
    { key: 'savings', title: t('savings'), align: 'end', render: (_, row) => money(row.savings) },
  ];
  return (
    <Flex vertical gap={8}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
      <section className="idea-table-scroll" aria-label={t('title')} tabIndex={0}>
        <Table
          size="small"
          rowKey={(row) => row.replication._id}
          columns={columns}
          dataSource={spread.targets}
          pagination={false}
          data-testid="spread-targets"
        />
      </section>
      <Typography.Text strong>
        {t('total')}: <span data-testid="spread-total">{money(spread.totalSavings)}</span>
      </Typography.Text>
    </Flex>
  );
}

/**
 * The Spread section of the idea page (issue 32): for a replication, the original it came from (and its
 * unit's decline); for an implemented idea that can be replicated, the units it was proposed to with each
 * one's state and savings and their sum, proposing it to more units, and closing the spread as complete.
 */
export function SpreadSection({ idea }: { idea: IdeaWithHistory }) {
  const { t } = useTranslation('spread');
  const user = useCurrentUser();
  const confirm = useConfirm();
  const notify = useNotify();
  const spread = useSpread(idea._id);
  const close = useCloseSpread();
  const [proposing, setProposing] = useState(false);
  const data = spread.data;
  if (!data) return null;
  const manages = can(user?.userType, 'ideas.spread');
  const mayPropose = manages && spreadRefusal(idea.status) === null;
  const mayClose = mayPropose && data.targets.length > 0 && !isStageLocked(idea.status, 'replicated');
  if (!data.origin && data.targets.length === 0 && !mayPropose) return null;

  const closeSpread = async () => {
    if (!(await confirm(t('closeConfirm')))) return;
    try {
      await close.mutateAsync({ id: idea._id, version: idea.version });
      notify.success(t('closedTitle'), t('closed'));
    } catch (err) {
      notify.apiError(err);
    }
  };

  return (
    <Card id="spread" title={t('title')} data-testid="idea-spread">
      <Flex vertical gap={16}>
        {data.origin && <Origin idea={idea} origin={data.origin} />}
        {data.targets.length > 0 && <Targets spread={data} />}
        {!data.origin && data.targets.length === 0 && <Typography.Text type="secondary">{t('none')}</Typography.Text>}
        {(mayPropose || mayClose) && (
          <Flex gap={8} wrap>
            {mayPropose && (
              <Button type="primary" onClick={() => setProposing(true)} data-testid="spread-propose">
                {t('propose')}
              </Button>
            )}
            {mayClose && (
              <Button onClick={closeSpread} loading={close.isPending} data-testid="spread-close">
                {t('close')}
              </Button>
            )}
          </Flex>
        )}
      </Flex>
      {mayPropose && (
        <ProposeModal
          idea={idea}
          taken={data.targets.map((x) => x.factoryBusinessUnit?._id ?? '')}
          open={proposing}
          onClose={() => setProposing(false)}
        />
      )}
    </Card>
  );
}
