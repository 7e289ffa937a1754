import { PrinterOutlined, StepForwardOutlined } from '@ant-design/icons';
import { DECISION_STAGES, type DecisionStage, isAccepted } from '@fikra/shared';
import { Button, Col, Flex, Result, Row, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { type IdeaWithHistory, useIdea } from '../../../api/idea';
import { PageHeader } from '../../../components/PageHeader';
import { paths } from '../../../config/paths';
import { useQueue } from '../api/ideaQueue';
import { IdeaSummaryHeader } from '../components/ideaPage/IdeaSummaryHeader';
import { IDEA_PAGE_SECTIONS, type IdeaPageFocus } from '../components/ideaPage/sections';
import '../workflow.css';

const queueStage = (v: string | null): DecisionStage | undefined =>
  (DECISION_STAGES as readonly string[]).includes(v ?? '') ? (v as DecisionStage) : undefined;

/** The address of an idea's page opened from the queue (its stage filter kept, for "Next in queue"). */
export const fromQueueHref = (id: string, stage?: DecisionStage) => `${paths.admin.editIdea.href(id)}?queue=${stage ?? 'all'}`;

/** "Next in queue": the oldest idea of the queue (same stage filter) other than this one. */
function NextInQueue({ idea, stage, highlight }: { idea: IdeaWithHistory; stage?: DecisionStage; highlight: boolean }) {
  const { t } = useTranslation('ideaPage');
  const navigate = useNavigate();
  const queue = useQueue({ page: 1, limit: 10, stage });
  const next = queue.data?.data.find((row) => row._id !== idea._id);
  if (!queue.data) return null;
  return (
    <Button
      type={highlight ? 'primary' : 'default'}
      icon={<StepForwardOutlined />}
      disabled={!next}
      onClick={() => next && navigate(fromQueueHref(next._id, stage))}
      data-testid="next-in-queue"
    >
      {next ? t('queue.next') : t('queue.emptyNext')}
    </Button>
  );
}

/**
 * The idea's one page (issue 26), at the spec's status address /admin/editIdea/:id: header, photos and files,
 * fields, the decision timeline, knowledge table, score and history. editIdeaFields/:id, editOPLtable/:id and
 * addScore/:id open it at their section.
 */
export function IdeaDetailPage({ focus }: { focus?: IdeaPageFocus }) {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { t } = useTranslation('ideaPage');
  const idea = useIdea(id);
  const [decided, setDecided] = useState(false);
  const fromQueue = search.has('queue');
  const stage = queueStage(search.get('queue'));

  useEffect(() => {
    if (focus && idea.data) document.getElementById(focus)?.scrollIntoView({ block: 'start' });
  }, [focus, idea.data]);

  if (idea.isError) return <Result status="404" title={t('workflow:idea.notFound')} />;
  if (!idea.data) return <Skeleton active />;
  const data = idea.data;
  const props = { idea: data, focus, onDecided: () => setDecided(true) };
  const crumbs = fromQueue
    ? [{ title: t('queue.title'), to: paths.admin.queue.href() }]
    : [{ title: t('workflow:pages.ideas'), to: paths.admin.ideas.href() }];

  return (
    <div className="idea-page">
      <PageHeader
        title={t('title', { number: data.ideaNumber })}
        crumbs={crumbs}
        extra={
          <>
            {fromQueue && <NextInQueue idea={data} stage={stage} highlight={decided} />}
            <Button
              icon={<PrinterOutlined />}
              href={paths.admin.printJournal.href(data._id)}
              target="_blank"
              data-testid="print-journal"
            >
              {t('print.journal')}
            </Button>
            {isAccepted(data.status.implemented) && (
              <Button
                icon={<PrinterOutlined />}
                href={paths.admin.printKnowledge.href(data._id)}
                target="_blank"
                data-testid="print-knowledge"
              >
                {t('print.knowledge')}
              </Button>
            )}
          </>
        }
      />
      <IdeaSummaryHeader idea={data} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Flex vertical gap={16}>
            {IDEA_PAGE_SECTIONS.filter((s) => s.column === 'main').map((s) => (
              <div key={s.key} data-section={s.key}>
                {s.render(props)}
              </div>
            ))}
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            {IDEA_PAGE_SECTIONS.filter((s) => s.column === 'side').map((s) => (
              <div key={s.key} data-section={s.key}>
                {s.render(props)}
              </div>
            ))}
          </Flex>
        </Col>
      </Row>
    </div>
  );
}
