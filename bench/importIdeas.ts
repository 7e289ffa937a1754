/**
 * Issue 12's import figure: 10,000 spreadsheet rows imported through POST /v1/idea-crud/import-data (parsed in
 * the sheet worker, checked and written in one transaction) on the compiled bench server, with the server's
 * peak memory while it ran; then the same file again (every row matched on its idea code, nothing written).
 * `BENCH_ONLY=import` runs only this (on PostgreSQL unless `pglite` is named too).
 */
import ExcelJS from 'exceljs';
import { openDatabase } from '../apps/api/src/db/client.js';
import { benchAdminToken, createEmptyDatabase, type StartServer, type StopServer, seedBenchDatabase } from './database.js';

export const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
/** DESIGN §8: a spreadsheet import of 10,000 ideas in at most 10 s. */
export const IMPORT_BUDGET_SECONDS = 10;

export interface ImportReport {
  kind: 'postgres' | 'pglite';
  rows: number;
  bytes: number;
  seconds: number;
  reimportSeconds: number;
  importedCount: number;
  ignoredCount: number;
  baselineRss: number;
  peakRss: number;
}

async function sheet(rows: number, unit: string, area: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('Ideas');
  ws.addRow([
    'Idea code',
    'Idea',
    'Description',
    'Employee name',
    'Employee code',
    'Location of idea',
    'Specific location',
    'Kaizen type',
    'Effect on PQCDSM',
    'Estimated annual savings',
    'Date',
    'Evaluated on',
  ]);
  for (let n = 0; n < rows; n++) {
    ws.addRow([
      `BENCH-${n}`,
      `Reduce the changeover time of filling machine ${n % 40} on line ${n % 9}`,
      `Prepare the change parts before the stop and check them with a list, idea ${n}`,
      'Mona Adel Hassan',
      `E${10_000 + (n % 5000)}`,
      unit,
      area,
      'Quick win',
      'Productivity, Cost',
      (n % 50) * 100,
      `2023-${String((n % 12) + 1).padStart(2, '0')}-15`,
      n % 3 === 0 ? '2023-12-20' : '',
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function benchImport(
  kind: 'postgres' | 'pglite',
  opts: { pgUrl: string; start: StartServer; stop: StopServer },
): Promise<ImportReport> {
  const scratch = await createEmptyDatabase(kind, opts.pgUrl);
  try {
    process.stdout.write(`  ${kind}: import of ${IMPORT_ROWS.toLocaleString('en')} spreadsheet rows\n`);
    await seedBenchDatabase(scratch, 1000, () => {});
    const db = await openDatabase(
      scratch.env.DATABASE_URL
        ? { databaseUrl: scratch.env.DATABASE_URL }
        : { dataDir: scratch.env.DATA_DIR, embedded: 'inline' },
    );
    const [place] = await db.query<{ unit: string; area: string }>(
      `select u.name_en as unit, a.name_en as area from master_data a
         join master_data_parents l on l.child_id = a.id join master_data u on u.id = l.parent_id
        where a.kind = 'areaSection' and u.kind = 'factoryBusinessUnit' limit 1`,
    );
    await db.close();
    const bytes = await sheet(IMPORT_ROWS, place.unit, place.area);
    const { child, address } = await opts.start(scratch);
    try {
      const token = await benchAdminToken(address);
      const post = async () => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(bytes)]), 'ideas.xlsx');
        const started = performance.now();
        const res = await fetch(`${address}/v1/idea-crud/import-data`, {
          method: 'POST',
          body: form,
          headers: { authorization: `Bearer ${token}` },
        });
        const body = (await res.json()) as { importedCount: number; ignoredCount: number };
        if (!res.ok) throw new Error(`import: HTTP ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
        return { seconds: (performance.now() - started) / 1000, ...body };
      };
      const reset = (await (await fetch(`${address}/bench/memory/reset`, { method: 'POST' })).json()) as { rss: number };
      const first = await post();
      const memory = (await (await fetch(`${address}/bench/memory`)).json()) as { peakRss: number };
      const again = await post();
      return {
        kind,
        rows: IMPORT_ROWS,
        bytes: bytes.length,
        seconds: first.seconds,
        reimportSeconds: again.seconds,
        importedCount: first.importedCount,
        ignoredCount: again.ignoredCount,
        baselineRss: reset.rss,
        peakRss: memory.peakRss,
      };
    } finally {
      await opts.stop(child);
    }
  } finally {
    await scratch.drop();
  }
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

export function printImportReport(reports: ImportReport[]) {
  if (!reports.length) return;
  console.log('== Spreadsheet import (issue 12): POST /v1/idea-crud/import-data, one .xlsx ==');
  for (const r of reports) {
    const verdict = r.seconds <= IMPORT_BUDGET_SECONDS ? 'PASS' : 'MISS';
    console.log(
      `  ${r.kind}: ${r.rows.toLocaleString('en')} rows (${mb(r.bytes)} file) imported in ${r.seconds.toFixed(1)} s ` +
        `(budget ${IMPORT_BUDGET_SECONDS} s: ${verdict}), ${r.importedCount} imported; ` +
        `re-import ${r.reimportSeconds.toFixed(1)} s, ${r.ignoredCount} ignored; ` +
        `server RSS ${mb(r.baselineRss)} before, peak ${mb(r.peakRss)}`,
    );
  }
}
