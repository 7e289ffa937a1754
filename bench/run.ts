/**
 * `npm run bench`: the ideas list at scale (DESIGN §8). For PostgreSQL (a fresh database on the local server)
 * and for PGlite, it seeds BENCH_IDEAS (100,000) ideas, starts the real app in a child process and measures,
 * in the same run: a hello-world route, a bare route (same page and total, one hand-written SQL query) and
 * POST /v1/idea-crud/all with typical filters, 25 per page, at 50 and at 4 connections; then the export of
 * every idea to .xlsx and the JSON backup (time and peak memory). Finally the web app's initial JavaScript.
 * Env: BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_IDEAS, BENCH_SECONDS (8), BENCH_SKIP_PGLITE.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { benchDashboard } from './dashboard.js';
import { BENCH_ADMIN, createScratchDatabase } from './database.js';
import { type LoadRequest, type LoadSummary, load, summarize } from './load.js';
import { type DatabaseReport, type Download, printDatabaseReport, printWebReport } from './report.js';
import { initialJavaScript } from './webSize.js';

const ROOT = join(import.meta.dirname, '..');
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const IDEAS = Number(process.env.BENCH_IDEAS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

interface Ready {
  type: 'ready';
  address: string;
  factories: string[];
  areas: { factory: string; area: string }[];
  database: string;
}

/** Filters people use: a unit's new ideas, recent evaluated ideas of two units, a location's implemented ideas, this year's approved ideas (page 2), a unit's fully replicated ideas. */
function typicalFilters(r: Ready): Record<string, unknown>[] {
  const [f0, f1, f2, f3] = r.factories;
  const area = r.areas.find((a) => a.factory === f3)?.area;
  const now = new Date();
  const yearAgo = new Date(now.getTime() - 365 * 86_400_000).toISOString();
  const startOfYear = `${now.getUTCFullYear()}-01-01T00:00:00.000Z`;
  return [
    { 'factoryBusinessUnit._id': { in: [f0] }, 'status.evaluated.value': false, limit: 25 },
    { 'factoryBusinessUnit._id': { in: [f1, f2] }, 'status.evaluated.value': true, createdAt: { gte: yearAgo }, limit: 25 },
    { 'factoryBusinessUnit._id': { in: [f3] }, 'areaSection._id': { in: [area] }, 'status.implemented.value': true, limit: 25 },
    { createdAt: { gte: startOfYear, lte: now.toISOString() }, 'status.approved.value': true, limit: 25, page: 2 },
    { 'factoryBusinessUnit._id': { in: [f0] }, 'status.replicated.type': 'Fully Replicated', limit: 25 },
  ];
}

async function startServer(databaseUrl: string | undefined): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(join(import.meta.dirname, 'server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? '', BENCH_IDEAS: String(IDEAS) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [ready] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(() => Promise.reject(new Error('bench server exited before it was ready'))),
  ])) as [Ready];
  return { child, ready };
}

/** Streams a download to nowhere, timing it and taking the server's peak memory while it ran. */
async function download(
  base: string,
  token: string,
  label: string,
  path: string,
  init: { method: string; body?: string },
): Promise<Download> {
  const reset = await (await fetch(`${base}/bench/memory/reset`, { method: 'POST' })).json();
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method: init.method,
    body: init.body,
    headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
  });
  if (!res.ok || !res.body) throw new Error(`${label}: HTTP ${res.status} ${await res.text()}`);
  let bytes = 0;
  let firstByteMs = 0;
  for await (const chunk of res.body) {
    if (!bytes) firstByteMs = performance.now() - started;
    bytes += chunk.length;
  }
  const seconds = (performance.now() - started) / 1000;
  const memory = await (await fetch(`${base}/bench/memory`)).json();
  return { label, seconds, firstByteMs, bytes, baselineRss: reset.rss, peakRss: memory.peakRss };
}

async function benchDatabase(kind: 'postgres' | 'pglite'): Promise<DatabaseReport> {
  const scratch = kind === 'postgres' ? await createScratchDatabase(PG_URL) : undefined;
  const { child, ready } = await startServer(scratch?.url);
  try {
    const base = `${ready.address}`;
    const login = await fetch(`${base}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const filters = typicalFilters(ready);
    const list: LoadRequest[] = filters.map((body) => ({ method: 'POST', path: '/v1/idea-crud/all', body, token }));
    const bare: LoadRequest[] = filters.map((body) => ({ method: 'POST', path: '/bench/bare', body }));
    const hello: LoadRequest[] = [{ method: 'GET', path: '/bench/hello' }];
    const run = (label: string, connections: number, requests: LoadRequest[], seconds = SECONDS) => {
      process.stdout.write(`  ${kind}: ${label} at ${connections} connections for ${seconds} s\n`);
      return load(base, label, connections, seconds, requests);
    };

    await run('warm-up', 8, [...list, ...bare], 3);
    const rows: LoadSummary[] = [summarize([await run('hello-world', 50, hello)])];
    // bare and list alternate, twice, so drift on the machine hits both alike
    const bare50 = [];
    const list50 = [];
    for (let round = 0; round < 2; round++) {
      bare50.push(await run('bare list (1 SQL via pg)', 50, bare, SECONDS / 2));
      list50.push(await run('POST /v1/idea-crud/all', 50, list, SECONDS / 2));
    }
    rows.push(summarize(bare50), summarize(list50));
    rows.push(summarize([await run('bare list (1 SQL via pg)', 4, bare)]));
    rows.push(summarize([await run('POST /v1/idea-crud/all', 4, list)]));
    const extras = [
      summarize([
        await run(
          'all/ no filter (admin default)',
          4,
          [{ method: 'POST', path: '/v1/idea-crud/all', body: { limit: 25 }, token }],
          SECONDS / 2,
        ),
      ]),
      summarize([
        await run(
          'all/ search employee code',
          4,
          [{ method: 'POST', path: '/v1/idea-crud/all', body: { search: 'E01234', limit: 25 }, token }],
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
    return { kind, ideas: IDEAS, rows, extras, downloads };
  } finally {
    child.send({ type: 'stop' });
    await once(child, 'exit');
    await scratch?.drop();
  }
}

async function main() {
  const started = Date.now();
  const startLoad = loadavg();
  const loads = (avg = startLoad) => avg.map((v) => v.toFixed(1)).join(' / ');
  console.log(`Fikra bench: ${IDEAS.toLocaleString('en')} ideas, ${SECONDS} s per load, loopback only\n`);
  const reports = [await benchDatabase('postgres')];
  const dashboard = await benchDashboard(PG_URL, IDEAS, SECONDS);
  if (!process.env.BENCH_SKIP_PGLITE) reports.push(await benchDatabase('pglite'));
  console.log('');
  for (const report of reports) printDatabaseReport(report);
  dashboard.print();
  printWebReport(initialJavaScript(join(ROOT, 'apps/web/dist')));
  console.log(
    `\nbench finished in ${((Date.now() - started) / 1000).toFixed(0)} s; machine load average (1, 5, 15 min) ${loads()} at the start, ${loads(loadavg())} at the end`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
