/**
 * `npm run scale` (issue 31; docs/operations.md): nginx (Debian's package, installed when missing) with the shipped
 * deploy/nginx/fikra-locations.conf in front of three compiled API processes on a fresh PostgreSQL database with
 * SCALE_IDEAS (100,000) ideas. First SCALE_SECONDS / 4 of traffic against one process, then SCALE_SECONDS (60) at
 * 50 connections against three, with `kill -9` of one process half-way. Prints and checks: no acknowledged write
 * lost or doubled, only requests in flight on the killed process failed, a sign-in limit of 10 per account per
 * minute holds across the processes, each periodic job ran once, and the throughput of three processes against one.
 * Env: SCALE_PG_URL (postgres://postgres@127.0.0.1:5432/postgres), SCALE_IDEAS, SCALE_SECONDS, SCALE_PORT (3201: the
 * API processes take it and the next two), SCALE_PROXY_PORT (3301).
 */
import { join } from 'node:path';
import { buildApi } from '../scripts/build-api.mjs';
import { benchAdminToken, createEmptyDatabase, seedBenchDatabase } from './database.js';
import { checkScale, type ScaleFacts } from './scaleChecks.js';
import { type ApiProcess, ensureNginx, prepareAccounts, startApi, startNginx } from './scaleSetup.js';
import { driveTraffic, throughput } from './scaleTraffic.js';

const PG_URL = process.env.SCALE_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const IDEAS = Number(process.env.SCALE_IDEAS ?? 100_000);
const SECONDS = Number(process.env.SCALE_SECONDS ?? 60);
const API_PORT = Number(process.env.SCALE_PORT ?? 3201);
const PROXY_PORT = Number(process.env.SCALE_PROXY_PORT ?? 3301);
const CONNECTIONS = 50;
const BUILD = join(import.meta.dirname, '.build', 'scale');

const log = (text: string) => console.log(`[scale ${new Date().toISOString().slice(11, 19)}] ${text}`);

async function main() {
  const nginxBinary = ensureNginx(log);
  log('building the API (scripts/build-api.mjs)');
  await buildApi({ outdir: BUILD });
  log(`seeding ${IDEAS.toLocaleString('en')} ideas into a fresh PostgreSQL database`);
  const scratch = await createEmptyDatabase('postgres', PG_URL);
  const processes: ApiProcess[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  try {
    const seeded = await seedBenchDatabase(scratch, IDEAS, () => {});
    const accounts = await prepareAccounts(scratch.env.DATABASE_URL as string);
    const env = { ...scratch.env, METRICS_TOKEN: 'scale-metrics-token-0123456789' };
    const server = (i: number) => startApi(join(BUILD, 'server.js'), API_PORT + i, env);

    log('one API process behind nginx');
    processes.push(await server(0));
    nginx = await startNginx(nginxBinary, PROXY_PORT, processes.slice(0, 1));
    const base = `http://127.0.0.1:${PROXY_PORT}`;
    const setup = {
      base,
      adminToken: await benchAdminToken(base),
      places: seeded.factoryIds.map((factory, i) => ({ factory, area: seeded.areasByFactory[i][0] })),
      undecided: accounts.undecided,
      signIns: accounts.signIns,
    };
    const oneSeconds = Math.max(10, Math.round(SECONDS / 4));
    const one = await driveTraffic(
      { ...setup, undecided: setup.undecided.slice(0, 20_000) },
      { connections: CONNECTIONS, seconds: oneSeconds, run: 'one' },
    );
    const oneRps = throughput(one.outcomes, Math.min(...one.outcomes.map((o) => o.startedAt)) + 2000, Date.now() - 500);

    log('three API processes behind nginx');
    processes.push(await server(1), await server(2));
    await nginx.reload(processes);
    let killedAt = 0;
    const victim = processes[1];
    const three = await driveTraffic(
      { ...setup, undecided: setup.undecided.slice(20_000) },
      { connections: CONNECTIONS, seconds: SECONDS, run: 'three' },
      (elapsed) => {
        if (elapsed >= Math.round(SECONDS / 2) && !killedAt) {
          killedAt = Date.now();
          victim.child.kill('SIGKILL');
          log(`kill -9 of the API process on port ${victim.port} (pid ${victim.child.pid})`);
        }
      },
    );
    const firstTraffic = Math.min(...three.outcomes.map((o) => o.startedAt));
    const threeRps = throughput(three.outcomes, firstTraffic + 2000, killedAt);
    log('traffic done; checking');
    const facts: ScaleFacts = {
      databaseUrl: scratch.env.DATABASE_URL as string,
      base,
      runs: [one, three],
      killedAt,
      killedPort: victim.port,
      connections: CONNECTIONS,
      oneRps,
      threeRps,
      guessedEmail: accounts.guessedEmail,
      accessLog: nginx.accessLog,
    };
    const ok = await checkScale(facts, log);
    log(ok ? 'every check passed' : 'SOME CHECKS FAILED');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await nginx?.stop();
    for (const p of processes) await p.stop();
    await scratch.drop();
  }
}

main().catch((err) => {
  console.error('scale test failed:', err);
  process.exit(1);
});
