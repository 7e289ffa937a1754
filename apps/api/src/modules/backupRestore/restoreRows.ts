import {
  type BackupIdea,
  type FileRef,
  type HierarchyField,
  IDEA_HIERARCHY,
  IMPORT_MAX_LISTED_ERRORS,
  type ImportRowError,
  ideaStatusOf,
} from '@fikra/shared';
import { z } from 'zod';
import type { RestoredIdeaRow } from '../../data/ideas.restore.js';
import { IDEA_REFS, summaryColumns } from '../../data/ideas.row.js';

/** What a restore did, counted as it goes: records new, changed and already identical, and what it could not keep. */
export class RestoreTally {
  created = 0;
  updated = 0;
  unchanged = 0;
  createdMasterData = 0;
  notRestoredCount = 0;
  readonly notRestoredList: ImportRowError[] = [];

  count(outcome: 'new' | 'updated' | 'same') {
    if (outcome === 'new') this.created++;
    else if (outcome === 'updated') this.updated++;
    else this.unchanged++;
  }

  /** A reference the restore could not keep (a file or an original idea this database lacks); the record is restored without it. */
  notRestored(row: number, column: string, code: string, message: string, value?: string) {
    this.notRestoredCount++;
    if (this.notRestoredList.length < IMPORT_MAX_LISTED_ERRORS) {
      this.notRestoredList.push({ row, column, code, message, ...(value ? { value } : {}) });
    }
  }
}

const columnOf = new Map<string, string>(IDEA_REFS.map(([field, column]) => [field, column]));

/**
 * An idea of a backup as the row to write: the backup's values, with references resolved here. Its status is
 * completed from the initial status (a hand-made or old backup may hold only the stages' decisions); the summary
 * columns are written as the backup has them (summaryColumns with the backup's idea kept).
 */
export function toIdeaRow(
  idea: BackupIdea,
  here: {
    ideaNumber: number;
    refs: (field: HierarchyField) => string | null;
    filesRelated: FileRef[];
    operatorImg: FileRef[];
  },
): RestoredIdeaRow {
  const status = ideaStatusOf(idea.status);
  const refColumns = Object.fromEntries(IDEA_HIERARCHY.map((l) => [columnOf.get(l.field)!, here.refs(l.field)]));
  return {
    id: idea._id,
    idea_number: here.ideaNumber,
    idea_text: idea.ideaText,
    idea_desc: idea.ideaDesc,
    idea_presenter_type: idea.ideaPresenterType,
    employee_name: idea.employeeName,
    employee_code: idea.employeeCode,
    employee_phone: idea.employeePhone,
    ...(refColumns as Pick<RestoredIdeaRow, 'company_id'>),
    quarter: idea.quarter,
    year: idea.year,
    kaizen_type: idea.kaizenType,
    effect_on_pqcdsm: idea.effectOnPQCDSM,
    estimated_annual_savings: idea.estimatedAnualSavings,
    files_related: here.filesRelated,
    operator_img: here.operatorImg,
    imported: idea.imported,
    idea_code: idea.ideaCode,
    status,
    ...Object.fromEntries(summaryColumns(status, idea).map(([column, , value]) => [column, value])),
    has_score: idea.hasScore,
    opl: idea.opl,
    version: idea.version,
    created_at: idea.createdAt,
    updated_at: idea.updatedAt,
  } as RestoredIdeaRow;
}

export const namedRefs = z.array(
  z.looseObject({ _id: z.uuid(), name: z.object({ en: z.string().min(1), ar: z.string().min(1) }) }),
);

export const rowError = (row: number, column: string, message: string, value?: unknown): ImportRowError => ({
  row,
  column,
  code: 'INVALID_VALUE',
  message,
  ...(value === undefined ? {} : { value: String(value).slice(0, 200) }),
});

export function zodErrors(row: number, prefix: string, error: z.ZodError): ImportRowError[] {
  return error.issues
    .slice(0, 5)
    .map((issue) => rowError(row, [prefix, ...issue.path.map(String)].filter(Boolean).join('.'), issue.message));
}
