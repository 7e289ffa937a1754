import type { IdeaOutput } from '@fikra/shared';
import { useTranslation } from 'react-i18next';
import { formatDate, localName } from '../../../lib/i18n';
import { PrintedOplTable } from './PrintedOplTable';
import { PrintedPhoto } from './PrintedPhoto';

/** The one-point lesson of an implemented idea, one A4 page: what was learnt, shown and measured. */
export function KnowledgeReport({ idea }: { idea: IdeaOutput }) {
  const { t } = useTranslation('ideaBank');
  const { implemented } = idea.status;
  const report = idea.opl?.report || implemented.ideaText;
  return (
    <article className="bank-sheet" data-testid="knowledge">
      <header className="bank-head bank-head-plain">
        <div className="bank-title">
          <h2>{t('print.knowledgeTitle')}</h2>
          <p>
            {t('print.ideaNumber', { number: idea.ideaNumber })} · {formatDate(idea.createdAt)} ·{' '}
            {localName(idea.factoryBusinessUnit?.name)}
          </p>
        </div>
      </header>
      <section className="bank-block">
        <h3>{idea.ideaText}</h3>
        <p className="bank-desc">{report || t('print.noReport')}</p>
      </section>
      <div className="bank-photos">
        <PrintedPhoto file={implemented.before[0]} caption={t('print.before')} />
        <PrintedPhoto file={implemented.after[0]} caption={t('print.after')} />
      </div>
      <dl className="bank-facts">
        <div className="bank-fact">
          <dt>{t('print.equipment')}</dt>
          <dd>{implemented.equipmentName || '—'}</dd>
        </div>
        <div className="bank-fact bank-fact-wide">
          <dt>{t('print.singlePointLesson')}</dt>
          <dd>{implemented.singlePointLesson || '—'}</dd>
        </div>
      </dl>
      <section className="bank-block">
        <h3>{t('print.opl.title')}</h3>
        <PrintedOplTable rows={idea.opl?.rows ?? implemented.oplDescription} />
      </section>
    </article>
  );
}
