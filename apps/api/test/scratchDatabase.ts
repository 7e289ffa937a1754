import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * A throw-away database on the PostgreSQL server at `serverUrl`, dropped (with its connections) by `drop()`;
 * empty, or a copy of `template`.
 * The tests, the crash tests and the bench (bench/database.ts) all make their scratch databases here.
 */
export async function createScratchDatabase(serverUrl: string, prefix = 'fikra_test', template?: string) {
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // a template is a database name this code made (test/templateDatabase.ts): nothing to quote
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
