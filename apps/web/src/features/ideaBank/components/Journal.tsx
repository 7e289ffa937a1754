import { type FileRef, IDEA_HIERARCHY, type IdeaOutput } from '@fikra/shared';
import { useTranslation } from 'react-i18next';
import { formatDate, localName } from '../../../lib/i18n';
import { PrintedOplTable } from './PrintedOplTable';
import { PrintedPhoto } from './PrintedPhoto';
import { fileUrl, printNumber } from './printFormat';

/** The idea's company logo (issue 11), or the product mark when the company has none. */
function logoOf(idea: IdeaOutput): string {
  const logo = (idea.company as { logo?: FileRef | null } | null)?.logo;
  return fileUrl(logo ?? undefined) ?? '/logo.svg';
}

/** A label and its value, as one line of a fact grid. */
function Fact({ label, children, wide }: { label: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'bank-fact bank-fact-wide' : 'bank-fact'}>
      <dt>{label}</dt>
      <dd>{children || '—'}</dd>
    </div>
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
        <img className="bank-logo" src={logoOf(idea)} alt={t('print.logo', { name: localName(idea.company?.name) })} />
        <div className="bank-title">
          <h2>{t('print.journalTitle')}</h2>
          <p>
            {t('print.ideaNumber', { number: idea.ideaNumber })} · {formatDate(idea.createdAt)}
          </p>
          <p>{localName(idea.company?.name)}</p>
        </div>
      </header>
      <dl className="bank-facts">
        <Fact label={f('factoryBusinessUnit')}>{localName(idea.factoryBusinessUnit?.name)}</Fact>
        <Fact label={t('print.presenter')}>
          {idea.employeeName} ({idea.employeeCode})
        </Fact>
        <Fact label={t('print.place')} wide>
          {place}
        </Fact>
      </dl>
      <div className="bank-photos">
        <PrintedPhoto file={implemented.before[0]} caption={t('print.before')} />
        <PrintedPhoto file={implemented.after[0]} caption={t('print.after')} />
      </div>
      <section className="bank-block">
        <h3>{idea.ideaText}</h3>
        <p className="bank-desc">{idea.ideaDesc}</p>
      </section>
      <dl className="bank-facts">
        <Fact label={f('effectOnPQCDSM')}>{list(idea.effectOnPQCDSM.map((k) => t(`enums:pqcdsm.${k}`)))}</Fact>
        <Fact label={t('print.impact')}>
          {list(implemented.PQCDSM_Impact.map((i) => `${t(`enums:pqcdsm.${i.key}`)} ${printNumber(i.value)}%`))}
        </Fact>
        <Fact label={t('print.estimatedSavings')}>
          {printNumber(approved.estimatedSavings.amount || idea.estimatedAnualSavings)} ·{' '}
          {t(`enums:savingsTypes.${approved.estimatedSavings.type}`)}
        </Fact>
        <Fact label={t('print.actualSavings')}>{printNumber(implemented.savings)}</Fact>
        <Fact label={t('print.cost')}>{printNumber(implemented.cost)}</Fact>
        <Fact label={t('print.roi')}>{printNumber(implemented.roi)}</Fact>
        <Fact label={t('print.team')} wide>
          {team}
        </Fact>
        <Fact label={t('print.evaluatedBy')}>{evaluated.evaluatedBy}</Fact>
        <Fact label={t('print.approvedBy')}>{approved.approvedBy}</Fact>
      </dl>
      <section className="bank-block">
        <h3>{t('print.opl.title')}</h3>
        <PrintedOplTable rows={idea.opl?.rows ?? implemented.oplDescription} />
      </section>
    </article>
  );
}
