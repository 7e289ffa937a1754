import { readFile } from 'node:fs/promises';
import {
  IDEA_HIERARCHY,
  type IdeaOutput,
  IMPORT_COLUMNS,
  IMPORT_MESSAGES,
  IMPORT_PREVIEW_ROWS,
  type ImportedStatusFilter,
  type ImportPreview,
  type ImportRowError,
  isImportExample,
  type ListEnvelope,
  MESSAGES,
  MIME,
  UPLOAD_LIMITS,
} from '@fikra/shared';
import type { FastifyRequest } from 'fastify';
import { importedIdeasRepository, type NewImportedIdea } from '../../data/ideas.imported.js';
import { ideasRepository } from '../../data/ideas.repository.js';
import type { Database, Tx } from '../../db/client.js';
import { detectAllowedType } from '../../lib/fileTypes.js';
import { readSheetRows } from '../../lib/spreadsheet.js';
import type { AuthUser } from '../../plugins/auth.js';
import { appError, validationFailed } from '../../plugins/errors.js';
import { saveUploadedFiles } from '../../plugins/multipartFiles.js';
import { scopedCriteria } from '../../services/ideaScope.js';
import { type CheckedRow, type ImportPlan, inBatches, runImport } from '../../services/importPipeline.js';
import { checkRow, type PlaceIndex, placeIndex, type RowValues } from './ideaImport.rows.js';

/** A row of the sheet as column key -> text, with the row number the user sees in the sheet (header = 1). */
export interface SheetRow {
  row: number;
  values: RowValues;
}

const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')
    .trim();

/** Each spelling of each column (English, Arabic, "English / Arabic" of the template, aliases) -> its key. */
const HEADER_KEYS = new Map<string, string>();
for (const c of IMPORT_COLUMNS) {
  for (const h of [c.en, c.ar, `${c.en} / ${c.ar}`, `${c.en}/${c.ar}`, c.key, ...(c.aliases ?? [])])
    HEADER_KEYS.set(normalise(h), c.key);
}

/** The header cell's column key: the whole text, or either side of "English / Arabic". */
function keyOfHeader(cell: string): string | undefined {
  const whole = HEADER_KEYS.get(normalise(cell));
  if (whole) return whole;
  for (const part of cell.split('/')) {
    const key = HEADER_KEYS.get(normalise(part));
    if (key) return key;
  }
  return undefined;
}

/** The sheet's rows by column key, its header recognised in Arabic or English in any order. */
export function toSheetRows(grid: string[][]): SheetRow[] {
  const keys = (grid[0] ?? []).map(keyOfHeader);
  if (!keys.includes('ideaCode') || !keys.includes('ideaText')) throw validationFailed('file', 'importMissingColumns');
  const rows: SheetRow[] = [];
  grid.slice(1).forEach((cells, n) => {
    if (cells.every((c) => !c)) return;
    const values: RowValues = {};
    keys.forEach((key, i) => {
      if (key && cells[i]) values[key] = cells[i];
    });
    // the template's example row shows how to fill a row; it is never imported
    if (isImportExample(values.ideaCode)) return;
    rows.push({ row: n + 2, values });
  });
  return rows;
}

type CheckedIdea = NewImportedIdea & { exists: boolean };

/**
 * How imported ideas are checked and written by the one import pipeline: names resolved against master data
 * read once, an idea code twice in the file refused, one already imported counted as ignored (re-import).
 */
export function importedIdeasPlan(now = new Date()): ImportPlan<SheetRow, CheckedIdea> & { newData: NewIdeaRef[] } {
  let places: PlaceIndex | undefined;
  const seen = new Set<string>();
  const newData: NewIdeaRef[] = [];
  return {
    newData,
    async check(tx: Tx, batch: readonly SheetRow[]): Promise<CheckedRow<CheckedIdea>[]> {
      const repo = importedIdeasRepository(tx);
      places ??= placeIndex(await repo.places(IDEA_HIERARCHY.map((l) => l.kind)));
      const checked = batch.map(({ row, values }) => ({ row, result: checkRow(row, values, places!, now) }));
      const existing = await repo.existingCodes(checked.flatMap((c) => (Array.isArray(c.result) ? [] : [c.result.ideaCode])));
      return checked.map(({ row, result }) => {
        if (Array.isArray(result)) return { row, errors: result };
        if (seen.has(result.ideaCode)) {
          const error: ImportRowError = {
            row,
            column: 'ideaCode',
            code: 'DUPLICATE_IN_FILE',
            message: IMPORT_MESSAGES.DUPLICATE_IN_FILE,
            value: result.ideaCode,
          };
          return { row, errors: [error] };
        }
        seen.add(result.ideaCode);
        return { row, value: { ...result, exists: existing.has(result.ideaCode) } };
      });
    },
    async apply(tx: Tx, values: readonly CheckedIdea[]) {
      const fresh = values.filter((v) => !v.exists);
      const written = await importedIdeasRepository(tx).insertMany(fresh);
      newData.push(...written);
      return { imported: written.length, ignored: values.length - written.length };
    },
  };
}

