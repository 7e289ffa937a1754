import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startReceiver } from '../../../test/receiver.js';
import { createScratchDatabase } from '../../../test/scratchDatabase.js';
import { startServerProcess } from '../../../test/serverProcess.js';
import { outboxEventsRepository } from '../../data/outboxEvents.repository.js';
import { webhooksRepository } from '../../data/webhooks.repository.js';
import { type Database, openDatabase } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';

/**
 * The dispatcher across real server processes (issue 27): several processes on one PostgreSQL deliver each event
 * once, and a server killed with SIGKILL half-way loses nothing once it (or another) runs again. The embedded
 * database has one process by design, so the two-process case needs DATABASE_URL; the kill -9 case runs on both.
 */
const serverUrl = process.env.DATABASE_URL;
const EVENTS = 1000;
const children: ChildProcess[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const clean of cleanups.reverse()) await clean();
});

async function freshStore() {
  const dataDir = mkdtempSync(join(tmpdir(), 'fikra-outbox-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  if (!serverUrl) return { dataDir, env: {} as Record<string, string>, open: () => openDatabase({ dataDir }) };
  const scratch = await createScratchDatabase(serverUrl, 'fikra_outbox');
  cleanups.push(scratch.drop);
  return { dataDir, env: { DATABASE_URL: scratch.url }, open: () => openDatabase({ databaseUrl: scratch.url, poolSize: 2 }) };
}

/**
 * The API server from its sources with its dispatcher polling every 50 ms; resolves once it listens. What a killed
 * process had claimed is due again after `leaseSeconds` (3 s where a kill is tested instead of 2 minutes; where
 * nothing is killed, a short lease on a loaded machine could let a second process take a batch still being sent).
 */
async function startServer(dataDir: string, env: Record<string, string>, leaseSeconds = 120): Promise<ChildProcess> {
  const { child } = await startServerProcess(dataDir, {
    ...env,
    ADMIN_PASSWORD: 'Outbox#2026pass',
    OUTBOX_POLL_MS: '50',
    OUTBOX_LEASE_SECONDS: String(leaseSeconds),
    WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
  });
  children.push(child);
  return child;
}

/** A webhook to the receiver and `count` events for it, written before any server runs. */
async function seedEvents(db: Database, url: string, count: number) {
  await migrate(db);
  await webhooksRepository(db).insert({ url, events: ['idea.submitted'], secret: 'x'.repeat(32) });
  await db.transaction(async (tx) => {
    const outbox = outboxEventsRepository(tx);
    for (let i = 1; i <= count; i++) {
      await outbox.append({ type: 'idea.submitted', payload: { idea: { _id: `idea-${i}`, ideaNumber: i, title: `Idea ${i}` } } });
    }
  });
}

const waitUntil = async (check: () => boolean | Promise<boolean>, what: string, limitMs = 240_000) => {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

describe('the outbox across server processes', () => {
  it.skipIf(!serverUrl)(
    'two processes on one PostgreSQL deliver 1,000 events exactly once each',
    { timeout: 600_000 },
    async () => {
      const receiver = await startReceiver();
      cleanups.push(receiver.close);
      const store = await freshStore();
      const db = await store.open();
      cleanups.push(() => db.close());
      await seedEvents(db, receiver.url, EVENTS);
      await Promise.all([startServer(store.dataDir, store.env), startServer(store.dataDir, store.env)]);
      const ids = () => new Set(receiver.json().map((b: { idea: { ideaNumber: number } }) => b.idea.ideaNumber));
      await waitUntil(() => ids().size === EVENTS, `${EVENTS} deliveries`);
      // a process records a delivery as sent only after the receiver has answered, so the last few rows may still
      // be on their way when the receiver holds every event: wait for the table to catch up, then count attempts
      const tally = async () =>
        (
          await db.query<{ sent: number; extra: number }>(
            "select count(*) filter (where status = 'sent')::int as sent, count(*) filter (where attempts <> 1)::int as extra from outbox_deliveries",
          )
        )[0];
      await waitUntil(async () => (await tally()).sent === EVENTS, `${EVENTS} deliveries recorded as sent`, 30_000);
      expect(await tally()).toEqual({ sent: EVENTS, extra: 0 });
      expect(receiver.received).toHaveLength(EVENTS);
      // both processes took part (each delivery names the process that claimed it only through timing, so the
      // event ids they delivered are not asserted; exactly-once is)
    },
  );

  it('a server killed with SIGKILL half-way loses no event: the next start delivers the rest', { timeout: 600_000 }, async () => {
    const receiver = await startReceiver();
    cleanups.push(receiver.close);
    const store = await freshStore();
    const db = await store.open();
    await seedEvents(db, receiver.url, EVENTS);
    // the embedded database belongs to the server's process while it runs
    if (!serverUrl) await db.close();
    else cleanups.push(() => db.close());
    const first = await startServer(store.dataDir, store.env, 3);
    await waitUntil(() => receiver.received.length >= EVENTS / 2, 'half of the deliveries');
    first.kill('SIGKILL');
    await exited(first);
    const before = receiver.received.length;
    await startServer(store.dataDir, store.env, 3);
    const ids = () => new Set(receiver.json().map((b: { idea: { ideaNumber: number } }) => b.idea.ideaNumber));
    await waitUntil(() => ids().size === EVENTS, `all ${EVENTS} events after the restart`);
    expect(before).toBeLessThan(EVENTS);
    expect(ids().size).toBe(EVENTS);
    // at least once: what the killed process had sent but not yet recorded may arrive twice, nothing is missing
    expect(receiver.received.length).toBeGreaterThanOrEqual(EVENTS);
  });
});
