import type { IdeaOutput } from '@fikra/shared';
import { useTranslation } from 'react-i18next';
import { formatDate, localName } from '../../../lib/i18n';
import { isolate } from './printFormat';

/**
 * The company header of both reports (issue 30): the company's logo in the spec's 400×200 box, or, when the
 * company has none, a small product mark that does not take the logo's room; the report's title, the idea's
 * number and date, and the company's name.
 */
export function CompanyHeader({ idea, title, detail }: { idea: IdeaOutput; title: string; detail?: string }) {
  const { t } = useTranslation('ideaBank');
  const logo = idea.company?.logo;
  return (
    <header className="bank-head" data-testid="print-company-header">
      {logo ? (
        <img className="bank-logo" src={`/v1/file/${logo}`} alt={t('print.logo', { name: localName(idea.company?.name) })} />
      ) : (
        <img className="bank-logo-none" src="/logo.svg" alt={t('common:app.name')} data-testid="print-logo-placeholder" />
      )}
      <div className="bank-title">
        <h2>{title}</h2>
        <p>
          {t('print.ideaNumber', { number: idea.ideaNumber })} · {isolate(formatDate(idea.createdAt))}
          {detail ? <> · {isolate(detail)}</> : null}
        </p>
        <p>{localName(idea.company?.name)}</p>
      </div>
    </header>
  );
}
