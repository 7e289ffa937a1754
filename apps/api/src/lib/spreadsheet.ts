import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { MIME, SPREADSHEET_MAX_CELL, SPREADSHEET_MAX_ROWS, SPREADSHEET_MAX_UNCOMPRESSED } from '@fikra/shared';
import { appError } from '../plugins/errors.js';
import type { SheetJob, SheetReply } from './spreadsheet.worker.js';

export const spreadsheetTooLarge = () => appError('FILE_TOO_LARGE', 'spreadsheetTooLarge');
export const spreadsheetUnreadable = () => appError('UNSUPPORTED_FILE', 'spreadsheetUnreadable');

/**
 * The first sheet of an .xlsx or legacy .xls as rows of trimmed text, bounded in rows, uncompressed size and
 * cell length (spreadsheetParse.ts). Parsing a large sheet is seconds of CPU, so it runs on a worker thread of
 * its own (issue 10: a 50,000-row sheet froze the API for 5.6 s); the event loop keeps serving meanwhile, and
 * the worker's memory goes when it ends.
 */
export async function readSheetRows(bytes: Buffer, contentType: string, maxRows = SPREADSHEET_MAX_ROWS): Promise<string[][]> {
  const kind = contentType === MIME.xlsx ? 'xlsx' : contentType === MIME.xls ? 'xls' : undefined;
  if (!kind) throw spreadsheetUnreadable();
  const bounds = { maxRows, maxUncompressed: SPREADSHEET_MAX_UNCOMPRESSED, maxCell: SPREADSHEET_MAX_CELL };
  const reply = await inWorker({ bytes: new Uint8Array(bytes), kind, bounds });
  if ('rows' in reply) return reply.rows;
  if ('refused' in reply) throw reply.refused === 'tooLarge' ? spreadsheetTooLarge() : spreadsheetUnreadable();
  throw new Error(`spreadsheet worker failed: ${reply.failed}`);
}

function inWorker(job: SheetJob): Promise<SheetReply> {
  return new Promise((resolve, reject) => {
    const worker = createWorker(job);
    let settled = false;
    worker.once('message', (reply: SheetReply) => {
      settled = true;
      resolve(reply);
      void worker.terminate();
    });
    worker.once('error', (err) => {
      settled = true;
      reject(err);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`spreadsheet worker exited with code ${code}`));
    });
  });
}

/**
 * The compiled server runs spreadsheet.worker.js beside its bundle (scripts/build-api.mjs). From the TypeScript
 * sources (development, tests) the worker registers tsx's loader first: Node 20 does not hand loader hooks to
 * worker threads (as db/pgliteWorker.ts does).
 */
function createWorker(workerData: SheetJob): Worker {
  const self = fileURLToPath(import.meta.url);
  if (!self.endsWith('.ts')) return new Worker(new URL('./spreadsheet.worker.js', import.meta.url), { workerData });
  const entry = JSON.stringify(new URL('./spreadsheet.worker.ts', import.meta.url).href);
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${entry}); })`;
  return new Worker(boot, { eval: true, workerData });
}
