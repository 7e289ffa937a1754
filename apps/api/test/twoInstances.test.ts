import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { periodicJobsRepository } from '../src/data/periodicJobs.repository.js';
import { usersRepository } from '../src/data/users.repository.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { migrate, pendingMigrations } from '../src/db/migrate.js';
import { hashPassword } from '../src/lib/passwords.js';
import { createJobRunner, type PeriodicJob } from '../src/lib/periodic.js';
import { createScratchDatabase } from './scratchDatabase.js';

/**
 * Issue 31 item 1: several API processes on one PostgreSQL database. Two app instances, each with its own
 * connection pool, stand for two processes behind a load balancer (the limits' half is test/sharedLimits.test.ts).
 * Skipped on the embedded database: it serves exactly one process (the data-directory lock, decision 021), so
 * there is no other process to agree with; the job runner's single-process rules are tested on both below.
 */
const serverUrl = process.env.DATABASE_URL;
const PASSWORD = 'Passw0rd!';
/** a logger that writes nothing (a Fastify without a logger has one) */
const silent = Fastify().log;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!serverUrl)('concurrent start-up on one PostgreSQL database', () => {
  it('three processes starting at once migrate once: one applies every file, the others wait and find none', async () => {
    const scratch = await createScratchDatabase(serverUrl as string);
    const dbs: Database[] = [];
    try {
      for (let i = 0; i < 3; i++) dbs.push(await openDatabase({ databaseUrl: scratch.url, poolSize: 2 }));
      expect((await pendingMigrations(dbs[0])).length).toBeGreaterThanOrEqual(20);
      const applied = await Promise.all(dbs.map((db) => migrate(db)));
      const sizes = applied.map((a) => a.length).sort((a, b) => a - b);
      expect(sizes.slice(0, 2)).toEqual([0, 0]);
      expect(sizes[2]).toBeGreaterThanOrEqual(20);
      const [{ rows, names }] = await dbs[0].query<{ rows: number; names: number }>(
        'select count(*)::int as rows, count(distinct name)::int as names from schema_migrations',
      );
      expect(rows).toBe(sizes[2]);
      expect(names).toBe(rows);
      expect(await pendingMigrations(dbs[1])).toEqual([]);
    } finally {
      for (const db of dbs) await db.close();
      await scratch.drop();
    }
  }, 120_000);
});

describe.skipIf(!serverUrl)('two API instances on one PostgreSQL database', () => {
  let drop: () => Promise<void>;
  const dbs: Database[] = [];
  const apps: FastifyInstance[] = [];
  const send = (i: number, opts: InjectOptions) => apps[i].inject(opts);

  beforeAll(async () => {
    const scratch = await createScratchDatabase(serverUrl as string);
    drop = scratch.drop;
    for (let i = 0; i < 2; i++) dbs.push(await openDatabase({ databaseUrl: scratch.url, poolSize: 5 }));
    await migrate(dbs[0]);
    // the notification jobs too (they go with the dispatcher); its poll is slow enough not to matter here
    const config = testConfig({ OUTBOX_POLL_MS: 60_000 });
    for (const db of dbs) apps.push(await buildApp({ db, config }));
    // both look for due jobs the moment they are ready, at the same time
    await Promise.all(apps.map((a) => a.ready()));
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of dbs) await db.close();
    await drop?.();
  });

  const jobs = () => periodicJobsRepository(dbs[0]).list();

  const newAdmin = async (email: string) => {
    await usersRepository(dbs[0]).insert({
      username: 'Two Instances',
      email,
      passwordHash: await hashPassword(PASSWORD),
      userType: 'ADMIN',
      mobile: '01000000000',
      factoryBusinessUnitId: null,
    });
    const res = await send(0, { method: 'POST', url: '/v1/auth/login', payload: { email, password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    return { id: res.json().user._id as string, auth: { authorization: `Bearer ${res.json().token}` } };
  };

  it('the job due at start-up ran once, though both instances started together', async () => {
    await expect.poll(async () => (await jobs()).find((j) => j.name === 'ended-sessions')?.lastOutcome).toBe('ok');
    const ended = (await jobs()).find((j) => j.name === 'ended-sessions');
    expect(ended?.runs).toBe(1);
    // the others are first due a minute after the database first saw them
    expect((await jobs()).filter((j) => j.name !== 'ended-sessions').every((j) => j.runs === 0)).toBe(true);
  });

  it('every due job runs once per period across both, whichever instance gets it', async () => {
    // their own timers stop, so that only the calls below run jobs
    await Promise.all(apps.map((a) => a.housekeeping.stop()));
    const before = new Map((await jobs()).map((j) => [j.name, j.runs]));
    expect(before.size).toBe(7);
    await dbs[0].query('update periodic_jobs set due_at = now()');
    const [ranA, ranB] = await Promise.all(apps.map((a) => a.housekeeping.runDue()));
    expect([...ranA, ...ranB].sort()).toEqual([...before.keys()].sort());
    expect(ranA.filter((name) => ranB.includes(name))).toEqual([]);
    for (const job of await jobs()) {
      expect(job.runs, job.name).toBe((before.get(job.name) ?? 0) + 1);
      expect(job.lastOutcome, job.name).toBe('ok');
    }
    // nothing is due again before its period has passed
    expect(await Promise.all(apps.map((a) => a.housekeeping.runDue()))).toEqual([[], []]);
  });

  it('a session signed out on one instance is refused by the other on its next request', async () => {
    const { auth } = await newAdmin('signed-out@test.local');
    expect((await send(1, { method: 'GET', url: '/v1/User/token', headers: auth })).statusCode).toBe(200);
    expect((await send(0, { method: 'POST', url: '/v1/auth/logout', headers: auth })).statusCode).toBe(200);
    const after = await send(1, { method: 'GET', url: '/v1/User/token', headers: auth });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'UNAUTHENTICATED', key: 'sessionEnded' });
  });

  it('a role taken away on one instance is refused by the other on its next request', async () => {
    const demoted = await newAdmin('demoted@test.local');
    const boss = await newAdmin('boss@test.local');
    expect((await send(1, { method: 'GET', url: '/v1/User/all', headers: demoted.auth })).statusCode).toBe(200);
    const change = await send(0, {
      method: 'PUT',
      url: `/v1/User/${demoted.id}`,
      headers: boss.auth,
      payload: { userType: 'USER', version: 0 },
    });
    expect(change.statusCode).toBe(200);
    expect([401, 403]).toContain((await send(1, { method: 'GET', url: '/v1/User/all', headers: demoted.auth })).statusCode);
  });
});

