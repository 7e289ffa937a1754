/**
 * Issue 27's speed check (`BENCH_ONLY=outbox npm run bench`; docs/decisions/025): BENCH_OUTBOX_EVENTS (10,000)
 * notification events through the outbox dispatcher to a webhook receiver in this process, on each database,
 * with the compiled server as `npm start` runs it. The webhook is registered with POST /v1/webhooks as an ADMIN
 * does (the receiver's address allowed by WEBHOOK_ALLOWED_HOSTS); the events are the `idea.submitted` events that
 * public submissions write in the idea's own transaction (bench/outboxWriter.ts); the server's own dispatcher
 * delivers them. Three parts:
 * 1. lag: BENCH_OUTBOX_PACED (1,000) submissions at a steady BENCH_OUTBOX_RATE (20) a second, the dispatcher
 *    running: the lag from each event written to its delivery;
 * 2. backlog: the rest written as fast as BENCH_OUTBOX_WRITERS (4) clients go by the server started with
 *    OUTBOX_POLL_MS=0 (a process that delivers nothing), as if the receiver or the dispatcher had been away;
 * 3. delivery: the server started again as usual; its dispatcher delivers the backlog (the delivery rate), is
 *    killed with SIGKILL when half of all the events and 50 more have been received (inside one of its batches of
 *    100, not on a boundary), and started again on the same database.
 * At the end the receiver's deliveries, counted by event id, are compared with the outbox's events: none may be
 * lost; delivery is at least once (decision 025), so the only duplicates allowed are deliveries the killed process
 * had sent (at most the dispatcher's 16 at a time), which the receiver drops by event id.
 * Env: BENCH_OUTBOX_PORT (a free port; every start takes the same one), BENCH_OUTBOX_LEASE (15: the server's
 * OUTBOX_LEASE_SECONDS, how long a killed process's claimed deliveries wait before they are sent again; 120 by
 * default in production).
 */
import { once } from 'node:events';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { openDatabase } from '../apps/api/src/db/client.js';
import { benchAdminToken, createEmptyDatabase, seedBenchDatabase } from './database.js';
import { startReceiver } from './outboxReceiver.js';
import { type OutboxReport, summarizeOutbox } from './outboxReport.js';
import { writeIdeas } from './outboxWriter.js';
import { type ApiProcess, startApi } from './scaleSetup.js';

const TOTAL = Number(process.env.BENCH_OUTBOX_EVENTS ?? 10_000);
const PACED = Math.min(TOTAL, Number(process.env.BENCH_OUTBOX_PACED ?? 1_000));
const RATE = Number(process.env.BENCH_OUTBOX_RATE ?? 20);
const WRITERS = Number(process.env.BENCH_OUTBOX_WRITERS ?? 4);
const LEASE = Number(process.env.BENCH_OUTBOX_LEASE ?? 15);
const KILL_AT = Math.floor(TOTAL / 2) + 50;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  if (process.env.BENCH_OUTBOX_PORT) return Number(process.env.BENCH_OUTBOX_PORT);
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

async function api(base: string, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

/** Waits until `done()` or `seconds` have passed; false on the timeout. */
async function until(done: () => boolean | Promise<boolean>, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await done())) {
    if (Date.now() > deadline) return false;
    await sleep(200);
  }
  return true;
}

