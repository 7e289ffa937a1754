import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.js';
import { acquireDataDirLock } from '../src/db/lock.js';
import { migrate } from '../src/db/migrate.js';
import { startPgliteWorker } from '../src/db/pgliteWorker.js';

/** The embedded database as the server runs it: PGlite in a worker thread, file-backed, reached through `pg`. */
let dir: string;
let db: Database;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fikra-embedded-'));
  db = await openDatabase({ dataDir: dir });
  await migrate(db);
  await db.exec('create table probe (id int primary key, v int not null)');
}, 180_000); // a new data dir starts PGlite twice (initdb, then the serving worker): slow on a busy machine
afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('embedded database in a worker thread', () => {
  it('loads pg_trgm, so the search index exists and the planner can use it', async () => {
    const [index] = await db.query<{ indexdef: string }>("select indexdef from pg_indexes where indexname = 'idea_search_trgm'");
    expect(index.indexdef).toContain('gin_trgm_ops');
    const plan = await db.withSession(async (s) => {
      await s.exec('set enable_seqscan = off');
      const rows = await s.query<{ 'QUERY PLAN': string }>(
        "explain select id from idea_search where search_text like lower('%E01234%')",
      );
      await s.exec('reset enable_seqscan');
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('idea_search_trgm');
  });

  it('returns the JavaScript types a PostgreSQL server gives through pg', async () => {
    const [row] = await db.query(
      `select 12345678901::bigint as big, 1.50::numeric as num, 7 as int, timestamptz '2026-01-02T03:04:05Z' as at,
              '{"a": [1]}'::jsonb as doc, array['x', 'y'] as list, null::text as nothing, $1::uuid as id`,
      ['6f1c1a52-4a5f-4c8e-9d57-0b1f6c3e2a10'],
    );
    expect(row).toEqual({
      big: '12345678901',
      num: '1.50',
      int: 7,
      at: new Date('2026-01-02T03:04:05Z'),
      doc: { a: [1] },
      list: ['x', 'y'],
      nothing: null,
      id: '6f1c1a52-4a5f-4c8e-9d57-0b1f6c3e2a10',
    });
  });

  it('commits a transaction whole and rolls back a failed one whole', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into probe values (1, 10), (2, 20)');
      await tx.query('update probe set v = v + 1 where id = 1');
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into probe values (3, 30)');
        await tx.query('insert into probe values (1, 99)'); // duplicate key
      }),
    ).rejects.toThrow(/duplicate key/);
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into probe values (4, 40)');
        throw new Error('the service changed its mind');
      }),
    ).rejects.toThrow('the service changed its mind');
    expect(await db.query('select id, v from probe order by id')).toEqual([
      { id: 1, v: 11 },
      { id: 2, v: 20 },
    ]);
  });

  it('queues concurrent requests behind an open transaction, which they never see half-done', async () => {
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => {
      inside = resolve;
    });
    const tx = db.transaction(async (t) => {
      const [locked] = await t.query<{ v: number }>('select v from probe where id = 2 for update');
      await t.query('update probe set v = $1 where id = 2', [locked.v + 5]);
      inside();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await t.query('insert into probe values (5, 50)');
    });
    await entered;
    const reads = Array.from({ length: 20 }, (_, n) =>
      db.query<{ v: number; n: number; rows: string }>(
        'select v, $1::int as n, (select count(*) from probe) as rows from probe where id = 2',
        [n],
      ),
    );
    await tx;
    const results = (await Promise.all(reads)).map(([r]) => r);
    expect(results.map((r) => r.n)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(results.every((r) => r.v === 25 && r.rows === '3')).toBe(true);
  });

  it('carries large values both ways: a 3 MB bytea in, back whole and by chunks, in one transaction', async () => {
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 7);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) % 251;
    const chunks = [bytes.subarray(0, 1024 * 1024), bytes.subarray(1024 * 1024)];
    await db.exec('create table blobs (n int primary key, data bytea not null)');
    await db.transaction(async (tx) => {
      for (const [n, data] of chunks.entries()) await tx.query('insert into blobs values ($1, $2)', [n, data]);
    });
    const rows = await db.query<{ n: number; data: Buffer }>('select n, data from blobs order by n');
    expect(Buffer.concat(rows.map((r) => r.data)).equals(bytes)).toBe(true);
    const [whole] = await db.query<{ data: Buffer }>(`select string_agg(data, ''::bytea order by n) as data from blobs`);
    expect(whole.data.equals(bytes)).toBe(true);
    expect(await db.query('select count(*)::int as n from blobs')).toEqual([{ n: 2 }]);
  });

  it('answers a bad statement with its error and goes on serving', async () => {
    await expect(db.query('select 1/0')).rejects.toMatchObject({ code: '22012' });
    await expect(db.query('select nope from probe')).rejects.toMatchObject({ code: '42703' });
    expect(await db.query('select count(*)::int as n from probe')).toEqual([{ n: 3 }]);
  });

  it('keeps what was committed across a close and a reopen; a worker that died is reported and fails its queries', {
    timeout: 120_000,
  }, async () => {
    await db.close();
    const crashes: Error[] = [];
    const embedded = await startPgliteWorker(dir, (err) => crashes.push(err));
    expect((await embedded.pool.query('select id, v from probe order by id')).rows).toEqual([
      { id: 1, v: 11 },
      { id: 2, v: 25 },
      { id: 5, v: 50 },
    ]);
    await embedded.worker.terminate();
    expect(crashes).toHaveLength(1);
    await expect(embedded.pool.query('select 1')).rejects.toThrow();
    await embedded.pool.end();
    db = await openDatabase({ dataDir: dir }); // for afterAll
  });
});

describe('the embedded database killed with SIGKILL during writes', () => {
  const ROWS_PER_BATCH = 25;

  /** Runs the writer until it reported `commits` commits, then kills it with SIGKILL; returns what it reported. */
  async function killWriterAfter(dataDir: string, commits: number): Promise<number[]> {
    const writer = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'fixtures/crashWriter.ts'), dataDir, String(ROWS_PER_BATCH)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const reported: number[] = [];
    await new Promise<void>((resolve, reject) => {
      writer.on('exit', (code) => reject(new Error(`the writer exited early (${code})`)));
      writer.stdout.setEncoding('utf8');
      writer.stdout.on('data', (text: string) => {
        for (const match of text.matchAll(/committed (\d+)/g)) reported.push(Number(match[1]));
        if (reported.length >= commits) resolve();
      });
    });
    writer.removeAllListeners('exit');
    const exited = new Promise((resolve) => writer.on('exit', resolve));
    writer.kill('SIGKILL');
    await exited;
    return reported;
  }

  it('loses nothing committed and shows nothing partial', { timeout: 240_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fikra-kill9-'));
    try {
      {
        const reported = await killWriterAfter(dataDir, 10 + Math.floor(Math.random() * 20));
        // the next server takes over the dead process's lock and recovers the database from its log
        const release = await acquireDataDirLock(dataDir);
        const after = await openDatabase({ dataDir });
        try {
          const batches = await after.query<{ batch: number; rows: number }>(
            'select batch, count(*)::int as rows from crash_probe group by batch order by batch',
          );
          expect(batches.filter((b) => b.rows !== ROWS_PER_BATCH)).toEqual([]);
          const present = new Set(batches.map((b) => b.batch));
          expect(reported.filter((b) => !present.has(b))).toEqual([]);
          // at most the batch in flight when the process died committed without being reported
          expect(Math.max(...present)).toBeLessThanOrEqual(Math.max(...reported) + 1);
        } finally {
          await after.close();
          await release();
        }
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
