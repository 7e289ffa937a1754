import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { usersRepository } from '../apps/api/src/data/users.repository.js';
import { openDatabase } from '../apps/api/src/db/client.js';
import { migrate } from '../apps/api/src/db/migrate.js';
import { hashPassword } from '../apps/api/src/lib/passwords.js';
import { createScratchDatabase } from '../apps/api/test/scratchDatabase.js';
import { seedIdeas } from './seed.js';

/** The ADMIN the bench seeds and the load signs in as. */
export const BENCH_ADMIN = { email: 'bench-admin@bench.local', password: 'Bench#2026' };

/** Signs the bench admin in on the server at `address` and returns its bearer token. */
export async function benchAdminToken(address: string): Promise<string> {
  const login = await fetch(`${address}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  return ((await login.json()) as { token: string }).token;
}

/** What the server under test is started with, and how to throw the database away afterwards. */
export interface ScratchDatabase {
  kind: 'postgres' | 'pglite';
  env: { DATABASE_URL?: string; DATA_DIR: string };
  drop(): Promise<void>;
}

/** Starts the compiled bench server (bench/server.ts) on a seeded scratch database, and stops it (bench/run.ts). */
export type StartServer = (scratch: ScratchDatabase) => Promise<{ child: ChildProcess; address: string }>;
export type StopServer = (child: ChildProcess) => Promise<void>;

/** An empty database of each kind as users run it: a fresh PostgreSQL database, or a fresh temporary DATA_DIR. */
export async function createEmptyDatabase(kind: 'postgres' | 'pglite', pgUrl: string): Promise<ScratchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fikra-bench-'));
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') return { kind, env: { DATA_DIR: dataDir }, drop: removeDir };
  const db = await createScratchDatabase(pgUrl, 'fikra_bench');
  return {
    kind,
    env: { DATABASE_URL: db.url, DATA_DIR: dataDir },
    drop: async () => {
      await db.drop();
      await removeDir();
    },
  };
}

/**
 * Migrates and seeds `ideas` ideas (bulk INSERT … SELECT, 10,000 a statement, indexes built after) and the bench ADMIN, then vacuums
 * and analyzes. The embedded database is written on this thread, file-backed in the scratch DATA_DIR: the
 * server under test then opens it as users' servers do.
 */
export async function seedBenchDatabase(scratch: ScratchDatabase, ideas: number, onProgress: (done: number) => void) {
  const db = await openDatabase(
    scratch.env.DATABASE_URL ? { databaseUrl: scratch.env.DATABASE_URL } : { dataDir: scratch.env.DATA_DIR, embedded: 'inline' },
  );
  try {
    await migrate(db);
    // bulk load as one does: the secondary indexes of the ideas and of their search table (the trigram index
    // above all) are dropped and built again once the rows are in, instead of being updated row by row
    const indexes = await db.query<{ name: string; definition: string }>(
      `select c.relname as name, pg_get_indexdef(c.oid) as definition from pg_index x join pg_class c on c.oid = x.indexrelid
       where x.indrelid in ('ideas'::regclass, 'idea_search'::regclass) and not x.indisunique and not x.indisprimary`,
    );
    for (const index of indexes) await db.exec(`drop index ${index.name}`);
    const hierarchy = await seedIdeas(db, ideas, onProgress);
    for (const index of indexes) await db.exec(index.definition);
    await usersRepository(db).insert({
      username: 'bench',
      email: BENCH_ADMIN.email,
      passwordHash: await hashPassword(BENCH_ADMIN.password),
      userType: 'ADMIN',
    });
    await db.exec('vacuum analyze');
    // the factories by idea count, biggest first, as the typical filters want them
    const factories = await db.query<{ id: string }>(
      `select m.id::text as id from master_data m where m.kind = 'factoryBusinessUnit'
       order by (select count(*) from ideas i where i.factory_business_unit_id = m.id) desc, m.name_en`,
    );
    return { factories: factories.map((f) => f.id), areasByFactory: hierarchy.areasByFactory, factoryIds: hierarchy.factories };
  } finally {
    await db.close();
  }
}
