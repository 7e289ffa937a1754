import pg from 'pg';

/** The ADMIN the bench server creates and the load signs in as. */
export const BENCH_ADMIN = { email: 'bench-admin@bench.local', password: 'Bench#2026' };

/** A throw-away database on the local PostgreSQL server, dropped by `drop()`. */
export async function createScratchDatabase(serverUrl: string, prefix = 'fikra_bench') {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
