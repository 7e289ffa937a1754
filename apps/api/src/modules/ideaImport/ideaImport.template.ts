import {
  catalogs,
  IMPORT_COLUMNS,
  IMPORT_DATE_FORMAT,
  IMPORT_EXAMPLE_ROW,
  KAIZEN_TYPES,
  PQCDSM,
  PRESENTER_TYPES,
  REPLICATION_TYPES,
  templateHeader,
} from '@fikra/shared';

const enums = catalogs.ar.enums;

/** The second sheet's lists: each column that takes listed values, its values in English and in Arabic. */
const ALLOWED: { column: string; values: readonly string[]; arabic: Record<string, string> }[] = [
  { column: 'ideaPresenterType', values: PRESENTER_TYPES, arabic: enums.presenterTypes },
  { column: 'kaizenType', values: KAIZEN_TYPES, arabic: enums.kaizenTypes },
  { column: 'effectOnPQCDSM', values: PQCDSM, arabic: enums.pqcdsm },
  { column: 'replicationType', values: REPLICATION_TYPES, arabic: enums.replicationTypes },
];
const DATE_COLUMNS = ['date', 'evaluatedDate', 'approvedDate', 'implementedDate', 'rewardedDate'];

const headerOf = (key: string) => templateHeader(IMPORT_COLUMNS.find((c) => c.key === key)!);

/** The rows of the allowed-values sheet: column, value in English, value in Arabic. */
export function allowedValueRows(): string[][] {
  return [
    ...ALLOWED.flatMap(({ column, values, arabic }) => values.map((v) => [headerOf(column), v, arabic[v] ?? v])),
    ...DATE_COLUMNS.map((column) => [headerOf(column), IMPORT_DATE_FORMAT, IMPORT_DATE_FORMAT]),
  ];
}

/**
 * The import template (GET /v1/idea-crud/import-template): the header ("English / Arabic" in each cell), an
 * example row the import skips, and a second sheet listing the allowed values and the date format in both
 * languages (issue 30).
 */
export async function importTemplate(): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Ideas');
  sheet.columns = IMPORT_COLUMNS.map((c) => ({ header: templateHeader(c), key: c.key, width: 30 }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFBDD7EE' } };
  sheet.addRow(IMPORT_EXAMPLE_ROW).font = { italic: true, color: { argb: 'FF595959' } };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];

  const allowed = book.addWorksheet('Allowed values - القيم المسموحة');
  allowed.columns = [
    { header: 'Column / العمود', width: 36 },
    { header: 'Value (English)', width: 28 },
    { header: 'القيمة (عربي)', width: 28 },
  ];
  allowed.getRow(1).font = { bold: true };
  allowed.addRows(allowedValueRows());
  allowed.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}
