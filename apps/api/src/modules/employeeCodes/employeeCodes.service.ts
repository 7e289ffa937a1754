import { type EmployeeCodeRow, findDuplicateCodes, MIME, UPLOAD_LIMITS } from '@fikra/shared';
import { employeeCodesRepository } from '../../data/employeeCodes.repository.js';
import { filesRepository } from '../../data/files.repository.js';
import type { Database } from '../../db/client.js';
import { readSheetRows } from '../../lib/spreadsheet.js';
import { appError, notFound } from '../../plugins/errors.js';

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
