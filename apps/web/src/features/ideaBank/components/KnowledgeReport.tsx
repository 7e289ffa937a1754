import type { IdeaOutput } from '@fikra/shared';
import { useTranslation } from 'react-i18next';
import { formatDate, localName } from '../../../lib/i18n';
import { PrintedFact } from './PrintedFact';
import { PrintedOpl } from './PrintedOplTable';
import { PrintedPhotos } from './PrintedPhoto';

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
      <PrintedPhotos idea={idea} />
      <dl className="bank-facts">
        <PrintedFact label={t('print.equipment')}>{implemented.equipmentName}</PrintedFact>
        <PrintedFact label={t('print.singlePointLesson')} wide>
          {implemented.singlePointLesson}
        </PrintedFact>
      </dl>
      <PrintedOpl idea={idea} />
    </article>
  );
}
