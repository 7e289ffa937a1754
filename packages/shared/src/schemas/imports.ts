import { z } from 'zod';

/**
 * What every import answers (DESIGN §6: all or nothing, per-row report): a spreadsheet of ideas, a JSON
 * array of ideas, a backup file. `row` is the number the user can find again: the spreadsheet's own row
 * number (header = 1), or the 1-based position in a JSON array/backup. `code` is a stable key the web app
 * translates; `message` is the spec's English wording.
 */
export const importRowError = z.object({
  row: z.number().int(),
  column: z.string(),
  code: z.string(),
  message: z.string(),
  value: z.string().optional(),
});
export type ImportRowError = z.infer<typeof importRowError>;

/** At most this many row errors are listed; `errorCount` still counts them all. */
export const IMPORT_MAX_LISTED_ERRORS = 1000;

export const importReportOutput = z.object({
  statusCode: z.number(),
  code: z.literal('IMPORT_REJECTED'),
  message: z.string(),
  /** the message's catalogue key, as every error body names it */
  key: z.literal('importRejected'),
  errorCount: z.number().int(),
  errors: z.array(importRowError),
});
export type ImportReport = z.infer<typeof importReportOutput>;

/** A successful import: how many records were written and how many were already there (re-import). */
export const importResultOutput = z.strictObject({
  message: z.string(),
  importedCount: z.number().int(),
  ignoredCount: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultOutput>;
