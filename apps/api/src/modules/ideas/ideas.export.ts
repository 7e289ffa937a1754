import type { Writable } from 'node:stream';
import { backupHeader, DECISION_STAGES, type Language, translate } from '@fikra/shared';
import { IDEA_REFS } from '../../data/ideas.repository.js';
import { inertCell } from '../../lib/spreadsheetCells.js';

/** Spreadsheet format of spec §9: sheet 'Ideas', columns 30 wide, light-blue bold centred header. */
export const EXPORT_SHEET_NAME = 'Ideas';
export const EXPORT_COLUMN_WIDTH = 30;
export const EXPORT_HEADER_FILL = 'FFADD8E6'; // light blue
const DATE_FORMAT = 'dd/mm/yyyy';

/** translate() bound to the export's language, with its answers kept (the same few hundred keys repeat). */
type Translator = ((key: string) => string) & { lang: Language };

function memoizedTranslate(lang: Language): Translator {
  const cache = new Map<string, string>();
  const t = (key: string) => {
    let text = cache.get(key);
    if (text === undefined) {
      text = translate(lang, key);
      cache.set(key, text);
    }
    return text;
  };
  return Object.assign(t, { lang });
}

type CellValue = string | number | Date;

/**
 * One export column: its header (a catalog key), the SQL expression on `ideas i` that reads its value in the
 * user's language, and how a value becomes a cell. PostgreSQL does the lookups (names, decisions) while the
 * server writes the previous batch.
 */
interface Column {
  header: string;
  sql: (lang: Language) => string;
  cell?: (value: unknown, t: Translator) => CellValue;
  date?: boolean;
}

const field = (key: string) => `enums:ideaFields.${key}`;
const plain = (sql: string) => () => sql;
const numeric = (value: unknown) => (value === null || value === undefined ? '' : Number(value));
const translated = (group: string) => (value: unknown, t: Translator) => (value === null ? '' : t(`enums:${group}.${value}`));
const refName = (column: string) => (lang: Language) =>
  `(select coalesce(nullif(m.name_${lang}, ''), m.name_${lang === 'ar' ? 'en' : 'ar'}) from master_data m where m.id = i.${column})`;
/** accepted | rejected | hold | pending, as the status badges read a stage. */
const decision = (stage: string) => () =>
  `case when i.status->'${stage}'->>'accepted' = 'hold' then 'hold' when not i.${stage}_value then 'pending'
        when i.status->'${stage}'->>'accepted' = 'false' then 'rejected' else 'accepted' end`;

/** The columns of the expanded ideas list (spec §2) and the rest of the idea's basic fields. */
export const EXPORT_COLUMNS: Column[] = [
  { header: field('ideaNumber'), sql: plain('i.idea_number'), cell: numeric },
  { header: field('_id'), sql: plain('i.id') },
  { header: field('ideaText'), sql: plain('i.idea_text') },
  { header: field('ideaDesc'), sql: plain('i.idea_desc') },
  { header: field('ideaPresenterType'), sql: plain('i.idea_presenter_type'), cell: translated('presenterTypes') },
  { header: field('employeeName'), sql: plain('i.employee_name') },
  { header: field('employeeCode'), sql: plain('i.employee_code') },
  { header: field('employeePhone'), sql: plain('i.employee_phone') },
  ...IDEA_REFS.map(([ref, column]): Column => ({ header: field(ref), sql: refName(column) })),
  { header: field('quarter'), sql: plain('i.quarter') },
  { header: field('year'), sql: plain('i.year') },
  {
    header: field('date'),
    sql: plain('(extract(epoch from i.created_at) * 1000)::float8'),
    cell: (v) => new Date(v as number),
    date: true,
  },
  { header: field('kaizenType'), sql: plain('i.kaizen_type'), cell: translated('kaizenTypes') },
  {
    header: field('effectOnPQCDSM'),
    sql: plain("array_to_string(i.effect_on_pqcdsm, ',')"),
    cell: (v, t) =>
      v
        ? (v as string)
            .split(',')
            .map((e) => t(`enums:pqcdsm.${e}`))
            .join(t.lang === 'ar' ? '، ' : ', ')
        : '',
  },
  { header: field('estimatedAnualSavings'), sql: plain('i.estimated_annual_savings'), cell: numeric },
  ...DECISION_STAGES.map(
    (stage): Column => ({ header: `enums:stages.${stage}`, sql: decision(stage), cell: translated('decisions') }),
  ),
  { header: field('replicationStatus'), sql: plain('i.replication_type'), cell: translated('replicationTypes') },
  { header: field('replicatedFrom'), sql: plain('i.replicated_from') },
  // a replication's original, by its number (decision 032)
  {
    header: 'spread:originalNumber',
    sql: plain('(select l.original_number from idea_replications l where l.replication_id = i.id)'),
    cell: numeric,
  },
  { header: field('totalTicks'), sql: plain('i.total_ticks') },
  { header: field('priority'), sql: plain('i.priority'), cell: translated('priorities') },
  { header: field('evaluatedBy'), sql: plain('i.evaluated_by') },
  {
    header: 'ideas:columns.managerSavingsAmount',
    sql: plain("i.status->'approved'->'estimatedSavings'->>'amount'"),
    cell: numeric,
  },
  {
    header: 'ideas:columns.managerSavingsType',
    sql: plain("i.status->'approved'->'estimatedSavings'->>'type'"),
    cell: translated('savingsTypes'),
  },
  { header: field('approvedBy'), sql: plain('i.approved_by') },
  { header: field('cost'), sql: plain('i.cost'), cell: numeric },
  { header: field('savings'), sql: plain('i.savings'), cell: numeric },
  { header: field('ROI'), sql: plain('i.roi'), cell: numeric },
  { header: field('reward'), sql: plain('i.reward'), cell: numeric },
];

