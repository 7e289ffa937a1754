import { IDEA_HIERARCHY, type IdeaOutput } from '@fikra/shared';
import { useTranslation } from 'react-i18next';
import { currentLanguage, localName } from '../../../lib/i18n';
import { placeSeparator } from '../../../lib/numbers';
import { CompanyHeader } from './CompanyHeader';
import { PrintedFact } from './PrintedFact';
import { PrintedOpl } from './PrintedOplTable';
import { PrintedPhotos } from './PrintedPhoto';
import { isolate, printNumber } from './printFormat';

/**
 * The kaizen journal of one implemented idea, one A4 page (spec §2's 'Key 3 suggestion Implementation
 * Report', titled "Kaizen Implementation Report" / "تقرير تنفيذ فكرة كايزن": nobody knew what "Key 3" was):
 * logo, where and who, before and after, the idea, its effect, the money, the team and the knowledge table.
 */
export function Journal({ idea }: { idea: IdeaOutput }) {
  const { t, i18n } = useTranslation('ideaBank');
  const list = (items: string[]) => new Intl.ListFormat(i18n.language, { type: 'unit' }).format(items);
  const f = (field: string) => t(`enums:ideaFields.${field}`);
  const { implemented, approved, evaluated } = idea.status;
  const place = IDEA_HIERARCHY.filter((l) => l.field !== 'company' && idea[l.field])
    .map((l) => localName(idea[l.field]?.name))
    .join(placeSeparator(currentLanguage()));
  const team = list(evaluated.questions.responsiblePerson);
  return (
    <article className="bank-sheet" data-testid="journal">
      <CompanyHeader idea={idea} title={t('print.journalTitle')} />
      <dl className="bank-facts">
        <PrintedFact label={f('factoryBusinessUnit')}>{localName(idea.factoryBusinessUnit?.name)}</PrintedFact>
        <PrintedFact label={t('print.presenter')}>
          {isolate(idea.employeeName)} ({isolate(idea.employeeCode)})
        </PrintedFact>
        <PrintedFact label={t('print.place')} wide>
          {place}
        </PrintedFact>
      </dl>
      <PrintedPhotos idea={idea} />
      <section className="bank-block">
        {/* the idea keeps the direction of its own language: an English one in an Arabic journal ends with its full stop */}
        <h3 dir="auto">{idea.ideaText}</h3>
        <p className="bank-desc" dir="auto">
          {idea.ideaDesc}
        </p>
      </section>
      <dl className="bank-facts">
        <PrintedFact label={f('effectOnPQCDSM')}>{list(idea.effectOnPQCDSM.map((k) => t(`enums:pqcdsm.${k}`)))}</PrintedFact>
        <PrintedFact label={t('print.impact')}>
          {list(implemented.PQCDSM_Impact.map((i) => `${t(`enums:pqcdsm.${i.key}`)} ${isolate(`${printNumber(i.value)}%`)}`))}
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
