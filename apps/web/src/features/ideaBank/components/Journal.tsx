import { IDEA_HIERARCHY, type IdeaOutput } from '@fikra/shared';
import { useTranslation } from 'react-i18next';
import { formatDate, localName } from '../../../lib/i18n';
import { PrintedFact } from './PrintedFact';
import { PrintedOpl } from './PrintedOplTable';
import { PrintedPhotos } from './PrintedPhoto';
import { printNumber } from './printFormat';

/** The idea's company logo in the spec's 400×200 box, or the product mark when the company has none. */
function PrintedLogo({ idea }: { idea: IdeaOutput }) {
  const { t } = useTranslation('ideaBank');
  const logo = idea.company?.logo;
  return logo ? (
    <img className="bank-logo" src={`/v1/file/${logo}`} alt={t('print.logo', { name: localName(idea.company?.name) })} />
  ) : (
    <img className="bank-logo" src="/logo.svg" alt={t('common:app.name')} />
  );
}

/**
 * The kaizen journal of one implemented idea, one A4 page (spec §2 'Key 3 suggestion Implementation Report'):
 * logo, where and who, before and after, the idea, its effect, the money, the team and the knowledge table.
 */
export function Journal({ idea }: { idea: IdeaOutput }) {
  const { t, i18n } = useTranslation('ideaBank');
  const list = (items: string[]) => new Intl.ListFormat(i18n.language, { type: 'unit' }).format(items);
  const f = (field: string) => t(`enums:ideaFields.${field}`);
  const { implemented, approved, evaluated } = idea.status;
  const place = IDEA_HIERARCHY.filter((l) => l.field !== 'company' && idea[l.field])
    .map((l) => localName(idea[l.field]?.name))
    .join(' › ');
  const team = list(evaluated.questions.responsiblePerson);
  return (
    <article className="bank-sheet" data-testid="journal">
      <header className="bank-head">
        <PrintedLogo idea={idea} />
        <div className="bank-title">
          <h2>{t('print.journalTitle')}</h2>
          <p>
            {t('print.ideaNumber', { number: idea.ideaNumber })} · {formatDate(idea.createdAt)}
          </p>
          <p>{localName(idea.company?.name)}</p>
        </div>
      </header>
      <dl className="bank-facts">
        <PrintedFact label={f('factoryBusinessUnit')}>{localName(idea.factoryBusinessUnit?.name)}</PrintedFact>
        <PrintedFact label={t('print.presenter')}>
          {idea.employeeName} ({idea.employeeCode})
        </PrintedFact>
        <PrintedFact label={t('print.place')} wide>
          {place}
        </PrintedFact>
      </dl>
      <PrintedPhotos idea={idea} />
      <section className="bank-block">
        <h3>{idea.ideaText}</h3>
        <p className="bank-desc">{idea.ideaDesc}</p>
      </section>
      <dl className="bank-facts">
        <PrintedFact label={f('effectOnPQCDSM')}>{list(idea.effectOnPQCDSM.map((k) => t(`enums:pqcdsm.${k}`)))}</PrintedFact>
        <PrintedFact label={t('print.impact')}>
          {list(implemented.PQCDSM_Impact.map((i) => `${t(`enums:pqcdsm.${i.key}`)} ${printNumber(i.value)}%`))}
        </PrintedFact>
        <PrintedFact label={t('print.estimatedSavings')}>
          {printNumber(approved.estimatedSavings.amount || idea.estimatedAnualSavings)} ·{' '}
          {t(`enums:savingsTypes.${approved.estimatedSavings.type}`)}
        </PrintedFact>
        <PrintedFact label={t('print.actualSavings')}>{printNumber(implemented.savings)}</PrintedFact>
        <PrintedFact label={t('print.cost')}>{printNumber(implemented.cost)}</PrintedFact>
        <PrintedFact label={t('print.roi')}>{printNumber(implemented.roi)}</PrintedFact>
        <PrintedFact label={t('print.team')} wide>
          {team}
        </PrintedFact>
        <PrintedFact label={t('print.evaluatedBy')}>{evaluated.evaluatedBy}</PrintedFact>
        <PrintedFact label={t('print.approvedBy')}>{approved.approvedBy}</PrintedFact>
      </dl>
      <PrintedOpl idea={idea} />
    </article>
  );
}
