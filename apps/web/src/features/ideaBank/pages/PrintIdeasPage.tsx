import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ideaQueryOptions } from '../../../api/idea';
import { spreadQueryOptions } from '../../../api/spread';
import { PrintPage } from '../../../components/PrintPage';
import { Journal } from '../components/Journal';
import { KnowledgeReport } from '../components/KnowledgeReport';
import '../ideaBank.css';

const A4 = '@page { size: A4 portrait; margin: 10mm; }';
const MAX_BATCH = 100;

/**
 * /admin/print/journal/:id, /admin/print/knowledge/:id and the batch /admin/print/journal?ids=a,b,c: each idea
 * on its own A4 page, in the user's language.
 */
export function PrintIdeasPage({ report }: { report: 'journal' | 'knowledge' }) {
  const { t } = useTranslation('ideaBank');
  const { id } = useParams();
  const [params] = useSearchParams();
  const ids = id ? [id] : (params.get('ids') ?? '').split(',').filter(Boolean).slice(0, MAX_BATCH);
  const ideas = useQueries({ queries: ids.map((i) => ideaQueryOptions(i)) });
  // a replication's knowledge report names its original and the plant it came from
  const replications = report === 'knowledge' ? ideas.flatMap((q) => (q.data?.replicatedFrom ? [q.data._id] : [])) : [];
  const spreads = useQueries({ queries: replications.map((i) => spreadQueryOptions(i)) });
  const originOf = (ideaId: string) => spreads[replications.indexOf(ideaId)]?.data?.origin ?? null;
  const error = ideas.find((q) => q.error)?.error;
  return (
    <PrintPage
      title={t(report === 'journal' ? 'print.journalPage' : 'print.knowledgePage', { count: ids.length })}
      pageRule={A4}
      ready={ids.length > 0 && ideas.every((q) => q.isSuccess) && spreads.every((q) => !q.isPending)}
      error={error ?? (ids.length ? undefined : new Error(t('print.nothingChosen')))}
    >
      <div className="bank-sheets">
        {ideas.map((q) =>
          !q.data ? null : report === 'journal' ? (
            <Journal key={q.data._id} idea={q.data} />
          ) : (
            <KnowledgeReport key={q.data._id} idea={q.data} origin={originOf(q.data._id)} />
          ),
        )}
      </div>
    </PrintPage>
  );
}
