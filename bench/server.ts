/**
 * The bench's server process: the real app (buildApp) on a loopback port, plus three bench-only routes in the
 * same process — a hello-world, the "bare" list (same page and total with one hand-written SQL query) and a
 * memory probe. Started by bench/run.ts, which talks to it over IPC. Env: BENCH_DATABASE_URL (a fresh
 * PostgreSQL database; unset = in-memory PGlite) and BENCH_IDEAS (how many ideas to seed).
 */
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { type Database, openDatabase } from '../apps/api/src/db/client.js';
import { migrate } from '../apps/api/src/db/migrate.js';
import { createUsersRepository } from '../apps/api/src/db/users.repository.js';
import { hashPassword } from '../apps/api/src/lib/passwords.js';
import { bareListQuery } from './bareQuery.js';
import { BENCH_ADMIN } from './database.js';
import { seedIdeas } from './seed.js';

const POOL_SIZE = 20;

/** Opens PostgreSQL (BENCH_DATABASE_URL) or an in-memory PGlite, migrates it and seeds the ideas. */
async function openBenchDatabase(): Promise<{
  db: Database;
  bare: (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;
}> {
  const url = process.env.BENCH_DATABASE_URL;
  const db = await openDatabase(url ? { databaseUrl: url, poolSize: POOL_SIZE } : {});
  await migrate(db);
  const count = Number(process.env.BENCH_IDEAS ?? 100_000);
  const started = Date.now();
  await seedIdeas(db, count, (done) => process.stdout.write(`\r  seeding ${db.kind}: ${done}/${count} ideas`));
  await db.exec('vacuum analyze');
  console.log(` (${((Date.now() - started) / 1000).toFixed(1)} s with vacuum analyze)`);
  if (!url) return { db, bare: (text, params) => db.query(text, params) };
  // the bare route gets its own pg pool of the same size, as a hand-written service would
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  return { db, bare: async (text, params) => (await pool.query(text, params)).rows };
}

async function main() {
  const { db, bare } = await openBenchDatabase();
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret!',
    DATABASE_POOL_SIZE: String(POOL_SIZE),
  });
  const users = createUsersRepository(db);
  await users.insert({
    username: 'bench',
    email: BENCH_ADMIN.email,
    passwordHash: await hashPassword(BENCH_ADMIN.password),
    userType: 'ADMIN',
  });

  const app = await buildApp({ db, config });
  let peakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 10);
  sampler.unref();

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

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const hierarchy = await db.query<{ kind: string; ids: string[] }>(
    `select m.kind, array_agg(m.id::text order by (select count(*) from ideas i where i.factory_business_unit_id = m.id) desc, m.name_en) as ids
     from master_data m where m.kind = 'factoryBusinessUnit' group by m.kind`,
  );
  const areas = await db.query<{ factory: string; area: string }>(
    `select p.parent_id::text as factory, m.id::text as area from master_data m join master_data_parents p on p.child_id = m.id where m.kind = 'areaSection' order by m.name_en`,
  );
  process.send?.({ type: 'ready', address, factories: hierarchy[0]?.ids ?? [], areas, database: db.kind });
  process.on('message', async (msg: { type: string }) => {
    if (msg.type !== 'stop') return;
    await app.close();
    await db.close();
    process.exit(0);
  });
}

main().catch((err) => {
  console.error('bench server failed:', err);
  process.exit(1);
});
