import type { LoadSummary } from './load.js';
import type { InitialJs } from './webSize.js';

export interface Download {
  label: string;
  seconds: number;
  firstByteMs: number;
  bytes: number;
  baselineRss: number;
  peakRss: number;
}

export interface DatabaseReport {
  kind: 'postgres' | 'pglite';
  ideas: number;
  /** hello, bare@50, list@50, bare@4, list@4 */
  rows: LoadSummary[];
  extras: LoadSummary[];
  downloads: Download[];
}

/** DESIGN §8 */
const BUDGET = { ratioAt50: 0.7, p95At4Ms: 50, exportSeconds: 20, initialJsKb: 300 };

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (v: number) => v.toFixed(1).padStart(7);
const verdict = (ok: boolean, budget: string, applies: boolean) =>
  applies ? `${ok ? 'PASS' : 'FAIL'} (budget ${budget})` : `(no budget for PGlite; ${budget} on PostgreSQL)`;

function line(r: LoadSummary, note = '') {
  return `  ${r.label.padEnd(34)} ${String(r.connections).padStart(5)} ${r.rps.toFixed(0).padStart(8)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${String(r.failures).padStart(8)}  ${note}`;
}

export function printDatabaseReport(report: DatabaseReport) {
  const [hello, bare50, list50, bare4, list4] = report.rows;
  const onPg = report.kind === 'postgres';
  const ratio = list50.rps / bare50.rps;
  const title = onPg ? 'PostgreSQL (local server, fresh database)' : 'PGlite (embedded, in memory)';
  console.log(
    `== ${title}: ${report.ideas.toLocaleString('en')} ideas, list = 25 per page with typical filters and the total ==`,
  );
  console.log(
    `  ${'route'.padEnd(34)} ${'conns'.padStart(5)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'failures'.padStart(8)}`,
  );
  console.log(line(hello));
  console.log(line(bare50));
  console.log(line(list50, `${(ratio * 100).toFixed(0)}% of bare: ${verdict(ratio >= BUDGET.ratioAt50, '>= 70%', onPg)}`));
  console.log(line(bare4));
  console.log(line(list4, `p95 ${list4.p95.toFixed(1)} ms: ${verdict(list4.p95 <= BUDGET.p95At4Ms, '<= 50 ms', onPg)}`));
  for (const extra of report.extras) console.log(line(extra, '(for information)'));
  for (const d of report.downloads) {
    const isExport = d.label.startsWith('export');
    console.log(
      `  ${d.label}: ${d.seconds.toFixed(1)} s (first byte after ${d.firstByteMs.toFixed(0)} ms), ${mb(d.bytes)}; server RSS ${mb(d.baselineRss)} before, peak ${mb(d.peakRss)} (+${mb(d.peakRss - d.baselineRss)})` +
        (isExport ? `  ${verdict(d.seconds <= BUDGET.exportSeconds, '<= 20 s, streamed', onPg)}` : ''),
    );
  }
  console.log('');
}

export function printWebReport(js: InitialJs | undefined) {
  console.log('== Web app: initial JavaScript of every route (the public form /auth/form included), before its lazy chunk ==');
  if (!js) {
    console.log('  apps/web/dist is not built: run `npm run build` first');
    return;
  }
  for (const f of js.files)
    console.log(`  ${f.file}: ${(f.bytes / 1024).toFixed(1)} KB raw, ${(f.gzipBytes / 1024).toFixed(1)} KB gzipped`);
  const kb = js.gzipBytes / 1024;
  console.log(`  total ${kb.toFixed(1)} KB gzipped: ${kb <= BUDGET.initialJsKb ? 'PASS' : 'FAIL'} (budget <= 300 KB)`);
}