export interface NewIdeaRef {
  _id: string;
  ideaCode: string;
  ideaNumber: number;
}

export const IMPORTED_MESSAGE = MESSAGES.imported;
export const NOTHING_NEW_MESSAGE = MESSAGES.nothingNewToImport;

/** Imports the rows in one transaction through the pipeline: the result, or the whole per-row report. */
export async function importIdeas(db: Database, rows: SheetRow[]) {
  if (!rows.length) throw validationFailed('file', 'importNoRows');
  const plan = importedIdeasPlan();
  const outcome = await runImport(db, inBatches(rows, 500), plan);
  if (!outcome.ok) return outcome;
  const { importedCount, ignoredCount } = outcome;
  return {
    ok: true as const,
    result: {
      message: importedCount ? IMPORTED_MESSAGE : NOTHING_NEW_MESSAGE,
      importedCount,
      ignoredCount,
      newData: plan.newData,
    },
  };
}

/** The rows read and every row's problems, without storing anything (the page's preview before Add). */
export async function previewIdeas(db: Database, rows: SheetRow[]): Promise<ImportPreview> {
  const plan = importedIdeasPlan();
  const errors: ImportRowError[] = [];
  let errorCount = 0;
  let existingCount = 0;
  for (const batch of inBatches(rows, 500)) {
    for (const c of await plan.check(db, batch, 0)) {
      if ('errors' in c) {
        errorCount += c.errors.length;
        if (errors.length < 1000) errors.push(...c.errors);
      } else if (c.value.exists) existingCount += 1;
    }
  }
  return {
    columns: IMPORT_COLUMNS.map((c) => c.key).filter((k) => rows.some((r) => r.values[k])),
    rows: rows.slice(0, IMPORT_PREVIEW_ROWS).map((r) => ({ row: r.row, values: r.values as Record<string, string> })),
    total: rows.length,
    existingCount,
    errorCount,
    errors: errors.slice(0, 1000),
  };
}

/**
 * The one uploaded spreadsheet of a multipart request (spec §5: one .xls/.xlsx file), read in the parsing worker:
 * a wrong type is 415, too large 413, no file 400; nothing is stored.
 */
export async function receivedSheetRows(req: FastifyRequest): Promise<SheetRow[]> {
  if (!req.isMultipart()) throw validationFailed('file', 'chooseFile');
  const limit = UPLOAD_LIMITS.spreadsheet;
  const files = await (async () => {
    try {
      return await saveUploadedFiles(req, { limits: { fileSize: limit, files: 2 } });
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw appError('FILE_TOO_LARGE', 'fileTooLarge');
      if ((err as { code?: string }).code === 'FST_FILES_LIMIT') throw validationFailed('file', 'chooseOneFile');
      throw err;
    }
  })();
  if (!files.length) throw validationFailed('file', 'chooseFile');
  if (files.length > 1) throw validationFailed('file', 'chooseOneFile');
  const [part] = files;
  if (part.file.truncated) throw appError('FILE_TOO_LARGE', 'fileTooLarge');
  const type = await detectAllowedType(part.filepath, 'spreadsheet');
  if (type !== MIME.xlsx && type !== MIME.xls) throw appError('UNSUPPORTED_FILE', 'chooseSpreadsheet');
  return toSheetRows(await readSheetRows(await readFile(part.filepath), type));
}

/** The spec's status filter of the imported list (spec §2) as a filter of the ideas list. */
export function statusFilter(status: ImportedStatusFilter) {
  return status === 'All' ? {} : { [`status.${status}.value`]: true };
}

/** A page of the imported ideas this user may list (their unit's for unit-scoped roles), newest first. */
export async function importedPage(
  db: Database,
  user: AuthUser,
  q: { page: number; limit: number; search?: string; status: ImportedStatusFilter },
): Promise<ListEnvelope<IdeaOutput>> {
  const criteria = scopedCriteria(user, { filter: statusFilter(q.status), search: q.search, imported: true });
  const { data, total } = await ideasRepository(db).pageWithTotal(criteria, '-createdAt', q.page, q.limit);
  return { data, total, page: q.page, limit: q.limit };
}
