import type { ColdStart } from './coldStart.js';
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
  seedSeconds: number;
  hello: LoadSummary;
  bare50: LoadSummary;
  list50: LoadSummary;
  bare4: LoadSummary;
  list4: LoadSummary;
  search4: LoadSummary;
  search50: LoadSummary;
  /** GET /v1/idea-crud/similar: trigram hints within one unit (issue 18) */
  similar4: LoadSummary;
  extras: LoadSummary[];
  /** event-loop delay p99 (ms) of the server process during the list load at 50 and during the search load at 50 */
  loopUnderList: number;
  loopUnderSearch: number;
  /** bytes of one compact list page of 25 as the server sends it (JSON, before compression) */
  pageBytes: number;
  /** the same page as full records (no view: what other callers get) */
  fullPageBytes: number;
  peakRssListLoad: number;
  fresh: ColdStart;
  full: ColdStart;
  downloads: Download[];
}

/** Issue 17's budget table: [PostgreSQL, embedded]; `max` means the figure must stay at or under it. */
const BUDGETS = {
  listVsBare: { pg: 0.8, embedded: 0.7, max: false },
  pageBytes: { pg: 10 * 1024, embedded: 10 * 1024, max: true },
  list4p95: { pg: 40, embedded: 80, max: true },
  search4p95: { pg: 30, embedded: 60, max: true },
  loopP99: { pg: 20, embedded: 20, max: true },
  idleRss: { pg: 150 * 2 ** 20, embedded: 200 * 2 ** 20, max: true },
  peakRss: { pg: 250 * 2 ** 20, embedded: 500 * 2 ** 20, max: true },
  exportSeconds: { pg: 10, embedded: 20, max: true },
  exportExtraRss: { pg: 64 * 2 ** 20, embedded: 64 * 2 ** 20, max: true },
  coldStartMs: { pg: 1500, embedded: 3000, max: true },
  similar4p95: { pg: 100, embedded: 100, max: true },
};
const INITIAL_JS_KB = 300;
/** issue 28, DESIGN §8: initial JS + CSS of /auth/form, compressed */
const PUBLIC_FORM_KB = 150;

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const msf = (v: number) => `${v.toFixed(1)} ms`;
const pct = (v: number) => `${(v * 100).toFixed(0)}%`;
const title = (kind: DatabaseReport['kind']) =>
  kind === 'postgres' ? 'PostgreSQL (local server, fresh database)' : 'embedded PGlite (file-backed DATA_DIR, worker thread)';

function line(r: LoadSummary) {
  const n = (v: number) => v.toFixed(1).padStart(8);
  return `  ${r.label.padEnd(38)} ${String(r.connections).padStart(5)} ${r.rps.toFixed(0).padStart(8)} ${n(r.p50)} ${n(r.p95)} ${n(r.p99)} ${String(r.failures).padStart(8)}`;
}

export function printDatabaseReport(r: DatabaseReport) {
  console.log(`== ${title(r.kind)}: ${r.ideas.toLocaleString('en')} ideas (seeded in ${r.seedSeconds.toFixed(1)} s) ==`);
  console.log(
    `  ${'route (25 a page, typical filters, total)'.padEnd(38)} ${'conns'.padStart(5)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'failures'.padStart(8)}`,
  );
  for (const row of [r.hello, r.bare50, r.list50, r.bare4, r.list4, r.search4, r.search50, r.similar4, ...r.extras])
    console.log(line(row));
  for (const d of r.downloads) {
    console.log(
      `  ${d.label}: ${d.seconds.toFixed(1)} s (first byte after ${d.firstByteMs.toFixed(0)} ms), ${mb(d.bytes)}; server RSS ${mb(d.baselineRss)} before, peak ${mb(d.peakRss)} (+${mb(d.peakRss - d.baselineRss)})`,
    );
  }
  console.log(`  cold start on a fresh data dir / empty database: ${r.fresh.ms.toFixed(0)} ms to healthy (no budget)`);
  console.log('');
}

