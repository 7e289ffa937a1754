/**
 * The dashboard at scale (issue 15, DESIGN §8): BENCH_IDEAS (100,000) ideas on a fresh PostgreSQL database
 * migrated and seeded as bench/run.ts does it, the compiled bench server (bench/server.ts, started by run.ts), and 4 users opening the dashboard at once for SECONDS. One page
 * load is every call the dashboard makes, in parallel as the browser does: the header counts, the filter lists
 * and GET /v1/analytics/dashboard with all chart families; its time is until the last answer. Budget: p95 of a
 * page load <= 200 ms at 4 connections.
 *
 * The bench seed has stage flags but no decision dates; `addDecisions` gives the decided stages dates after the
 * submission, approval estimates (hard saving or cost avoidance), some ideas on hold and an employee code sheet,
 * so every chart has figures to compute.
 *
 * Runs within `npm run bench` (alone with its PostgreSQL part: BENCH_ONLY=postgres).
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import { BENCH_ADMIN, createEmptyDatabase, type StartServer, type StopServer, seedBenchDatabase } from './database.js';

const BUDGET_P95_MS = 200;
const CONNECTIONS = 4;

const ADD_DECISIONS = `
update ideas set status = jsonb_set(jsonb_set(jsonb_set(jsonb_set(jsonb_set(jsonb_set(status,
  '{evaluated,date}', case when evaluated_value then to_jsonb(pg_temp.iso(created_at + d.e)) else 'null' end),
  '{approved,date}', case when approved_value then to_jsonb(pg_temp.iso(created_at + d.a)) else 'null' end),
  '{implemented,date}', case when implemented_value then to_jsonb(pg_temp.iso(created_at + d.i)) else 'null' end),
  '{rewarded,date}', case when rewarded_value then to_jsonb(pg_temp.iso(created_at + d.r)) else 'null' end),
  '{approved,estimatedSavings}', case when approved_value
    then jsonb_build_object('amount', (idea_number % 40) * 1500, 'type', case when idea_number % 3 = 0 then 'Cost Avoidance' else 'Hard Saving' end)
    else status #> '{approved,estimatedSavings}' end),
  '{evaluated,accepted}', case when not evaluated_value and idea_number % 25 = 3 then '"hold"' else status #> '{evaluated,accepted}' end)
from (select id, interval '1 day' * (1 + idea_number % 20) as e, interval '1 day' * (3 + idea_number % 20 + idea_number % 30) as a,
        interval '1 day' * (10 + idea_number % 20 + idea_number % 30 + idea_number % 60) as i,
        interval '1 day' * (15 + idea_number % 20 + idea_number % 30 + idea_number % 60 + idea_number % 20) as r
      from ideas) d
where d.id = ideas.id`;

/** Decision dates, estimates, holds and a code sheet of 15,000 of the seed's 20,000 employee codes. */
async function addDecisions(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create function pg_temp.iso(t timestamptz) returns text language sql immutable as
      $$ select to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$`);
    await client.query(ADD_DECISIONS);
    await client.query(`insert into employee_codes (code, name)
      select 'E' || lpad(n::text, 5, '0'), 'Employee ' || n from generate_series(0, 14999) as n`);
    // the update leaves a dead copy of every row: a fresh table and visibility map, as a settled database has
    await client.query('vacuum full ideas');
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

/** A unit-scoped manager (MBUL) of the given unit, with the bench admin's password. */
async function addManager(url: string, unit: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into users (username, email, password_hash, user_type, factory_business_unit_id)
       select 'bench-mbul', 'bench-mbul@bench.local', password_hash, 'MBUL', $1 from users where email = $2`,
      [unit, BENCH_ADMIN.email],
    );
  } finally {
    await client.end();
  }
  return { email: 'bench-mbul@bench.local', password: BENCH_ADMIN.password };
}