describe.skipIf(!serverUrl)('the job runner on two pools of one PostgreSQL database', () => {
  it('a run that outlasts its period is never started again by another process while it runs', async () => {
    const scratch = await createScratchDatabase(serverUrl as string);
    const dbs = [
      await openDatabase({ databaseUrl: scratch.url, poolSize: 3 }),
      await openDatabase({ databaseUrl: scratch.url, poolSize: 3 }),
    ];
    try {
      await migrate(dbs[0]);
      let running = 0;
      let overlapped = false;
      let runs = 0;
      const job: PeriodicJob = {
        name: 'slow',
        everyMs: 50,
        firstAfterMs: 0,
        run: async () => {
          running++;
          runs++;
          if (running > 1) overlapped = true;
          await sleep(400);
          running--;
        },
      };
      const runners = dbs.map((db) => createJobRunner(db, silent, [job]));
      const first = runners[0].runDue();
      await sleep(150);
      // its period has passed twice over, but the first run still holds the job's lock
      expect(await runners[1].runDue()).toEqual([]);
      expect(await first).toEqual(['slow']);
      expect(overlapped).toBe(false);
      expect(runs).toBe(1);
      expect(await runners[1].runDue()).toEqual(['slow']);
    } finally {
      for (const db of dbs) await db.close();
      await scratch.drop();
    }
  }, 60_000);
});

describe('the job runner in one process', () => {
  let db: Database;
  let drop = async () => {};
  beforeAll(async () => {
    if (serverUrl) {
      const scratch = await createScratchDatabase(serverUrl);
      db = await openDatabase({ databaseUrl: scratch.url, poolSize: 3 });
      drop = scratch.drop;
    } else {
      db = await openDatabase({});
    }
    await migrate(db);
  }, 60_000);
  afterAll(async () => {
    await db.close();
    await drop();
  });

  it('runs a job when it is first due, then once per period; a failure is counted and the next period runs again', async () => {
    const calls: string[] = [];
    let fail = true;
    const observed: string[] = [];
    const runner = createJobRunner(
      db,
      silent,
      [
        { name: 'now', everyMs: 300, firstAfterMs: 0, run: async () => calls.push('now') },
        { name: 'later', everyMs: 60_000, firstAfterMs: 60_000, run: async () => calls.push('later') },
        {
          name: 'flaky',
          everyMs: 300,
          firstAfterMs: 0,
          run: async () => {
            calls.push('flaky');
            if (fail) throw new Error('flaky job failed');
          },
        },
      ],
      (name, outcome) => observed.push(`${name}:${outcome}`),
    );
    expect(await runner.runDue()).toEqual(['flaky', 'now']);
    expect(await runner.runDue()).toEqual([]);
    expect(observed.sort()).toEqual(['flaky:failed', 'now:ok']);
    const flaky = (await periodicJobsRepository(db).list()).find((j) => j.name === 'flaky');
    expect(flaky).toMatchObject({ runs: 1, failures: 1, lastOutcome: 'failed' });
    fail = false;
    await sleep(350);
    expect(await runner.runDue()).toEqual(['flaky', 'now']);
    expect(calls.sort()).toEqual(['flaky', 'flaky', 'now', 'now']);
    expect((await periodicJobsRepository(db).list()).find((j) => j.name === 'flaky')).toMatchObject({
      runs: 2,
      failures: 1,
      lastOutcome: 'ok',
    });
    await runner.stop();
  });
});
