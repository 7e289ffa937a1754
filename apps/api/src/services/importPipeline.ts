import { IMPORT_MAX_LISTED_ERRORS, type ImportReport, type ImportRowError, MESSAGES } from '@fikra/shared';
import type { Database, Tx } from '../db/client.js';

/** One row checked: the value to write, or why it cannot be written. */
export type CheckedRow<T> = { row: number; value: T } | { row: number; errors: ImportRowError[] };

/**
 * How one kind of import checks and writes its rows (spreadsheet ideas, a JSON array of ideas, a backup).
 * `check` sees a whole batch so it can resolve names or find existing records in one query per batch; it
 * runs inside the import's transaction, so it also sees what earlier batches of the same import wrote.
 */
export interface ImportPlan<TRow, TValue> {
  check(tx: Tx, batch: readonly TRow[], firstIndex: number): Promise<CheckedRow<TValue>[]>;
  /** Writes valid rows; returns how many were written and how many already existed (re-import). */
  apply(tx: Tx, values: readonly TValue[]): Promise<{ imported: number; ignored: number }>;
  /**
   * Once every row is checked and written (no row failed), what can only be done having seen them all, say a
   * link to a record a later row holds; in the same transaction. Returns the rows it finds wrong (then nothing
   * is stored).
   */
  finish?(tx: Tx): Promise<ImportRowError[]>;
}

export type ImportOutcome = { ok: true; importedCount: number; ignoredCount: number } | { ok: false; report: ImportReport };

class Rejected extends Error {}

/**
 * The one import pipeline (DESIGN §6, issue 12): rows arrive in batches (streamed: a large backup never has to
 * be in memory at once), every row is checked, and all of it is written in ONE transaction. Once a row fails,
 * nothing more is written but every remaining row is still checked, and the transaction is rolled back, so the
 * answer is either everything stored or nothing stored with the whole per-row report.
 */
export async function runImport<TRow, TValue>(
  db: Database,
  batches: AsyncIterable<readonly TRow[]> | Iterable<readonly TRow[]>,
  plan: ImportPlan<TRow, TValue>,
): Promise<ImportOutcome> {
  const errors: ImportRowError[] = [];
  let errorCount = 0;
  let importedCount = 0;
  let ignoredCount = 0;
  try {
    await db.transaction(async (tx) => {
      let index = 0;
      for await (const batch of batches) {
        const checked = await plan.check(tx, batch, index);
        index += batch.length;
        const values: TValue[] = [];
        for (const c of checked) {
          if ('errors' in c) {
            errorCount += c.errors.length;
            errors.push(...c.errors.slice(0, Math.max(0, IMPORT_MAX_LISTED_ERRORS - errors.length)));
          } else values.push(c.value);
        }
        if (errorCount === 0 && values.length) {
          const written = await plan.apply(tx, values);
          importedCount += written.imported;
          ignoredCount += written.ignored;
        }
      }
      if (errorCount === 0 && plan.finish) {
        const late = await plan.finish(tx);
        errorCount += late.length;
        errors.push(...late.slice(0, Math.max(0, IMPORT_MAX_LISTED_ERRORS - errors.length)));
      }
      if (errorCount > 0) throw new Rejected();
    });
  } catch (err) {
    if (!(err instanceof Rejected)) throw err;
    return {
      ok: false,
      report: {
        statusCode: 422,
        code: 'IMPORT_REJECTED',
        message: MESSAGES.importRejected,
        key: 'importRejected' as const,
        errorCount,
        errors,
      },
    };
  }
  return { ok: true, importedCount, ignoredCount };
}

/** Splits an array into batches for runImport. */
export function* inBatches<T>(items: readonly T[], size = 500): Generator<readonly T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}