/** The SQL expressions an export in this language reads, in column order (see IdeasAdminRepository.valueBatches). */
export const exportExpressions = (lang: Language) => EXPORT_COLUMNS.map((c) => c.sql(lang));

/** Waits until `out` takes more; fails when the client went away first (the download is abandoned). */
async function drained(out: Writable): Promise<void> {
  if (out.destroyed) throw new Error('download abandoned by the client');
  if (!out.writableNeedDrain) return;
  await new Promise<void>((resolve, reject) => {
    const finish = (err?: Error) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      if (err) reject(err);
      else resolve();
    };
    const onDrain = () => finish();
    const onClose = () => finish(new Error('download abandoned by the client'));
    out.once('drain', onDrain);
    out.once('close', onClose);
  });
}

/**
 * Streams the ideas (arrays of the values of `exportExpressions`) to `out` as an .xlsx workbook, one batch at a time: rows are committed as they are
 * written and the writer waits whenever the client falls behind, so memory does not grow with the count.
 */
export async function writeIdeasWorkbook(batches: AsyncIterable<unknown[][]>, lang: Language, out: Writable): Promise<number> {
  // loaded on the first export, not at start: exceljs is ~21 MB resident (docs/decisions/006)
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
    zip: { zlib: { level: 1 } },
  });
  const sheet = workbook.addWorksheet(EXPORT_SHEET_NAME, { views: [{ rightToLeft: lang === 'ar' }] });
  sheet.columns = EXPORT_COLUMNS.map((_, n) => ({ key: String(n), width: EXPORT_COLUMN_WIDTH }));
  // one style object per kind of cell: exceljs caches the style id per object, so sharing them saves
  // building a style for each of the millions of cells
  const plain = {};
  const dated = { numFmt: DATE_FORMAT };
  const cellStyles = EXPORT_COLUMNS.map((c) => (c.date ? dated : plain));
  const t = memoizedTranslate(lang);
  const cells = EXPORT_COLUMNS.map((c) => c.cell);
  const header = sheet.addRow(EXPORT_COLUMNS.map((c) => t(c.header)));
  header.eachCell((cell) => {
    cell.font = { bold: true };
    cell.alignment = { horizontal: 'center', vertical: 'middle' };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: EXPORT_HEADER_FILL } };
  });
  header.commit();
  let count = 0;
  for await (const batch of batches) {
    for (const values of batch) {
      const row = sheet.addRow(values.map((v, n) => inertCell(cells[n] ? cells[n](v, t) : (v ?? ''))));
      row.eachCell((cell, n) => {
        cell.style = cellStyles[n - 1];
      });
      row.commit();
    }
    count += batch.length;
    await drained(out);
  }
  sheet.commit();
  await workbook.commit();
  return count;
}

/**
 * Streams a JSON backup: the header (format version), every master-data record (so a restore into an empty
 * database rebuilds the hierarchy), then the ideas with their history batch by batch, never all held at once.
 * `count` comes last because it is known only at the end.
 */
export async function writeIdeasBackup(
  masterData: readonly unknown[],
  batches: AsyncIterable<readonly unknown[]>,
  out: Writable,
): Promise<number> {
  const write = async (chunk: string) => {
    out.write(chunk);
    await drained(out);
  };
  const header = JSON.stringify(backupHeader('ideas'));
  await write(`${header.slice(0, -1)},"masterData":[${masterData.map((m) => `\n${JSON.stringify(m)}`).join(',')}\n],"data":[`);
  let count = 0;
  for await (const batch of batches) {
    await write(batch.map((idea) => `${count++ ? ',' : ''}\n${JSON.stringify(idea)}`).join(''));
  }
  await write(`\n],"count":${count}}\n`);
  out.end();
  return count;
}