async function login(base: string, user: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  if (!res.ok) throw new Error(`login ${user.email}: HTTP ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** What people open: the default view, their unit, a company, the last quarter; and a unit manager's view. */
function pageLoads(factories: string[], admin: string, manager: string, company: string): { token: string; query: string }[] {
  const now = new Date();
  const quarter = Math.floor(now.getUTCMonth() / 3);
  const lastQuarter = {
    from: day(new Date(Date.UTC(now.getUTCFullYear(), quarter * 3 - 3, 1))),
    to: day(new Date(Date.UTC(now.getUTCFullYear(), quarter * 3, 0))),
  };
  return [
    { token: admin, query: '' },
    { token: admin, query: `factoryBusinessUnit=${factories[0]}` },
    { token: admin, query: `company=${company}` },
    { token: admin, query: `from=${lastQuarter.from}&to=${lastQuarter.to}` },
    { token: manager, query: '' },
  ];
}

/** Every call of one dashboard page load, in parallel; the time until the last one answered (ms). */
async function loadPage(base: string, page: { token: string; query: string }): Promise<number> {
  const paths = [
    '/v1/analytics/ideas',
    '/v1/analytics/users',
    '/v1/company/names',
    '/v1/factory-businessUnit/names',
    `/v1/analytics/dashboard?${page.query}`,
  ];
  const started = performance.now();
  await Promise.all(
    paths.map(async (path) => {
      const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${page.token}` } });
      const body = await res.arrayBuffer();
      if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`);
    }),
  );
  return performance.now() - started;
}

/** CPU time (ms) a process has used, from /proc; 0 where it cannot be read (another machine, no procfs). */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return 0;
  }
}

/**
 * CPU used by the API process and by the database's server processes while `fn` runs: on a machine shared with
 * other work, latency says how busy the machine was; CPU per page load says what a page load costs.
 */
async function measureCpu<T>(url: string, apiPid: number, fn: () => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const backends = async () =>
    (
      await client.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')
    ).rows.map((r) => r.pid as number);
  try {
    const before = new Map((await backends()).map((pid) => [pid, cpuMs(pid)]));
    const api = cpuMs(apiPid);
    const result = await fn();
    const apiMs = cpuMs(apiPid) - api;
    const dbMs = (await backends()).reduce((sum, pid) => sum + cpuMs(pid) - (before.get(pid) ?? 0), 0);
    return { result, apiMs, dbMs };
  } finally {
    await client.end();
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export interface DashboardReport {
  ideas: number;
  loads: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  /** size of the dashboard's indexes (0003_dashboard.sql) */
  indexMb: number;
  /** CPU ms per page load in the API process and in PostgreSQL (0 when it cannot be read) */
  apiCpuPerLoad: number;
  dbCpuPerLoad: number;
  print(): void;
}

export async function benchDashboard(
  pgUrl: string,
  ideas: number,
  seconds: number,
  start: StartServer,
  stop: StopServer,
): Promise<DashboardReport> {
  const scratch = await createEmptyDatabase('postgres', pgUrl);
  try {
    const { factories } = await seedBenchDatabase(scratch, ideas, (done) =>
      process.stdout.write(`\r  postgres: seeding ${done}/${ideas} ideas for the dashboard`),
    );
    process.stdout.write('\n  postgres: dashboard data (decision dates, estimates, holds, code sheet)\n');
    const url = scratch.env.DATABASE_URL;
    if (!url) throw new Error('the dashboard bench needs a PostgreSQL database');
    await addDecisions(url);
    return await measureDashboard(url, ideas, seconds, factories, await start(scratch), stop);
  } finally {
    await scratch.drop();
  }
}

async function measureDashboard(
  url: string,
  ideas: number,
  seconds: number,
  factories: string[],
  { child, address: base }: Awaited<ReturnType<StartServer>>,
  stop: StopServer,
): Promise<DashboardReport> {
  try {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const [{ id: company }] = (await client.query(`select id from master_data where kind = 'company' order by name_en limit 1`))
      .rows;
    const [{ bytes }] = (
      await client.query(
        `select sum(pg_relation_size(indexrelid))::float8 as bytes from pg_stat_user_indexes where indexrelname like 'ideas_dash_%'`,
      )
    ).rows;
    await client.end();
    const admin = await login(base, BENCH_ADMIN);
    const manager = await login(base, await addManager(url, factories[1]));
    const pages = pageLoads(factories, admin, manager, company);

    const run = async (label: string, runSeconds: number) => {
      process.stdout.write(`  postgres: ${label} at ${CONNECTIONS} connections for ${runSeconds} s\n`);
      const latencies: number[] = [];
      const until = performance.now() + runSeconds * 1000;
      let next = 0;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          while (performance.now() < until) latencies.push(await loadPage(base, pages[next++ % pages.length]));
        }),
      );
      return latencies.sort((a, b) => a - b);
    };
    await run('dashboard warm-up', 3);
    const { result: latencies, apiMs, dbMs } = await measureCpu(url, child.pid ?? 0, () => run('dashboard page loads', seconds));
    const report = {
      ideas,
      loads: latencies.length,
      seconds,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      indexMb: bytes / 1024 / 1024,
      apiCpuPerLoad: apiMs / latencies.length,
      dbCpuPerLoad: dbMs / latencies.length,
    };
    return { ...report, print: () => printDashboardReport(report) };
  } finally {
    await stop(child);
  }
}

function printDashboardReport(r: Omit<DashboardReport, 'print'>) {
  const ok = r.p95 <= BUDGET_P95_MS;
  console.log(
    `== Dashboard on PostgreSQL: ${r.ideas.toLocaleString('en')} ideas (dashboard indexes ${r.indexMb.toFixed(1)} MB), every call of a page load in parallel ==`,
  );
  console.log(
    `  ${CONNECTIONS} users, ${r.loads} page loads in ${r.seconds} s (${(r.loads / r.seconds).toFixed(1)}/s): p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms  ${ok ? 'PASS' : 'FAIL'} (budget p95 <= ${BUDGET_P95_MS} ms)`,
  );
  if (r.apiCpuPerLoad || r.dbCpuPerLoad)
    console.log(
      `  CPU per page load: ${(r.apiCpuPerLoad + r.dbCpuPerLoad).toFixed(1)} ms (API ${r.apiCpuPerLoad.toFixed(1)} ms, PostgreSQL ${r.dbCpuPerLoad.toFixed(1)} ms); machine load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`,
    );
  console.log('');
}
