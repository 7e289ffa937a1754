import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.js';
import { acquireDataDirLock } from '../src/db/lock.js';
import { migrate } from '../src/db/migrate.js';
import { backupDataDir, restoreDataDir, serveSnapshotRequests } from '../src/db/systemBackup.js';
import { insertIdea, insertImage, seedUnits } from './factories.js';

/**
 * The whole-system backup of the embedded database (npm run backup / npm run restore): taken while the server
 * runs (through its database thread) and while it is stopped, restored into a new DATA_DIR with everything in it.
 */
const root = mkdtempSync(join(tmpdir(), 'fikra-system-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function contents(db: Database) {
  const [row] = await db.query<{ ideas: number; files: number; master: number; users: number; texts: string[] }>(
    `select (select count(*)::int from ideas) as ideas, (select count(*)::int from files) as files,
            (select count(*)::int from master_data) as master, (select count(*)::int from users) as users,
            (select array_agg(idea_text order by idea_number) from ideas) as texts`,
  );
  return row;
}

describe('npm run backup / npm run restore (embedded database)', () => {
  it('backs up while the server runs and while it is stopped; restores into a new DATA_DIR with everything', async () => {
    const source = join(root, 'source');
    const release = await acquireDataDirLock(source); // as the server holds it
    const db = await openDatabase({ dataDir: source, embedded: 'worker' });
    let closed = false;
    try {
      await migrate(db);
      const units = await seedUnits(db);
      await insertIdea(db, { factory: units.f1, ideaText: 'Backed up while the server runs — فكرة' });
      await insertImage(db);
      await db.query("insert into users (username, email, password_hash) values ('someone', 'someone@test.local', 'x')");
      serveSnapshotRequests(source, db);
      // a transaction open when the backup is asked for: the copy waits for its end and holds all of it or none
      // (asked once the transaction has written: asked earlier, on a loaded machine the copy could come first)
      let written!: () => void;
      const inside = new Promise<void>((resolve) => {
        written = resolve;
      });
      const writing = db.transaction(async (tx) => {
        await tx.query("insert into app_settings (key, value) values ('during', 'backup')");
        written();
        await new Promise((r) => setTimeout(r, 300));
      });
      await inside;
      const running = await backupDataDir(source, join(root, 'running.tar.gz'));
      await writing;
      expect(running.via).toBe('server');
      expect(running.bytes).toBeGreaterThan(1000);
      const expected = await contents(db);
      await db.close();
      await release();
      closed = true;

      const stopped = await backupDataDir(source, join(root, 'stopped.tar.gz'));
      expect(stopped.via).toBe('directory');

      for (const [name, file] of [
        ['a', running.file],
        ['b', stopped.file],
      ]) {
        const target = join(root, `restored-${name}`);
        await restoreDataDir(target, file);
        const restored = await openDatabase({ dataDir: target, embedded: 'inline' });
        try {
          expect(await contents(restored)).toEqual(expected);
          const [setting] = await restored.query<{ n: string }>("select count(*) as n from app_settings where key = 'during'");
          expect(Number(setting.n)).toBe(1);
          expect(await migrate(restored)).toEqual([]);
        } finally {
          await restored.close();
        }
        // restoring over a database needs --replace, and keeps the old one aside
        await expect(restoreDataDir(target, file)).rejects.toThrow(/already holds a database/);
        expect((await restoreDataDir(target, file, { replace: true })).keptAside).toMatch(/before-restore/);
      }
      await expect(restoreDataDir(join(root, 'x'), join(root, '..', 'nothing.tar.gz'))).rejects.toThrow();
    } finally {
      if (!closed) {
        await db.close();
        await release();
      }
    }
  }, 240_000);
});
