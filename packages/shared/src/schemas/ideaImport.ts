import { z } from 'zod';
import { type HierarchyField, IDEA_HIERARCHY } from '../domain/ideaForm.js';
import { MESSAGES, messageText } from '../messages.js';
import { isStorableText, MAX_AMOUNT, pageQuery } from './common.js';
import { ideaListOutput } from './ideaOutput.js';
import { importResultOutput, importRowError } from './imports.js';

/**
 * Spreadsheet import of existing idea banks (spec §2 Imported ideas, §7 import-data / import-file; issue 12).
 * Each column has one key, the English and Arabic header of the template, and other spellings people use.
 * Headers are matched in either language, in any order; the template writes "English / Arabic" in each cell.
 */
export interface ImportColumn {
  key: string;
  en: string;
  ar: string;
  aliases?: string[];
}

const hierarchyColumns: ImportColumn[] = [
  { key: 'company', en: 'Company', ar: 'الشركة' },
  {
    key: 'factoryBusinessUnit',
    en: 'Location of idea',
    ar: 'مكان الفكرة',
    aliases: ['factory', 'factory business unit', 'المصنع'],
  },
  { key: 'areaSection', en: 'Specific location', ar: 'المكان المحدد', aliases: ['area section', 'mini business', 'القسم'] },
  { key: 'AICMinibusiness', en: 'AIC mini business', ar: 'وحدة AIC' },
  { key: 'department', en: 'Department', ar: 'الإدارة' },
  { key: 'stage', en: 'Stage', ar: 'المرحلة' },
  { key: 'firstCut', en: 'First cut', ar: 'التقسيم الأول' },
  { key: 'secondCut', en: 'Second cut', ar: 'التقسيم الثاني' },
];

export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  { key: 'ideaCode', en: 'Idea code', ar: 'كود الفكرة' },
  { key: 'ideaText', en: 'Idea', ar: 'الفكرة', aliases: ['idea text', 'نص الفكرة'] },
  { key: 'ideaDesc', en: 'Description', ar: 'الوصف', aliases: ['idea description', 'وصف الفكرة'] },
  { key: 'ideaPresenterType', en: 'Presenter type', ar: 'نوع مقدم الفكرة' },
  { key: 'employeeName', en: 'Employee name', ar: 'اسم الموظف' },
  { key: 'employeeCode', en: 'Employee code', ar: 'كود الموظف' },
  { key: 'employeePhone', en: 'Employee phone', ar: 'هاتف الموظف', aliases: ['phone', 'mobile', 'الهاتف'] },
  ...hierarchyColumns,
  { key: 'kaizenType', en: 'Kaizen type', ar: 'نوع الكايزن' },
  { key: 'effectOnPQCDSM', en: 'Effect on PQCDSM', ar: 'التأثير على PQCDSM', aliases: ['pqcdsm'] },
  { key: 'estimatedAnualSavings', en: 'Estimated annual savings', ar: 'الوفر السنوي المتوقع' },
  { key: 'date', en: 'Date', ar: 'التاريخ' },
  { key: 'evaluatedDate', en: 'Evaluated on', ar: 'تاريخ التقييم' },
  { key: 'approvedDate', en: 'Approved on', ar: 'تاريخ الاعتماد' },
  { key: 'implementedDate', en: 'Implemented on', ar: 'تاريخ التنفيذ' },
  { key: 'implementedCost', en: 'Cost', ar: 'التكلفة' },
  { key: 'implementedSavings', en: 'Savings', ar: 'الوفر' },
  { key: 'rewardedDate', en: 'Rewarded on', ar: 'تاريخ المكافأة' },
  { key: 'reward', en: 'Reward', ar: 'المكافأة' },
  { key: 'replicationType', en: 'Replication', ar: 'التعميم', aliases: ['replication type', 'نوع التعميم'] },
];
export type ImportColumnKey = (typeof IMPORT_COLUMNS)[number]['key'];

export const IMPORT_HIERARCHY_KEYS: readonly HierarchyField[] = IDEA_HIERARCHY.map((l) => l.field);

/**
 * The template's example row (issue 30): it shows how each cell is filled, and the import skips it by its idea
 * code, so a sheet sent back with the example still in it imports only the real rows.
 */
