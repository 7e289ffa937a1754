import type { Writable } from 'node:stream';
import { DECISION_STAGES, type IdeaOutput, type Language, type NamedRef, translate } from '@fikra/shared';
import ExcelJS from 'exceljs';

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
    if (text === undefined) cache.set(key, (text = translate(lang, key)));
    return text;
  };
  return Object.assign(t, { lang });
}

interface Column {
  /** catalog key of the header */
  header: string;
  value: (idea: IdeaOutput, t: Translator) => string | number | Date | null;
  date?: boolean;
}

const name = (ref: NamedRef | null, lang: Language) => (ref ? ref.name[lang] || ref.name.en || ref.name.ar : '');
const field = (key: string) => `enums:ideaFields.${key}`;
const stageDecision = (stage: (typeof DECISION_STAGES)[number]) => (idea: IdeaOutput, t: Translator) => {
  const s = idea.status[stage];
  const decision = s.accepted === 'hold' ? 'hold' : !s.value ? 'pending' : s.accepted === false ? 'rejected' : 'accepted';
  return t(`enums:decisions.${decision}`);
};

/** The columns of the expanded ideas list (spec §2), in the user's language. */
export const EXPORT_COLUMNS: Column[] = [
  { header: field('ideaNumber'), value: (i) => i.ideaNumber },
  { header: field('_id'), value: (i) => i._id },
  { header: field('ideaText'), value: (i) => i.ideaText },
  { header: field('ideaDesc'), value: (i) => i.ideaDesc },
  { header: field('ideaPresenterType'), value: (i, t) => t(`enums:presenterTypes.${i.ideaPresenterType}`) },
  { header: field('employeeName'), value: (i) => i.employeeName },
  { header: field('employeeCode'), value: (i) => i.employeeCode },
  { header: field('employeePhone'), value: (i) => i.employeePhone },
  ...(['company', 'factoryBusinessUnit', 'areaSection', 'AICMinibusiness', 'department', 'stage', 'firstCut', 'secondCut'] as const).map(
    (ref): Column => ({ header: field(ref), value: (i, t) => name(i[ref], t.lang) }),
  ),
  { header: field('quarter'), value: (i) => i.quarter },
  { header: field('year'), value: (i) => i.year },
  { header: field('date'), value: (i) => new Date(i.date), date: true },
  { header: field('kaizenType'), value: (i, t) => t(`enums:kaizenTypes.${i.kaizenType}`) },
  {
    header: field('effectOnPQCDSM'),
    value: (i, t) => i.effectOnPQCDSM.map((e) => t(`enums:pqcdsm.${e}`)).join(t.lang === 'ar' ? '، ' : ', '),
  },
  { header: field('estimatedAnualSavings'), value: (i) => i.estimatedAnualSavings },
  ...DECISION_STAGES.map((stage): Column => ({ header: `enums:stages.${stage}`, value: stageDecision(stage) })),
  { header: field('replicationStatus'), value: (i, t) => t(`enums:replicationTypes.${i.replicationStatus}`) },
  { header: field('totalTicks'), value: (i) => i.totalTicks },
  { header: field('priority'), value: (i, t) => t(`enums:priorities.${i.priority}`) },
  { header: field('evaluatedBy'), value: (i) => i.evaluatedBy },
  { header: 'ideas:columns.managerSavingsAmount', value: (i) => i.status.approved.estimatedSavings.amount },
  {
    header: 'ideas:columns.managerSavingsType',
    value: (i, t) => t(`enums:savingsTypes.${i.status.approved.estimatedSavings.type}`),
  },
  { header: field('approvedBy'), value: (i) => i.approvedBy },
  { header: field('cost'), value: (i) => i.cost },
  { header: field('savings'), value: (i) => i.savings },
  { header: field('ROI'), value: (i) => i.ROI },
  { header: field('reward'), value: (i) => i.reward },
];

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
 * Streams the ideas to `out` as an .xlsx workbook, one batch at a time: rows are committed as they are
 * written and the writer waits whenever the client falls behind, so memory does not grow with the count.
 */
export async function writeIdeasWorkbook(batches: AsyncIterable<IdeaOutput[]>, lang: Language, out: Writable): Promise<number> {
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
  const header = sheet.addRow(EXPORT_COLUMNS.map((c) => t(c.header)));
  header.eachCell((cell) => {
    cell.font = { bold: true };
    cell.alignment = { horizontal: 'center', vertical: 'middle' };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: EXPORT_HEADER_FILL } };
  });
  header.commit();
  let count = 0;
  for await (const batch of batches) {
    for (const idea of batch) {
      const row = sheet.addRow(EXPORT_COLUMNS.map((c) => c.value(idea, t) ?? ''));
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
 * Streams a JSON backup `{ kind, exportedAt, data: [...ideas], count }`; ideas are written batch by batch
 * and never held all at once. `count` comes last because it is known only at the end.
 */
export async function writeIdeasBackup(batches: AsyncIterable<IdeaOutput[]>, out: Writable): Promise<number> {
  const write = async (chunk: string) => {
    out.write(chunk);
    await drained(out);
  };
  await write(`{"kind":"ideas","exportedAt":${JSON.stringify(new Date().toISOString())},"data":[`);
  let count = 0;
  for await (const batch of batches) {
    await write(batch.map((idea) => `${count++ ? ',' : ''}\n${JSON.stringify(idea)}`).join(''));
  }
  await write(`\n],"count":${count}}\n`);
  out.end();
  return count;
}
