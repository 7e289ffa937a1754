import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedUnits } from '../../../test/factories.js';
import { goodRow, grid, xlsxOf } from '../../../test/scenarios/ideaImport.js';
import { createScratchDatabase } from '../../../test/scratchDatabase.js';
import { startServerProcess } from '../../../test/serverProcess.js';
import { type Database, openDatabase } from '../../db/client.js';
import { acquireDataDirLock } from '../../db/lock.js';
import { migrate } from '../../db/migrate.js';

const ADMIN = { email: 'admin@crash.local', password: 'Crash#2026pass' };
const ROWS = 1000;
const serverUrl = process.env.DATABASE_URL;

/** Where the child server keeps its data: a data dir of its own, or a new database on the PostgreSQL server. */
async function freshStore() {
  const dataDir = mkdtempSync(join(tmpdir(), 'fikra-import-kill9-'));
  if (!serverUrl)
    return {
      dataDir,
      env: {} as Record<string, string>,
      open: () => openDatabase({ dataDir }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  const scratch = await createScratchDatabase(serverUrl, 'fikra_kill');
  return {
    dataDir,
    env: { DATABASE_URL: scratch.url },
    open: () => openDatabase({ databaseUrl: scratch.url, poolSize: 2 }),
    drop: async () => {
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The API server from its sources, signed in as the test's first ADMIN. */
const startServer = (dataDir: string, env: Record<string, string>) =>
  startServerProcess(dataDir, { ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });

async function postSheet(base: string, token: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'ideas.xlsx');
  return fetch(`${base}/v1/idea-crud/import-data`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
}

async function countByPrefix(db: Database, prefix: string) {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from ideas where imported and idea_code like $1', [
    `${prefix}%`,
  ]);
  return row.n;
}

describe('an import when the server is killed with SIGKILL', () => {
  it('leaves all of its rows or none', { timeout: 600_000 }, async () => {
    const store = await freshStore();
    try {
      const setup = await store.open();
      await migrate(setup);
      await seedUnits(setup);
      await setup.close();

      const { child, base } = await startServer(store.dataDir, store.env);
      const login = await fetch(`${base}/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const { token } = (await login.json()) as { token: string };
      const sheet = (prefix: string) =>
        xlsxOf(grid(Array.from({ length: ROWS }, (_, n) => goodRow(n, { ideaCode: `${prefix}-${n}` }))));

      // a whole import first, to learn how long one takes here
      const started = Date.now();
      const first = await postSheet(base, token, await sheet('A'));
      expect(first.status).toBe(200);
      const took = Date.now() - started;

      // then the same size again, killed part-way through
      const killedSheet = await sheet('B');
      const exited = new Promise((resolve) => child.on('exit', resolve));
      const pending = postSheet(base, token, killedSheet).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, took * 0.6));
      child.kill('SIGKILL');
      await exited;
      await pending;

      const release = serverUrl ? async () => {} : await acquireDataDirLock(store.dataDir);
      const after = await store.open();
      try {
        expect(await countByPrefix(after, 'A-')).toBe(ROWS);
        expect([0, ROWS]).toContain(await countByPrefix(after, 'B-'));
      } finally {
        await after.close();
        await release();
      }
    } finally {
      await store.drop();
    }
  });
});
