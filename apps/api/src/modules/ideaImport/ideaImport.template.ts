import { IMPORT_COLUMNS, templateHeader } from '@fikra/shared';

/** The import template (GET /v1/idea-crud/import-template): one header row, "English / Arabic" in each cell. */
export async function importTemplate(): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Ideas');
  sheet.columns = IMPORT_COLUMNS.map((c) => ({ header: templateHeader(c), key: c.key, width: 30 }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFBDD7EE' } };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}
