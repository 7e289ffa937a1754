import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ideaQueryOptions } from '../../../api/idea';
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
  const error = ideas.find((q) => q.error)?.error;
  const Sheet = report === 'journal' ? Journal : KnowledgeReport;
  return (
    <PrintPage
      title={t(report === 'journal' ? 'print.journalPage' : 'print.knowledgePage', { count: ids.length })}
      pageRule={A4}
      ready={ids.length > 0 && ideas.every((q) => q.isSuccess)}
      error={error ?? (ids.length ? undefined : new Error(t('print.nothingChosen')))}
    >
      <div className="bank-sheets">{ideas.map((q) => q.data && <Sheet key={q.data._id} idea={q.data} />)}</div>
    </PrintPage>
  );
}
