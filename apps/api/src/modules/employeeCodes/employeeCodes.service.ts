import {
  EMPLOYEE_SHEET_EXAMPLE,
  EMPLOYEE_SHEET_HEADER,
  type EmployeeCodeRow,
  findDuplicateCodes,
  MIME,
  maskMobile,
  UPLOAD_LIMITS,
} from '@fikra/shared';
import { employeeCodesRepository } from '../../data/employeeCodes.repository.js';
import { filesRepository } from '../../data/files.repository.js';
import type { Database } from '../../db/client.js';
import { readSheetRows } from '../../lib/spreadsheet.js';
import { appError, notFound, staleVersion } from '../../plugins/errors.js';

const SPREADSHEET_TYPES: readonly string[] = [MIME.xls, MIME.xlsx];

/** Header words (English and Arabic) that name each column; a sheet without them is read as code, name, mobile. */
const HEADERS: Record<keyof EmployeeCodeRow, string[]> = {
  code: ['code', 'employee code', 'emp code', 'employee id', 'كود', 'الكود', 'كود الموظف', 'رقم الموظف'],
  name: ['name', 'employee name', 'full name', 'اسم', 'الاسم', 'اسم الموظف'],
  mobile: ['mobile', 'phone', 'mobile number', 'phone number', 'موبايل', 'الموبايل', 'الهاتف', 'رقم الهاتف', 'الجوال', 'المحمول'],
};
const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')
    .trim();

/** Rows of a sheet as `{ code, name, mobile }`, using its header row when it has one. */
export function toEmployeeRows(grid: string[][]): EmployeeCodeRow[] {
  const header = (grid[0] ?? []).map(normalise);
  const column = (key: keyof EmployeeCodeRow) => header.findIndex((h) => HEADERS[key].includes(h));
  const hasHeader = column('code') >= 0 && column('name') >= 0;
  const [code, name, mobile] = hasHeader ? [column('code'), column('name'), column('mobile')] : [0, 1, 2];
  return grid
    .slice(hasHeader ? 1 : 0)
    .map((r) => ({ code: r[code] ?? '', name: r[name] ?? '', mobile: mobile >= 0 ? (r[mobile] ?? '') : '' }))
    .filter((r) => r.code || r.name || r.mobile);
}

/** A stored spreadsheet, or an error saying why it cannot be one. */
export async function spreadsheetFile(db: Database, fileId: string) {
  const file = await filesRepository(db).find(fileId);
  if (!file) throw notFound('noFile');
  if (!SPREADSHEET_TYPES.includes(file.contentType)) throw appError('UNSUPPORTED_FILE', 'chooseSpreadsheet');
  return file;
}

/** Reads an uploaded sheet's rows, bounded in rows and uncompressed size. */
export async function parseSheet(db: Database, fileId: string): Promise<EmployeeCodeRow[]> {
  const file = await spreadsheetFile(db, fileId);
  if (file.size > UPLOAD_LIMITS.spreadsheet) throw appError('FILE_TOO_LARGE', 'fileTooLarge');
  const chunks: Buffer[] = [];
  for await (const chunk of filesRepository(db).read(file)) chunks.push(chunk);
  return toEmployeeRows(await readSheetRows(Buffer.concat(chunks), file.contentType));
}

/**
 * Replaces every employee code with the sheet's rows in one transaction (spec §7). Duplicate codes are
 * refused with the spec's exact message and nothing changes.
 */
export async function replaceEmployeeCodes(db: Database, rows: EmployeeCodeRow[], sheetId?: string) {
  const duplicates = findDuplicateCodes(rows);
  if (duplicates.length) throw appError('DUPLICATE_CODES', 'duplicateCodes', { codes: duplicates.join(',') });
  return db.transaction(async (tx) => {
    const repo = employeeCodesRepository(tx);
    await repo.lockForReplace();
    let id = sheetId;
    if (id) {
      if (!(await repo.find(id))) throw notFound('noSheet');
    } else {
      id = await repo.create(null);
    }
    await repo.replaceCodes(id, rows);
    return (await repo.find(id))!;
  });
}

/** The sheet's template: the header the parser reads and one example row. */
export async function codesTemplate(): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Codes');
  sheet.addRows([[...EMPLOYEE_SHEET_HEADER], [...EMPLOYEE_SHEET_EXAMPLE]]);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((c) => {
    c.width = 24;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The sheet records and the code lookup: reads and the single-row writes the routes make. */
export function createEmployeeSheetsService(db: Database) {
  const sheets = employeeCodesRepository(db);
  const found = async (id: string) => {
    const sheet = await sheets.find(id);
    if (!sheet) throw notFound('noSheet');
    return sheet;
  };

  return {
    current: async () => (await sheets.current()) ?? null,
    listCodes: (q: { page: number; limit: number; search?: string }) => sheets.listCodes(q),

    /** A sheet record for an uploaded spreadsheet. */
    async create(fileId: string) {
      const file = await spreadsheetFile(db, fileId);
      return found(await sheets.create(file.id));
    },

    /** Points a sheet at another spreadsheet; a stale version changes nothing. */
    async setFile(id: string, version: number, fileId: string) {
      await found(id);
      const file = await spreadsheetFile(db, fileId);
      if (!(await sheets.setFile(id, version, file.id))) throw staleVersion();
      return found(id);
    },

    async remove(id: string) {
      if (!(await sheets.remove(id))) throw notFound('noSheet');
    },

    /** The idea form's lookup: the name, and only the last digits of the mobile (spec §4). */
    async lookup(code: string) {
      const employee = await sheets.findByCode(code);
      if (!employee) throw notFound('noEmployee');
      return { name: employee.name, mobile: maskMobile(employee.mobile ?? '') };
    },
  };
}