/** The budget table of issue 17, each figure against its budget, PostgreSQL beside the embedded database. */
export function printBudgetTable(reports: DatabaseReport[]) {
  const exp = (r: DatabaseReport) => r.downloads.find((d) => d.label.startsWith('export'));
  const rows: [string, keyof typeof BUDGETS, (r: DatabaseReport) => number, (v: number) => string][] = [
    ['list at 50 conns vs best hand-written', 'listVsBare', (r) => r.list50.rps / r.bare50.rps, pct],
    ['bytes per compact page of 25 (1)', 'pageBytes', (r) => r.pageBytes, kb],
    ['list p95 at 4 connections', 'list4p95', (r) => r.list4.p95, msf],
    ['search p95 at 4 connections', 'search4p95', (r) => r.search4.p95, msf],
    ['event-loop delay p99 under list load', 'loopP99', (r) => r.loopUnderList, msf],
    ['event-loop delay p99 under search load', 'loopP99', (r) => r.loopUnderSearch, msf],
    ['RSS at idle, empty database', 'idleRss', (r) => r.fresh.idleRss, mb],
    ['RSS peak during list load, 100k ideas', 'peakRss', (r) => r.peakRssListLoad, mb],
    ['export of every idea, seconds', 'exportSeconds', (r) => exp(r)?.seconds ?? Number.NaN, (v) => `${v.toFixed(1)} s`],
    [
      'export of every idea, peak RSS over before',
      'exportExtraRss',
      (r) => (exp(r) ? exp(r)!.peakRss - exp(r)!.baselineRss : Number.NaN),
      mb,
    ],
    ['cold start to healthy, 100k ideas', 'coldStartMs', (r) => r.full.ms, (v) => `${v.toFixed(0)} ms`],
    ['similar-idea hints p95 at 4 connections (2)', 'similar4p95', (r) => r.similar4.p95, msf],
  ];
  const cell = (
    r: DatabaseReport | undefined,
    key: keyof typeof BUDGETS,
    value: (r: DatabaseReport) => number,
    format: (v: number) => string,
  ) => {
    if (!r) return 'not run'.padEnd(34);
    const budget = BUDGETS[key];
    const limit = r.kind === 'postgres' ? budget.pg : budget.embedded;
    const v = value(r);
    const ok = budget.max ? v <= limit : v >= limit;
    return `${format(v)} ${ok ? 'PASS' : 'MISS'} (${budget.max ? '<=' : '>='} ${format(limit)})`.padEnd(34);
  };
  const pg = reports.find((r) => r.kind === 'postgres');
  const embedded = reports.find((r) => r.kind === 'pglite');
  console.log('== Budgets (issue 17) ==');
  console.log(`  ${'figure'.padEnd(44)} ${'PostgreSQL'.padEnd(34)} embedded (file-backed)`);
  for (const [label, key, value, format] of rows) {
    console.log(`  ${label.padEnd(44)} ${cell(pg, key, value, format)} ${cell(embedded, key, value, format)}`);
  }
  console.log(
    `  (1) view=compact; the same page as full records: ${reports.map((r) => `${kb(r.fullPageBytes)} (${r.kind})`).join(', ')}`,
  );
  console.log('  (2) issue 18: PostgreSQL has the budget, the embedded figure is held to the same one');
  console.log('');
}

/** BENCH_ONLY=list: the list's part of the report and of the budget table. */
export type ListReport = Pick<
  DatabaseReport,
  'kind' | 'ideas' | 'seedSeconds' | 'hello' | 'bare50' | 'list50' | 'bare4' | 'list4' | 'pageBytes' | 'fullPageBytes'
>;

export function printListReport(reports: ListReport[]) {
  for (const r of reports) {
    console.log(`== ${title(r.kind)}: ${r.ideas.toLocaleString('en')} ideas (seeded in ${r.seedSeconds.toFixed(1)} s) ==`);
    for (const row of [r.hello, r.bare50, r.list50, r.bare4, r.list4]) console.log(line(row));
    const verdict = (v: number, key: 'listVsBare' | 'pageBytes' | 'list4p95', format: (v: number) => string) => {
      const budget = BUDGETS[key];
      const limit = r.kind === 'postgres' ? budget.pg : budget.embedded;
      return `${format(v)} ${(budget.max ? v <= limit : v >= limit) ? 'PASS' : 'MISS'} (${budget.max ? '<=' : '>='} ${format(limit)})`;
    };
    console.log(`  list at 50 connections vs best hand-written: ${verdict(r.list50.rps / r.bare50.rps, 'listVsBare', pct)}`);
    console.log(`  list p95 at 4 connections: ${verdict(r.list4.p95, 'list4p95', msf)}`);
    console.log(
      `  bytes per compact page of 25: ${verdict(r.pageBytes, 'pageBytes', kb)} (full records: ${kb(r.fullPageBytes)})`,
    );
    console.log('');
  }
}

export function printWebReport(js: InitialJs | undefined, form: InitialJs | undefined) {
  console.log("== Web app: initial JavaScript of the full app (index.html), before a route's lazy chunk ==");
  if (!js) {
    console.log('  apps/web/dist is not built: run `npm run build` first');
    return;
  }
  for (const f of js.files) console.log(`  ${f.file}: ${kb(f.bytes)} raw, ${kb(f.gzipBytes)} gzipped`);
  const verdict = (bytes: number) =>
    `${(bytes / 1024).toFixed(1)} KB gzipped: ${bytes / 1024 <= INITIAL_JS_KB ? 'PASS' : 'MISS'} (budget <= ${INITIAL_JS_KB} KB)`;
  console.log(`  total ${verdict(js.gzipBytes)}`);
  if (form) {
    console.log(`  the shop floor's entry (public.html, which /auth/form loads), JS + CSS: ${form.files.length} files`);
    for (const f of form.files) console.log(`    ${f.file}: ${kb(f.bytes)} raw, ${kb(f.gzipBytes)} gzipped`);
    const ok = form.gzipBytes / 1024 <= PUBLIC_FORM_KB;
    console.log(
      `  total ${(form.gzipBytes / 1024).toFixed(1)} KB gzipped: ${ok ? 'PASS' : 'MISS'} (budget <= ${PUBLIC_FORM_KB} KB, issue 28)`,
    );
  }
}