export const IMPORT_EXAMPLE_CODE = 'EXAMPLE / مثال';
export const IMPORT_EXAMPLE_ROW: Partial<Record<string, string>> = {
  ideaCode: IMPORT_EXAMPLE_CODE,
  ideaText: 'Reuse the packing cartons of the raw material',
  ideaDesc: 'Fold the cartons of the raw material and use them again to pack the finished goods',
  ideaPresenterType: 'Employee',
  employeeName: 'Mona Hassan',
  employeeCode: 'E-1001',
  employeePhone: '01012345678',
  company: 'Your company',
  factoryBusinessUnit: 'Your plant',
  areaSection: 'Packing line',
  kaizenType: 'Quick win',
  effectOnPQCDSM: 'Cost, Quality',
  estimatedAnualSavings: '12000',
  date: '15/03/2023',
  evaluatedDate: '20/03/2023',
  replicationType: 'Not Replicated',
};
export const isImportExample = (ideaCode: string | undefined) => ideaCode?.trim() === IMPORT_EXAMPLE_CODE;

/** The date format a sheet's date cells are read in when they are text. */
export const IMPORT_DATE_FORMAT = 'DD/MM/YYYY';

/** The header cell of the template: English first, then Arabic. */
export const templateHeader = (c: ImportColumn) => `${c.en} / ${c.ar}`;

/** Row error messages (English wording; the web translates by `code`). */
export const IMPORT_MESSAGES = {
  MISSING_COLUMNS: MESSAGES.importMissingColumns,
  DUPLICATE_IN_FILE: MESSAGES.importDuplicateCode,
  INVALID_DATE: MESSAGES.invalidDate,
  INVALID_NUMBER: MESSAGES.mustBeNumber,
  INVALID_VALUE: MESSAGES.invalidValue,
  STAGE_ORDER: MESSAGES.importStageOrder,
  NO_ROWS: MESSAGES.importNoRows,
} as const;
export const unknownNameMessage = (label: string, value: string) => messageText('importUnknownName', { label, value });

/** A row as it arrives in a JSON array (POST /v1/idea-crud/allImported): the sheet's columns by key. */
const cell = z
  .union([z.string().max(20_000).refine(isStorableText, MESSAGES.invalidCharacters), z.number().min(-MAX_AMOUNT).max(MAX_AMOUNT)])
  .transform((v) => String(v));
export const importedIdeaRow = z.strictObject(
  Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, cell.optional()])) as Record<string, z.ZodOptional<typeof cell>>,
);
export type ImportedIdeaRow = Record<string, string | undefined>;
export const importedIdeasBody = z.array(importedIdeaRow).min(1, IMPORT_MESSAGES.NO_ROWS).max(50_000);

/** A row of the preview: what was read, and its problems. */
export const importPreviewRow = z.object({ row: z.number().int(), values: z.record(z.string(), z.string()) });
export const importPreviewOutput = z.object({
  columns: z.array(z.string()),
  rows: z.array(importPreviewRow),
  total: z.number().int(),
  existingCount: z.number().int(),
  errorCount: z.number().int(),
  errors: z.array(importRowError),
});
export type ImportPreview = z.infer<typeof importPreviewOutput>;

/** At most this many rows are sent back by the preview (the counts cover all of them). */
export const IMPORT_PREVIEW_ROWS = 200;

/** GET /v1/idea-crud/allImported: the spec's status filter (spec §2), paging and search. */
export const IMPORTED_STATUS_FILTERS = ['All', 'evaluated', 'approved', 'implemented', 'rewarded', 'replicated'] as const;
export type ImportedStatusFilter = (typeof IMPORTED_STATUS_FILTERS)[number];
export const importedListQuery = pageQuery.extend({ status: z.enum(IMPORTED_STATUS_FILTERS).default('All') });
export const importedListOutput = ideaListOutput;

/** A successful import of ideas: the counts, and the ideas written (id, code and number). */
export const ideaImportResultOutput = importResultOutput.extend({
  newData: z.array(z.strictObject({ _id: z.string(), ideaCode: z.string(), ideaNumber: z.number() })),
});
