import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.js';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
const LOCK_KEY = 4242_0001;

/**
 * Applies the numbered plain-SQL files in migrations/ once each, in order, each in its own transaction.
 * On PostgreSQL an advisory lock keeps several API processes from migrating at once.
 * See docs/decisions/002-plain-sql-migrations.md.
 */
export async function migrate(db: Database): Promise<string[]> {
  const files = migrationFiles();
  return db.withSession(async (session) => {
    if (db.kind === 'postgres') await session.query('select pg_advisory_lock($1)', [LOCK_KEY]);
    try {
      return await applyPending(session, files);
    } finally {
      if (db.kind === 'postgres') await session.query('select pg_advisory_unlock($1)', [LOCK_KEY]);
    }
  });
}

const migrationFiles = () =>
  readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort();

/** The migrations this build has that the database has not applied (readiness: none may be left). */
export async function pendingMigrations(db: Pick<Database, 'query'>): Promise<string[]> {
  const [{ present }] = await db.query<{ present: boolean }>("select to_regclass('schema_migrations') is not null as present");
  const done = present
    ? new Set((await db.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name))
    : new Set<string>();
  return migrationFiles().filter((f) => !done.has(f));
}

async function applyPending(db: Pick<Database, 'query' | 'exec'>, files: string[]): Promise<string[]> {
  await db.exec(
    'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  );
  const done = new Set((await db.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name));
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
    try {
      await db.exec(`begin;\n${sql}\n;insert into schema_migrations (name) values ('${file}');\ncommit;`);
    } catch (err) {
      await db.exec('rollback').catch(() => {});
      throw new Error(`Migration ${file} failed: ${(err as Error).message}`);
    }
    applied.push(file);
  }
  return applied;
}
