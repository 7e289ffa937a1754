import { z } from 'zod';
import { MAX_SHORT_TEXT, SPREADSHEET_MAX_ROWS } from '../limits.js';
import { MESSAGES, messageText } from '../messages.js';
import { listEnvelope, optionalText, REQUIRED, requiredText, timestamps, uuid, versionField } from './common.js';
import { fileRefOutput } from './files.js';
import { whenMissing } from './zodMessages.js';

/** Employee code sheet (spec §3, §5, §7): rows `{ code, name, mobile }` that fill the idea form by code. */
export const employeeCodeRow = z.object({
  code: requiredText(REQUIRED, 1, REQUIRED, 60),
  name: requiredText(REQUIRED, 1, REQUIRED, MAX_SHORT_TEXT),
  mobile: optionalText(undefined, undefined, 30),
});
export type EmployeeCodeRow = z.infer<typeof employeeCodeRow>;

export const employeeSheetCreateBody = z.object({ fileId: uuid });
export const employeeSheetUpdateBody = z.object({ fileId: uuid, version: versionField });
export const employeeSheetParseBody = z.object({ fileId: uuid });

export const employeeCodesCreateManyBody = z.object({
  sheetId: uuid.optional(),
  data: z
    .array(employeeCodeRow, { error: whenMissing(REQUIRED) })
    .min(1, REQUIRED)
    .max(SPREADSHEET_MAX_ROWS, messageText('sheetMaxRows', { max: SPREADSHEET_MAX_ROWS })),
});

export const employeeCodeParams = z.object({ code: requiredText(REQUIRED, 1, REQUIRED, 60) });

/** Codes that appear more than once, each listed once, in order of first repetition. */
export function findDuplicateCodes(rows: readonly { code: string }[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const { code } of rows) {
    const c = code.trim();
    if (seen.has(c)) repeated.add(c);
    seen.add(c);
  }
  return [...repeated];
}

/** The spec's exact wording (§5), repeated codes joined by commas. */
export function duplicateCodesMessage(codes: readonly string[]): string {
  return messageText('duplicateCodes', { codes: codes.join(',') });
}

/** Rows worth sending: both code and name present (spec §5). */
export function completeRows<T extends { code?: unknown; name?: unknown }>(rows: readonly T[]): T[] {
  return rows.filter((r) => String(r.code ?? '').trim() !== '' && String(r.name ?? '').trim() !== '');
}

/**
 * The public code lookup shows only the last digits of a mobile (DESIGN §7: no directory for strangers);
 * the server puts the stored number into an idea submitted with the masked value or none.
 */
export const MOBILE_MASK = '*';
const VISIBLE_MOBILE_DIGITS = 3;
export function maskMobile(mobile: string): string {
  const m = mobile.trim();
  if (!m) return '';
  const shown = m.length > VISIBLE_MOBILE_DIGITS + 1 ? m.slice(-VISIBLE_MOBILE_DIGITS) : '';
  return MOBILE_MASK.repeat(m.length - shown.length) + shown;
}
export const isMaskedMobile = (phone: string | null | undefined) => !!phone?.includes(MOBILE_MASK);

/** GET /v1/employee-sheet/code/:code (public): the name and the masked mobile. */
export const employeeLookupOutput = z.object({ data: z.object({ name: z.string(), mobile: z.string() }) });
export type EmployeeLookup = z.infer<typeof employeeLookupOutput>['data'];

export const NO_EMPLOYEE_WITH_CODE = MESSAGES.noEmployee;
export const FILE_UPLOADED = MESSAGES.fileUploaded;

/** The employee code sheet in force: the uploaded file (null when the codes came without one) and its row count. */
export const employeeSheetOutput = z.looseObject({
  _id: z.string(),
  fileId: z.string().nullable(),
  file: fileRefOutput.nullable(),
  rowCount: z.number(),
  version: z.number(),
  ...timestamps,
});
export type EmployeeSheetOutput = z.infer<typeof employeeSheetOutput>;

/** GET /v1/employee-sheet: the sheet in force, or null when none was uploaded. */
export const currentEmployeeSheetOutput = z.object({ data: employeeSheetOutput.nullable() });

/** POST /v1/employee-sheet/parse: the sheet's rows as read, before they are stored. */
export const parsedEmployeeSheetOutput = z.object({
  data: z.array(z.object({ code: z.string(), name: z.string(), mobile: z.string().optional() })),
  total: z.number(),
});

/** POST /v1/employee-sheet/createMany: the sheet the codes now belong to and how many there are. */
export const employeeCodesStoredOutput = z.object({ message: z.string(), data: employeeSheetOutput, count: z.number() });

/** GET /v1/employee-sheet/codes: a page of the codes in force, searched by code or name (issue 30). */
export const employeeCodeOutput = z.object({ code: z.string(), name: z.string(), mobile: z.string() });
export type EmployeeCodeOutput = z.infer<typeof employeeCodeOutput>;
export const employeeCodesListOutput = listEnvelope(employeeCodeOutput);

/** The employee code template's columns, as the sheet parser reads them, and its example row. */
export const EMPLOYEE_SHEET_HEADER = ['Code', 'Name', 'Mobile'] as const;
export const EMPLOYEE_SHEET_EXAMPLE = ['E-1001', 'Mona Hassan', '01012345678'] as const;
