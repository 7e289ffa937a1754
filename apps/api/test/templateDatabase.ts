import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { inlinePgliteDatabase, openDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { createPglite } from '../src/db/pglite.js';
import { createScratchDatabase } from './scratchDatabase.js';

/** Where each test file's database is copied from: one migrated template per run (vitest's `globalSetup`). */
export interface DatabaseTemplate {
  /** the embedded database: a `dumpDataDir()` tarball of a migrated cluster */
  pgliteTarball?: string;
  /** PostgreSQL (DATABASE_URL): a migrated database to `create database … template` from */
  postgresDatabase?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/**
 * Migrates one database before the test files run and hands its name or tarball to them; each file still gets a
 * database of its own (test/helpers.ts), copied from the template instead of created and migrated again — on the
 * embedded database that skips initdb and thirty migrations per file. The tests of migrations themselves open
 * their own empty databases.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, 'fikra_template');
    const db = await openDatabase({ databaseUrl: scratch.url, poolSize: 1 });
    await migrate(db);
    await db.close();
    project.provide('databaseTemplate', { postgresDatabase: scratch.name });
    return () => scratch.drop();
  }
  const client = await createPglite();
  await migrate(inlinePgliteDatabase(client));
  const dir = mkdtempSync(join(tmpdir(), 'fikra-template-'));
  const pgliteTarball = join(dir, 'migrated.tar');
  writeFileSync(pgliteTarball, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('databaseTemplate', { pgliteTarball });
  return () => rmSync(dir, { recursive: true, force: true });
}
