import {
  type AnalyticsDashboard,
  FIGURE_TABLES,
  type FigureCell,
  type FigureKind,
  figureTable,
  type Language,
  type SpreadFigures,
  spreadTables,
  translate,
} from '@fikra/shared';
import type ExcelJS from 'exceljs';
import { inertCell } from '../../lib/spreadsheetCells.js';

const HEADER_FILL = 'FFADD8E6'; // light blue, as the ideas export
const COLUMN_WIDTH = 24;
const NUMBER_FORMATS: Partial<Record<FigureKind, string>> = {
  count: '#,##0',
  amount: '#,##0.00',
  percent: '0.0%',
  days: '0.0',
  ratio: '0.00',
};
/** Excel's limits on sheet names: 31 characters, none of : \ / ? * [ ] */
const sheetName = (title: string) => title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);

export interface ExportContext {
  lang: Language;
  /** names of the filtered company and unit, in the export's language; null = all */
  company: string | null;
  unit: string | null;
}

/** A catalog key's text; a value the catalog does not know (say, a kaizen type from an old import) shows as stored. */
export function label(lang: Language, key: string): string {
  const text = translate(lang, key);
  return text === key ? key.slice(key.indexOf('.') + 1) : text;
}

function cellValue(cell: FigureCell, kind: FigureKind, lang: Language): string | number | null {
  if (cell === null) return kind === 'unit' ? translate(lang, 'dashboard:noUnit') : null;
  if (typeof cell === 'object') return cell.name[lang] || cell.name[lang === 'ar' ? 'en' : 'ar'];
  if (typeof cell === 'string' && cell.includes(':')) return label(lang, cell);
  return cell;
}

function styleHeader(row: ExcelJS.Row) {
  row.font = { bold: true };
  row.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  row.eachCell((c) => {
    c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
  });
}

/**
 * The Spread view (issue 32) on one sheet: its figures (a header row and their row), an empty row, then each
 * target unit's answer. The two tables share the sheet's columns, so each cell carries its own number format.
 */
function addSpreadSheet(workbook: ExcelJS.Workbook, spread: SpreadFigures, ctx: ExportContext, views: object[]) {
  const t = (key: string) => translate(ctx.lang, key);
  const sheet = workbook.addWorksheet(sheetName(t('spread:dashboard.sheet')), { views });
  const { figures, units } = spreadTables(spread);
  sheet.columns = figures.columns.map(() => ({ width: COLUMN_WIDTH }));
  for (const [n, table] of [figures, units].entries()) {
    if (n) sheet.addRow([]);
    styleHeader(sheet.addRow(table.columns.map((c) => t(c.header))));
    for (const cells of table.rows) {
      const row = sheet.addRow(cells.map((cell, i) => inertCell(cellValue(cell, table.columns[i].kind, ctx.lang))));
      table.columns.forEach((c, i) => {
        const format = NUMBER_FORMATS[c.kind];
        if (format) row.getCell(i + 1).numFmt = format;
      });
    }
  }
}

/**
 * The dashboard's figures as a workbook in the user's language: a sheet with the filters, then one sheet per
 * chart with the same rows as the chart's table view (packages/shared analyticsTables), and the Spread view's
 * sheet. Arabic sheets read right to left.
 */
export async function dashboardWorkbook(d: AnalyticsDashboard, spread: SpreadFigures, ctx: ExportContext): Promise<Buffer> {
  const t = (key: string) => translate(ctx.lang, key);
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Fikra';
  const views = [{ rightToLeft: ctx.lang === 'ar' }];

  const filters = workbook.addWorksheet(sheetName(t('dashboard:export.filtersSheet')), { views });
  filters.columns = [{ width: 30 }, { width: 40 }];
  filters.addRows([
    [t('dashboard:filters.company'), inertCell(ctx.company ?? t('dashboard:filters.allCompanies'))],
    [t('dashboard:filters.factoryBusinessUnit'), inertCell(ctx.unit ?? t('dashboard:filters.allUnits'))],
    [t('dashboard:filters.from'), d.filters.from],
    [t('dashboard:filters.to'), d.filters.to],
  ]);
  filters.getColumn(1).font = { bold: true };

  for (const id of FIGURE_TABLES) {
    const table = figureTable(d, id);
    if (!table) continue;
    const sheet = workbook.addWorksheet(sheetName(t(`dashboard:charts.${id}.title`)), { views });
    sheet.columns = table.columns.map((c) => ({ width: COLUMN_WIDTH, style: { numFmt: NUMBER_FORMATS[c.kind] } }));
    styleHeader(sheet.addRow(table.columns.map((c) => t(c.header))));
    for (const row of table.rows) sheet.addRow(row.map((cell, i) => inertCell(cellValue(cell, table.columns[i].kind, ctx.lang))));
  }
  addSpreadSheet(workbook, spread, ctx, views);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
