import type { CellValue } from 'exceljs';
import { assertZipWithinBounds, ZipRefused } from './zipGuard.js';

/** Columns read from a sheet; anything further right is ignored. */
const MAX_COLUMNS = 50;

/** Why a sheet was refused; plain data, so it crosses from the parsing worker thread. */
export class SheetRefused extends Error {
  constructor(public reason: 'tooLarge' | 'unreadable') {
    super(reason);
  }
}
const spreadsheetTooLarge = () => new SheetRefused('tooLarge');
const spreadsheetUnreadable = () => new SheetRefused('unreadable');

/**
 * The bounds of one parse, handed in by spreadsheet.ts (this file runs in the parsing worker and imports nothing
 * of the app, so the worker boots fast): rows after the header, uncompressed bytes of an .xlsx, characters of a
 * cell (a longer cell is cut one character past it, so the row's own length rule still refuses it).
 */
export interface SheetBounds {
  maxRows: number;
  maxUncompressed: number;
  maxCell: number;
}

/**
 * The first sheet of an .xlsx or legacy .xls as rows of trimmed text, bounded (DESIGN §7): an .xlsx is
 * checked for its uncompressed size before it is opened, a sheet with more than `maxRows` rows (after the
 * header) is refused rather than read, and cells are cut at SPREADSHEET_MAX_CELL. Runs on the parsing worker
 * (spreadsheet.ts): call readSheetRows there, not this.
 */
export async function parseSheetRows(bytes: Buffer, kind: 'xlsx' | 'xls', bounds: SheetBounds): Promise<string[][]> {
  const bounded = (text: string) => (text.length > bounds.maxCell ? text.slice(0, bounds.maxCell + 1) : text);
  return kind === 'xlsx' ? readXlsx(bytes, bounds, bounded) : readXls(bytes, bounds.maxRows, bounded);
}

async function readXlsx(bytes: Buffer, { maxRows, maxUncompressed }: SheetBounds, bounded: (t: string) => string) {
  try {
    await assertZipWithinBounds(bytes, maxUncompressed);
  } catch (err) {
    if (err instanceof ZipRefused) throw err.tooLarge ? spreadsheetTooLarge() : spreadsheetUnreadable();
    throw err;
  }
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw spreadsheetUnreadable();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  if (sheet.actualRowCount > maxRows + 1) throw spreadsheetTooLarge();
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = (row.values as CellValue[]).slice(1, MAX_COLUMNS + 1);
    rows.push(Array.from(values, (v) => bounded(cellText(v))));
  });
  return rows;
}

async function readXls(bytes: Buffer, maxRows: number, bounded: (t: string) => string): Promise<string[][]> {
  const { read, utils } = await import('@e965/xlsx');
  let sheet: Record<string, unknown> | undefined;
  try {
    const book = read(bytes, { type: 'buffer', sheetRows: maxRows + 2, cellHTML: false, cellFormula: false, cellDates: true });
    sheet = book.Sheets[book.SheetNames[0]];
  } catch {
    throw spreadsheetUnreadable();
  }
  if (!sheet) return [];
  const fullRef = (sheet['!fullref'] ?? sheet['!ref']) as string | undefined;
  if (fullRef && utils.decode_range(fullRef).e.r + 1 > maxRows + 1) throw spreadsheetTooLarge();
  const grid = utils.sheet_to_json<unknown[]>(sheet as never, {
    header: 1,
    raw: false,
    defval: '',
    blankrows: false,
    dateNF: 'yyyy-mm-dd',
  });
  return grid.map((row) => row.slice(0, MAX_COLUMNS).map((v) => bounded(String(v ?? '').trim())));
}

/** A cell as text: rich text joined, formulas by their result, dates as YYYY-MM-DD. */
function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('result' in value) return cellText(value.result as CellValue);
    if ('text' in value) return String(value.text).trim();
    if ('error' in value) return '';
  }
  return String(value).trim();
}
