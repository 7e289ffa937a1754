import { parentPort, workerData } from 'node:worker_threads';
import { parseSheetRows, type SheetBounds, SheetRefused } from './spreadsheetParse.js';

export interface SheetJob {
  bytes: Uint8Array;
  kind: 'xlsx' | 'xls';
  bounds: SheetBounds;
}
export type SheetReply = { rows: string[][] } | { refused: 'tooLarge' | 'unreadable' } | { failed: string };

/** Parses one sheet off the API's event loop (spreadsheet.ts) and posts the rows back. */
async function run(job: SheetJob): Promise<SheetReply> {
  try {
    const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
    return { rows: await parseSheetRows(bytes, job.kind, job.bounds) };
  } catch (err) {
    if (err instanceof SheetRefused) return { refused: err.reason };
    return { failed: err instanceof Error ? err.message : String(err) };
  }
}

run(workerData as SheetJob).then((reply) => parentPort?.postMessage(reply));
