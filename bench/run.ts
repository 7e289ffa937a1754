/**
 * `npm run bench`: what users run, at scale (DESIGN §8, issue 17). For PostgreSQL (a fresh database on the local
 * server) and for the embedded database (file-backed in a temporary DATA_DIR, PGlite in its worker thread) it
 * times a cold start of the compiled server on the empty database and reads its idle memory, seeds BENCH_IDEAS
 * (100,000) ideas, starts the compiled app with bench routes and measures in the same run: hello-world, the
 * best hand-written statement for a list page ("bare") against POST /v1/idea-crud/all at 50 and 4
 * connections, search at 4 and 50, the server's event-loop delay and peak memory under load, the export and
 * backup of every idea, and a cold start on the 100,000 ideas. Then every figure against issue 17's budgets,
 * and the web app's initial JavaScript, and the shop-floor form opened in Chromium on emulated Fast 3G and a slow CPU
 * (bench/publicLoad.ts, issue 28; needs `npm run build` first).
 * Env: BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_IDEAS, BENCH_SECONDS (8), BENCH_ONLY: a
 * comma-separated list of postgres, pglite (one database only), list (only the list against its floor and the
 * bytes of a page), media (only the 200 MB video upload and download of bench/media.ts), similar4 (only issue
 * 18's similar-idea lookup, bench/similar.ts) import (only issue 12's import of 10,000 spreadsheet rows,
 * bench/importIdeas.ts, on PostgreSQL unless pglite is named) and restore (only issue 12's restore of a
 * 100,000-idea backup, bench/restore.ts) and speed (only issue 17's figures and budget table for each database:
 * what `npm run bench` measures before the dashboard, import, media and restore parts), web (only the web app's
 * sizes and the shop-floor form in Chromium, bench/publicLoad.ts, no database seeded) and outbox (only issue 27's
 * 10,000 notification events through the outbox to a webhook, with a kill -9 half-way, bench/outbox.ts);
 * `media:pglite` is the same as `media,pglite`.
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { API_ENTRIES, buildApi } from '../scripts/build-api.mjs';
import { BENCH_BUILD, download, startServer, stopServer } from './benchServer.js';
import { coldStart } from './coldStart.js';
import { benchDashboard } from './dashboard.js';
import { BENCH_ADMIN, createEmptyDatabase, type ScratchDatabase, seedBenchDatabase } from './database.js';
import { benchImport, type ImportReport, printImportReport } from './importIdeas.js';
import { type LoadRequest, type LoadSummary, load, summarize } from './load.js';
import { benchMedia, printMediaReport } from './media.js';
import { benchOutbox } from './outbox.js';
import { type OutboxReport, printOutboxReport } from './outboxReport.js';
import { benchPublicLoad, printPublicLoadReport } from './publicLoad.js';
import {
  type DatabaseReport,
  type ListReport,
  printBudgetTable,
  printDatabaseReport,
  printListReport,
  printWebReport,
} from './report.js';
import { benchRestore, printRestoreReport, type RestoreReport } from './restore.js';
import { benchSimilarOnly, printSimilarReport, similarRequests } from './similar.js';
import { initialJavaScript, publicFormJavaScript } from './webSize.js';

const ROOT = join(import.meta.dirname, '..');
/** the server `npm start` runs (buildApi's output) */
const START_SERVER = join(ROOT, 'apps/api/dist/server.js');
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const IDEAS = Number(process.env.BENCH_IDEAS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

type Seeded = Awaited<ReturnType<typeof seedBenchDatabase>>;

/** Filters people use: a unit's new ideas, recent evaluated ideas of two units, a location's implemented ideas, this year's approved ideas (page 2), a unit's fully replicated ideas. */
function typicalFilters(s: Seeded): Record<string, unknown>[] {
  const [f0, f1, f2, f3] = s.factories;
  const area = s.areasByFactory[s.factoryIds.indexOf(f3)]?.[0];
  const now = new Date();
  const yearAgo = new Date(now.getTime() - 365 * 86_400_000).toISOString();
  const startOfYear = `${now.getUTCFullYear()}-01-01T00:00:00.000Z`;
  return [
    { 'factoryBusinessUnit._id': { in: [f0] }, 'status.evaluated.value': false, limit: 25 },
    { 'factoryBusinessUnit._id': { in: [f1, f2, f3] }, 'status.evaluated.value': false, createdAt: { gte: yearAgo }, limit: 25 },
    { 'factoryBusinessUnit._id': { in: [f3] }, 'areaSection._id': { in: [area] }, 'status.implemented.value': true, limit: 25 },
    { createdAt: { gte: startOfYear, lte: now.toISOString() }, 'status.approved.value': true, limit: 25, page: 2 },
    { 'factoryBusinessUnit._id': { in: [f0] }, 'status.replicated.type': 'Fully Replicated', limit: 25 },
  ];
}

async function seed(kind: 'postgres' | 'pglite', scratch: ScratchDatabase) {
  const seedStarted = performance.now();
  const seeded = await seedBenchDatabase(scratch, IDEAS, (done) =>
    process.stdout.write(`\r  ${kind}: seeding ${done}/${IDEAS} ideas`),
  );
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  process.stdout.write(` (${seedSeconds.toFixed(1)} s with vacuum analyze)\n`);
  return { seeded, seedSeconds };
}

async function benchDatabase(kind: 'postgres' | 'pglite'): Promise<DatabaseReport> {
  const scratch = await createEmptyDatabase(kind, PG_URL);
  try {
    process.stdout.write(`  ${kind}: cold start on an empty database\n`);
    const fresh = await coldStart({ ...scratch.env, ADMIN_EMAIL: 'first-admin@bench.local', ADMIN_PASSWORD: 'First#2026' });
    const { seeded, seedSeconds } = await seed(kind, scratch);
    const measured = (await measureUnderLoad(kind, scratch, seeded)) as Omit<
      DatabaseReport,
      'kind' | 'ideas' | 'seedSeconds' | 'fresh' | 'full'
    >;
    process.stdout.write(`  ${kind}: cold start on ${IDEAS.toLocaleString('en')} ideas\n`);
    const full = await coldStart(scratch.env, 1000);
    return { kind, ideas: IDEAS, seedSeconds, fresh, full, ...measured };
  } finally {
    await scratch.drop();
  }
}

/** BENCH_ONLY=list: only the list against its floor at 50 and 4 connections, and the bytes of a page. */
async function benchList(kind: 'postgres' | 'pglite'): Promise<ListReport> {
  const scratch = await createEmptyDatabase(kind, PG_URL);
  try {
    const { seeded, seedSeconds } = await seed(kind, scratch);
    const measured = (await measureUnderLoad(kind, scratch, seeded, true)) as Omit<ListReport, 'kind' | 'ideas' | 'seedSeconds'>;
    return { kind, ideas: IDEAS, seedSeconds, ...measured };
  } finally {
    await scratch.drop();
  }
}

async function measureUnderLoad(kind: 'postgres' | 'pglite', scratch: ScratchDatabase, seeded: Seeded, listOnly = false) {
  const { child, address: base } = await startServer(scratch);
  try {
    const post = (path: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      });
    const { token } = (await (await post('/v1/auth/login', BENCH_ADMIN)).json()) as { token: string };
    const filters = typicalFilters(seeded);
    // the list as the web app's table asks for it: the compact view (issue 17 item 0, decision 020)
    const list: LoadRequest[] = filters.map((body) => ({
      method: 'POST',
      path: '/v1/idea-crud/all',
      body: { ...body, view: 'compact' },
      token,
    }));
    const bare: LoadRequest[] = filters.map((body) => ({ method: 'POST', path: '/bench/bare', body }));
    const search: LoadRequest[] = ['E01234', 'E1777', 'changeover', 'Mona Hassan'].map((q) => ({
      method: 'POST',
      path: '/v1/idea-crud/all',
      body: { search: q, limit: 25, view: 'compact' },
      token,
    }));
    const run = async (label: string, connections: number, requests: LoadRequest[], seconds = SECONDS) => {
      process.stdout.write(`  ${kind}: ${label} at ${connections} connections for ${seconds} s\n`);
      const result = await load(base, label, connections, seconds, requests);
      // requests still queued in the server when the load stopped must not run into the next measurement: the
      // health check queries the database, so it answers once the embedded database's queue has drained
      await fetch(`${base}/v1/health`);
      return result;
    };
    const eventLoop = async () => ((await (await fetch(`${base}/bench/event-loop`)).json()) as { p99: number }).p99;

    const bytesOf = async (body: unknown) => {
      const page = await fetch(`${base}/v1/idea-crud/all`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      return (await page.arrayBuffer()).byteLength;
    };
    const pageBytes = await bytesOf(list[0].body);
    const fullPageBytes = await bytesOf(filters[0]);

    await run('warm-up', 8, [...list, ...bare, ...search], 3);
    const hello = summarize([await run('hello-world', 50, [{ method: 'GET', path: '/bench/hello' }])]);
    // bare and list alternate, twice, so drift on the machine hits both alike; the event loop and the peak
    // memory are taken over the list runs only
    const bare50 = [];
    const list50 = [];
    const loops: number[] = [];
    let peakRssListLoad = 0;
    for (let round = 0; round < 2; round++) {
      bare50.push(await run('bare: best hand-written statement', 50, bare, SECONDS / 2));
      await post('/bench/event-loop/reset');
      await post('/bench/memory/reset');
      list50.push(await run('POST /v1/idea-crud/all', 50, list, SECONDS / 2));
      loops.push(await eventLoop());
      peakRssListLoad = Math.max(
        peakRssListLoad,
        ((await (await fetch(`${base}/bench/memory`)).json()) as { peakRss: number }).peakRss,
      );
    }
    const bare4 = summarize([await run('bare: best hand-written statement', 4, bare)]);
    const list4 = summarize([await run('POST /v1/idea-crud/all', 4, list)]);
    const listPart = { hello, bare50: summarize(bare50), list50: summarize(list50), bare4, list4, pageBytes, fullPageBytes };
    if (listOnly) return listPart;
    const search4 = summarize([await run('all/ search (code, name, text)', 4, search)]);
    await post('/bench/event-loop/reset');
    const search50 = summarize([await run('all/ search (code, name, text)', 50, search, SECONDS / 2)]);
    const loopUnderSearch = await eventLoop();
    const similar4 = summarize([await run('GET similar ideas (one unit)', 4, similarRequests(seeded.factories, token))]);
    const extras: LoadSummary[] = [
      summarize([
        await run(
          'all/ no filter (admin default)',
          4,
          [{ method: 'POST', path: '/v1/idea-crud/all', body: { limit: 25, view: 'compact' }, token }],
          SECONDS / 2,
        ),
      ]),
    ];
    process.stdout.write(`  ${kind}: export and backup of every idea\n`);
    const downloads = [
      await download(base, token, `export ${IDEAS.toLocaleString('en')} ideas to .xlsx`, '/v1/idea-crud/export?lang=ar', {
        method: 'POST',
        body: '{}',
      }),
      await download(base, token, `backup ${IDEAS.toLocaleString('en')} ideas as JSON`, '/v1/idea-crud/backup', {
        method: 'GET',
      }),
    ];
    return {
      ...listPart,
      search4,
      search50,
      similar4,
      extras,
      loopUnderList: Math.max(...loops),
      loopUnderSearch,
      peakRssListLoad,
      downloads,
    };
  } finally {
    await stopServer(child);
  }
}

async function main() {
  const started = Date.now();
  const startLoad = loadavg();
  const loads = (avg = startLoad) => avg.map((v) => v.toFixed(1)).join(' / ');
  const finished = () =>
    console.log(
      `\nbench finished in ${((Date.now() - started) / 1000).toFixed(0)} s; machine load average (1, 5, 15 min) ${loads()} at the start, ${loads(loadavg())} at the end`,
    );
  console.log(`Fikra bench: ${IDEAS.toLocaleString('en')} ideas, ${SECONDS} s per load, loopback only, 2 CPU cores shared\n`);
  // what `npm start` runs, and the same build of the app with the bench routes
  await buildApi();
  await buildApi({ entries: { ...API_ENTRIES, server: '../../bench/server.ts' }, outdir: BENCH_BUILD });
  const only = new Set(
    (process.env.BENCH_ONLY ?? '')
      .split(',')
      .flatMap((token) => token.split(':'))
      .filter(Boolean),
  );
  const namedKinds = (['postgres', 'pglite'] as const).filter((k) => only.has(k));
  const kinds = namedKinds.length ? namedKinds : (['postgres', 'pglite'] as const);
  if (only.has('similar4')) {
    const reports = [];
    for (const kind of kinds)
      reports.push(
        await benchSimilarOnly(kind, { pgUrl: PG_URL, ideas: IDEAS, seconds: SECONDS, start: startServer, stop: stopServer }),
      );
    console.log('');
    printSimilarReport(reports);
    return finished();
  }
  const webReport = () =>
    printWebReport(initialJavaScript(join(ROOT, 'apps/web/dist')), publicFormJavaScript(join(ROOT, 'apps/web/dist')));
  if (only.has('web')) {
    const load = await benchPublicLoad();
    console.log('');
    webReport();
    printPublicLoadReport(load);
    return finished();
  }
  if (only.has('list')) {
    const reports = [];
    for (const kind of kinds) reports.push(await benchList(kind));
    console.log('');
    printListReport(reports);
    return finished();
  }
  if (only.has('import')) {
    const reports: ImportReport[] = [];
    for (const kind of namedKinds.length ? namedKinds : (['postgres'] as const))
      reports.push(await benchImport(kind, { pgUrl: PG_URL, start: startServer, stop: stopServer }));
    console.log('');
    printImportReport(reports);
    return finished();
  }
  if (only.has('outbox')) {
    const outboxes: OutboxReport[] = [];
    for (const kind of kinds) outboxes.push(await benchOutbox(kind, { pgUrl: PG_URL, serverJs: START_SERVER }));
    console.log('');
    printOutboxReport(outboxes);
    return finished();
  }
  if (only.has('restore')) {
    const restores: RestoreReport[] = [];
    for (const kind of kinds)
      restores.push(await benchRestore(kind, { pgUrl: PG_URL, ideas: IDEAS, start: startServer, stop: stopServer }));
    console.log('');
    printRestoreReport(restores);
    return finished();
  }
  const mediaOnly = only.has('media');
  const speedOnly = only.has('speed');
  const reports: DatabaseReport[] = [];
  if (!mediaOnly) for (const kind of kinds) reports.push(await benchDatabase(kind));
  const others = !mediaOnly && !speedOnly;
  const dashboard =
    kinds.includes('postgres') && others ? await benchDashboard(PG_URL, IDEAS, SECONDS, startServer, stopServer) : undefined;
  const imports =
    kinds.includes('postgres') && others
      ? [await benchImport('postgres', { pgUrl: PG_URL, start: startServer, stop: stopServer })]
      : [];
  const media = speedOnly ? [] : await benchMedia(kinds, PG_URL, startServer, stopServer);
  const restores: RestoreReport[] = [];
  const outboxes: OutboxReport[] = [];
  if (others) {
    for (const kind of kinds)
      restores.push(await benchRestore(kind, { pgUrl: PG_URL, ideas: IDEAS, start: startServer, stop: stopServer }));
    for (const kind of kinds) outboxes.push(await benchOutbox(kind, { pgUrl: PG_URL, serverJs: START_SERVER }));
  }
  const publicLoad = others ? await benchPublicLoad() : undefined;
  console.log('');
  for (const report of reports) printDatabaseReport(report);
  if (reports.length) printBudgetTable(reports);
  dashboard?.print();
  webReport();
  if (others) printPublicLoadReport(publicLoad);
  printImportReport(imports);
  printMediaReport(media);
  printRestoreReport(restores);
  printOutboxReport(outboxes);
  finished();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
