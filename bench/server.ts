/**
 * The server under load: the real app (buildApp, the embedded database in its worker thread or a PostgreSQL
 * pool) compiled like `npm start` (bench/run.ts bundles this file with scripts/build-api.mjs), plus bench-only
 * routes in the same process: a hello-world, the bare list (the best hand-written statement, bareQuery.ts), the
 * process's peak memory and its event-loop delay. Env: DATABASE_URL (else the embedded database in DATA_DIR,
 * already seeded), POOL_SIZE.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { openDatabase } from '../apps/api/src/db/client.js';
import { bareListQuery } from './bareQuery.js';

const POOL_SIZE = Number(process.env.POOL_SIZE ?? 20);

async function main() {
  const url = process.env.DATABASE_URL || undefined;
  const db = await openDatabase({
    databaseUrl: url,
    dataDir: process.env.DATA_DIR,
    poolSize: POOL_SIZE,
    onCrash: (err) => {
      console.error('bench server: the embedded database stopped:', err);
      process.exit(1);
    },
  });
  // on PostgreSQL the bare route gets its own pool of the same size, as a hand-written service would; the
  // embedded database has one connection, so there it shares the app's
  const pool = url ? new pg.Pool({ connectionString: url, max: POOL_SIZE }) : undefined;
  const bare = async (text: string, params: unknown[]) =>
    pool ? (await pool.query(text, params)).rows : await db.query<Record<string, unknown>>(text, params);

  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret!',
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    LOGIN_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '100000',
  });
  const app = await buildApp({ db, config });
  let peakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 10);
  sampler.unref();
  const loop = monitorEventLoopDelay({ resolution: 2 });
  loop.enable();

  app.get('/bench/hello', async () => ({ hello: 'world' }));
  app.post('/bench/bare', async (req) => {
    const { text, params, page, limit } = bareListQuery(req.body as Record<string, unknown>);
    const rows = await bare(text, params);
    const total = Number(rows[0]?.total ?? 0);
    const data = rows.filter((r) => r.id !== null).map(({ total: _t, ...row }) => row);
    return { data, total, page, limit };
  });
  app.get('/bench/memory', async () => ({ rss: process.memoryUsage.rss(), peakRss }));
  app.post('/bench/memory/reset', async () => {
    peakRss = process.memoryUsage.rss();
    return { rss: peakRss };
  });
  app.post('/bench/event-loop/reset', async () => {
    loop.reset();
    return {};
  });
  app.get('/bench/event-loop', async () => ({
    p50: loop.percentile(50) / 1e6,
    p99: loop.percentile(99) / 1e6,
    max: loop.max / 1e6,
  }));

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ type: 'ready', address });
  process.on('message', async (msg: { type: string }) => {
    if (msg.type !== 'stop') return;
    await app.close();
    await pool?.end();
    await db.close();
    process.exit(0);
  });
}

main().catch((err) => {
  console.error('bench server failed:', err);
  process.exit(1);
});
