/**
 * `npm run demo`: Fikra with the demo plant, on a data directory of its own (`DEMO_DATA_DIR`, default
 * ./demo-data; never DATA_DIR). The first run builds it (under a minute); later runs reuse it, and rebuild it
 * when it was built on another day (so its year ends today) or by other demo code, or with `--rebuild`.
 * Then the server starts on it (PORT, default 3000) and the address and the demo accounts are printed. The web
 * app and the API are built (where missing or stale) while the plant is built, and each phase prints its time.
 * `--no-start`: build the demo, then stop.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { acquireDataDirLock } from '../src/db/lock.js';
import { migrate } from '../src/db/migrate.js';
import { buildDemo, DEMO_IDEAS } from './demo/buildDemo.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demo/people.js';
import { phases } from './demo/timing.js';

const root = resolve(import.meta.dirname, '../../..');
const dataDir = resolve(root, process.env.DEMO_DATA_DIR || 'demo-data');
if (dataDir === resolve(root, process.env.DATA_DIR || 'data') || dataDir === resolve(root, 'apps/api/data')) {
  console.error(`The demo refuses to use ${dataDir}: that is where Fikra keeps its real data. Set DEMO_DATA_DIR.`);
  process.exit(1);
}
const marker = join(dataDir, 'demo.json');
const demoSources = join(import.meta.dirname, 'demo');
const fingerprint = createHash('sha256')
  .update(
    readdirSync(demoSources)
      .sort()
      .map((f) => readFileSync(join(demoSources, f)))
      .join('\n'),
  )
  .digest('hex')
  .slice(0, 16);
const today = new Date().toISOString().slice(0, 10);
/** DEMO_IDEAS: fewer ideas than the demo's 300 (a quicker build for the browser tests' sample in CI) */
const ideas = Number(process.env.DEMO_IDEAS) || DEMO_IDEAS;
const log = (line: string) => console.log(`  ${((performance.now() - began) / 1000).toFixed(1).padStart(5)} s  ${line}`);
const began = performance.now();
const timing = phases(log);

/**
 * The web app and the API, built by `npm start`'s own check (only where missing or older than their sources) in a
 * process of its own while this one builds the plant; its output is shown only if it fails.
 */
function buildApps(): Promise<void> {
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    env: { ...process.env, FIKRA_BUILD_ONLY: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: Buffer[] = [];
  child.stdout.on('data', (d: Buffer) => output.push(d));
  child.stderr.on('data', (d: Buffer) => output.push(d));
  const started = performance.now();
  return new Promise((done, fail) =>
    child.on('exit', (code) => {
      if (code !== 0) {
        process.stderr.write(Buffer.concat(output));
        fail(new Error('building the web app or the API failed'));
        return;
      }
      const rebuilt = Buffer.concat(output).toString().includes('Building');
      log(`web app and API ${rebuilt ? `built in ${((performance.now() - started) / 1000).toFixed(1)} s` : 'up to date'}`);
      done();
    }),
  );
}

function builtAlready(): boolean {
  if (process.argv.includes('--rebuild') || !existsSync(marker)) return false;
  const built = JSON.parse(readFileSync(marker, 'utf8')) as { day?: string; fingerprint?: string; ideas?: number };
  return built.day === today && built.fingerprint === fingerprint && (built.ideas ?? DEMO_IDEAS) === ideas;
}

async function build() {
  // a demo server still running on the directory keeps it: its lock refuses (and says so) before anything is removed
  if (existsSync(dataDir)) await (await acquireDataDirLock(dataDir))();
  rmSync(dataDir, { recursive: true, force: true });
  const config = { ...loadConfig(), DATA_DIR: dataDir, DATABASE_URL: undefined, LOG_LEVEL: 'silent' as const, OUTBOX_POLL_MS: 0 };
  const releaseLock = await acquireDataDirLock(dataDir);
  const db = await openDatabase({ dataDir, embedded: 'inline' });
  try {
    await migrate(db);
    const app = await buildApp({ db, config });
    await app.ready();
    timing.done('an empty database, migrated, and the API on it');
    await buildDemo(app, db, { log, ideas });
    await app.close();
  } finally {
    await db.close();
    await releaseLock();
  }
  writeFileSync(marker, JSON.stringify({ day: today, fingerprint, ideas }));
}

const apps = process.argv.includes('--no-start') ? Promise.resolve() : buildApps();
// a failed build of the apps is reported once the plant is built
apps.catch(() => {});
if (builtAlready()) console.log(`Using the demo built today in ${dataDir} (npm run demo -- --rebuild to build it again).`);
else {
  console.log(`Building the demo plant in ${dataDir}…`);
  await build();
  log(`the demo plant is built (cpu of this process ${(process.cpuUsage().user / 1e6).toFixed(1)} s)`);
}
if (process.argv.includes('--no-start')) process.exit(0);
try {
  await apps;
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

const port = process.env.PORT || '3000';
const host = process.env.HOST || '127.0.0.1';
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  PORT: port,
  HOST: host,
  LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
};
const server = spawn(process.execPath, [join(root, 'scripts/start.mjs')], { env, stdio: 'inherit' });
const address = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
for (let i = 0; i < 600; i++) {
  if (server.exitCode !== null) process.exit(server.exitCode);
  const up = await fetch(`${address}/v1/health`).then(
    (r) => r.ok,
    () => false,
  );
  if (up) break;
  await new Promise((r) => setTimeout(r, 500));
}
log('the server answers');
console.log(`\n  The Fikra demo is at ${address}/auth/login\n  Demo accounts (password ${DEMO_PASSWORD}):`);
for (const u of DEMO_USERS) console.log(`    ${u.role.padEnd(10)} ${u.email.padEnd(30)} ${u.username}`);
console.log('  Stop it with Ctrl+C.\n');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
