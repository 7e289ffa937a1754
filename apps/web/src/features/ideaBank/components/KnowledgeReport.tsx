import type { IdeaOutput, SpreadOutput } from '@fikra/shared';
import { useTranslation } from 'react-i18next';
import { localName } from '../../../lib/i18n';
import { CompanyHeader } from './CompanyHeader';
import { PrintedFact } from './PrintedFact';
import { PrintedOpl } from './PrintedOplTable';
import { PrintedPhotos } from './PrintedPhoto';

/**
 * The one-point lesson of an implemented idea, one A4 page: what was learnt, shown and measured. A replication's
 * names the original it repeats and the plant that original came from (issue 32).
 */
export function KnowledgeReport({ idea, origin = null }: { idea: IdeaOutput; origin?: SpreadOutput['origin'] }) {
  const { t } = useTranslation('ideaBank');
  const { implemented } = idea.status;
  const report = idea.opl?.report || implemented.ideaText;
  return (
    <article className="bank-sheet" data-testid="knowledge">
      <CompanyHeader idea={idea} title={t('print.knowledgeTitle')} detail={localName(idea.factoryBusinessUnit?.name)} />
      {origin && (
        <p className="bank-desc" data-testid="knowledge-origin">
          {t('spread:printedOrigin', {
            number: origin.ideaNumber,
            plant: origin.factoryBusinessUnit ? localName(origin.factoryBusinessUnit.name) : '—',
          })}
        </p>
      )}
      <section className="bank-block">
        <h3 dir="auto">{idea.ideaText}</h3>
        <p className="bank-desc" dir={report ? 'auto' : undefined}>
          {report || t('print.noReport')}
        </p>
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