export async function benchOutbox(kind: 'postgres' | 'pglite', opts: { pgUrl: string; serverJs: string }): Promise<OutboxReport> {
  const log = (text: string) => console.log(`  ${kind}: ${text}`);
  const scratch = await createEmptyDatabase(kind, opts.pgUrl);
  const receiver = await startReceiver();
  let server: ApiProcess | undefined;
  let ticker: NodeJS.Timeout | undefined;
  const progress = (what: string) =>
    setInterval(() => process.stdout.write(`\r  ${kind}: ${what}, ${receiver.byEvent.size} events received  `), 1000);
  try {
    const seeded = await seedBenchDatabase(scratch, 1000, () => {});
    const places = seeded.factoryIds.map((factory, i) => ({ factory, area: seeded.areasByFactory[i][0] }));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { ...scratch.env, WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', OUTBOX_LEASE_SECONDS: String(LEASE) };
    const write = (from: number, to: number, rate: number) =>
      writeIdeas({ base: () => base, from, to, writers: WRITERS, rate, places, giveUpMs: 180_000 });

    server = await startApi(opts.serverJs, port, env);
    const hook = await api(base, await benchAdminToken(base), 'POST', '/v1/webhooks', {
      url: receiver.url,
      events: ['idea.submitted'],
    });
    receiver.secret = String(hook.secret);

    log(`1. lag: ${PACED.toLocaleString('en')} submissions at ${RATE}/s, the dispatcher running`);
    ticker = progress('steady submissions');
    const paced = write(0, PACED, RATE);
    await paced.done;
    await until(() => receiver.byEvent.size >= PACED, 120);
    clearInterval(ticker);
    await server.stop();

    log(
      `2. backlog: ${(TOTAL - PACED).toLocaleString('en')} submissions by ${WRITERS} clients, no dispatcher (OUTBOX_POLL_MS=0)`,
    );
    server = await startApi(opts.serverJs, port, { ...env, OUTBOX_POLL_MS: '0' });
    const backlog = write(PACED, TOTAL, 0);
    await backlog.done;
    const backlogSeconds = (Date.now() - backlog.result.startedAt) / 1000;
    await server.stop();

    log(`3. delivery of the backlog; kill -9 at event ${KILL_AT.toLocaleString('en')} received, then a restart`);
    const kill = { startedAt: Date.now(), at: 0, deliveredAtKill: 0, exitedAt: 0, readyAt: 0 };
    ticker = progress('delivering');
    try {
      server = await startApi(opts.serverJs, port, env);
      const victim = server.child;
      const exited = victim.exitCode === null ? once(victim, 'exit') : Promise.resolve();
      // half-way, but not on a boundary of the dispatcher's batches of 100: inside a claimed batch, with a group
      // of 16 deliveries on their way; killed from the receiver's own callback, at that very delivery
      receiver.onEvent = () => {
        if (kill.at || receiver.byEvent.size < KILL_AT) return;
        kill.at = Date.now();
        kill.deliveredAtKill = receiver.byEvent.size;
        victim.kill('SIGKILL');
      };
      if (!(await until(() => kill.at > 0, 15 * 60)))
        throw new Error(`only ${receiver.byEvent.size} events received in 15 minutes`);
      receiver.onEvent = undefined;
      await exited;
      kill.exitedAt = Date.now();
      server = await startApi(opts.serverJs, port, env);
      kill.readyAt = Date.now();
      // every event delivered and the outbox empty, or the lease and two minutes more have passed
      const token = await benchAdminToken(base);
      const emptied = await until(async () => {
        if (receiver.byEvent.size < TOTAL) return false;
        const left = await api(base, token, 'GET', '/v1/notifications/backlog');
        return !left.waitingEvents && !left.pendingDeliveries;
      }, LEASE + 120);
      if (!emptied) log('gave up waiting for the outbox to empty');
    } finally {
      clearInterval(ticker);
      process.stdout.write('\n');
    }
    await sleep(1000);
    await server.stop();
    server = undefined;
    const db = await openDatabase(
      scratch.env.DATABASE_URL
        ? { databaseUrl: scratch.env.DATABASE_URL }
        : { dataDir: scratch.env.DATA_DIR, embedded: 'inline' },
    );
    try {
      const events = await db.query<{ id: string; idea_id: string }>(
        `select id::text as id, idea_id::text as idea_id from outbox_events where type = 'idea.submitted'`,
      );
      const deliveries = await db.query<{ status: string; n: number; resent: number }>(
        `select status, count(*)::int as n, (count(*) filter (where attempts > 1))::int as resent
           from outbox_deliveries where channel = 'webhook' group by status order by status`,
      );
      const [ideas] = await db.query<{ n: number }>(
        `select count(*)::int as n from ideas where idea_text like '%(outbox bench %'`,
      );
      return summarizeOutbox({
        kind,
        load: loadavg()[0],
        total: TOTAL,
        paced: PACED,
        rate: RATE,
        writers: WRITERS,
        lease: LEASE,
        receiver,
        acked: new Map([...paced.result.acked, ...backlog.result.acked]),
        retried: paced.result.retried + backlog.result.retried,
        backlogSeconds,
        kill,
        events,
        deliveries,
        ideasInDatabase: ideas.n,
      });
    } finally {
      await db.close();
    }
  } finally {
    clearInterval(ticker);
    await server?.stop();
    await receiver.close();
    await scratch.drop();
  }
}
