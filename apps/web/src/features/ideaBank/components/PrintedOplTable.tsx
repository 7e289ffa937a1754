import { type IdeaOutput, type OplRow, PQCDSM } from '@fikra/shared';
import { useTranslation } from 'react-i18next';
import { kpiKey, printNumber } from './printFormat';

/** The knowledge (OPL) table as printed: KPI, period, before, after, saving, notes; a line of text when empty. */
export function PrintedOplTable({ rows }: { rows: OplRow[] }) {
  const { t } = useTranslation('ideaBank');
  if (!rows.length) return <p className="bank-empty">{t('print.noOpl')}</p>;
  return (
    <table className="bank-table" data-testid="print-opl">
      <thead>
        <tr>
          {(['kpi', 'period', 'before', 'after', 'saving', 'notes'] as const).map((c) => (
            <th key={c} scope="col">
              {t(`print.opl.${c}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <td>{kpiKey(r.kpi, PQCDSM) ? t(kpiKey(r.kpi, PQCDSM)!) : r.kpi}</td>
            <td>{t(`enums:frequencies.${r.period}`, r.period)}</td>
            <td className="bank-num">{printNumber(r.before)}</td>
            <td className="bank-num">{printNumber(r.after)}</td>
            <td className="bank-num">{printNumber(r.saving)}</td>
            <td>{r.note}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The knowledge table section: the saved table, or the implemented stage's mirror of it. */
export function PrintedOpl({ idea }: { idea: IdeaOutput }) {
  const { t } = useTranslation('ideaBank');
  return (
    <section className="bank-block">
      <h3>{t('print.opl.title')}</h3>
      <PrintedOplTable rows={idea.opl?.rows ?? idea.status.implemented.oplDescription} />
    </section>
  );
}
