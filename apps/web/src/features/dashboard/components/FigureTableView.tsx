import type { FigureTable } from '@fikra/shared';
import { useTranslation } from 'react-i18next';
import type { FigureFormat } from './format';

/**
 * A chart's figures as a real table (caption, column and row headers) for screen readers and for people who
 * would rather read numbers. Wide tables scroll sideways inside a focusable region on small screens.
 */
export function FigureTableView({ table, caption, format }: { table: FigureTable; caption: string; format: FigureFormat }) {
  const { t } = useTranslation('dashboard');
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    <section className="figure-table-scroll" aria-label={caption} tabIndex={0}>
      <table className="figure-table" data-testid={`table-${table.id}`}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {table.columns.map((c) => (
              <th
                key={c.header}
                scope="col"
                className={c.kind === 'label' || c.kind === 'unit' || c.kind === 'month' ? '' : 'num'}
              >
                {t(c.header)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            // rows have no id of their own; their order is the data's
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={r}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={table.columns[i].header} scope="row">
                    {format.cell(cell, table.columns[i].kind)}
                  </th>
                ) : (
                  <td key={table.columns[i].header} className="num">
                    {format.cell(cell, table.columns[i].kind)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
