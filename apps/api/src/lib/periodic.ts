import type { FastifyBaseLogger } from 'fastify';
import { periodicJobsRepository } from '../data/periodicJobs.repository.js';
import type { Database, Tx } from '../db/client.js';

/** A housekeeping job: what it does and how often (its first run `firstAfterMs` after it is first known). */
export interface PeriodicJob {
  name: string;
  everyMs: number;
  firstAfterMs?: number;
  run: () => Promise<unknown>;
}

export type JobOutcome = 'ok' | 'failed';

export interface JobRunner {
  /** Runs, one after the other, every job that is due and that no other process is running; returns their names. */
  runDue(): Promise<string[]>;
  /** Looks for due jobs now and then every `tickMs` (timers never keep the process alive). */
  start(tickMs: number): void;
  /** Stops the timer and waits for the jobs it started, if any; `runDue()` still works (tests). */
  stop(): Promise<void>;
  /** Stops for good: the timer, and no job starts any more (the app closes). */
  close(): Promise<void>;
}

const DEFAULT_FIRST_AFTER_MS = 60_000;

/**
 * Runs periodic jobs once per period across every process on one database (docs/decisions/031). The table
 * `periodic_jobs` says when each job is due, by the database's clock; a process that finds one due takes a
 * PostgreSQL advisory lock on its name (held on one connection while the job runs, so two runs never overlap,
 * and freed by the server if the process dies) and claims the run by moving the due time one period on. The
 * embedded database serves one process: there the claim alone is enough. A failure is logged and counted, never
 * thrown; `observe` hears every run (the metrics).
 */
export function createJobRunner(
  db: Database,
  log: FastifyBaseLogger,
  jobs: PeriodicJob[],
  observe?: (name: string, outcome: JobOutcome, seconds: number) => void,
): JobRunner {
  const byName = new Map(jobs.map((j) => [j.name, j]));
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let closing = false;
  let ticking: Promise<unknown> | undefined;

  const runClaimed = async (job: PeriodicJob, q: Tx): Promise<boolean> => {
    const repo = periodicJobsRepository(q);
    if (!(await repo.claim(job.name, job.everyMs))) return false;
    const started = performance.now();
    let outcome: JobOutcome = 'ok';
    try {
      const result = await job.run();
      log.info({ task: job.name, result }, 'housekeeping done');
    } catch (err) {
      outcome = 'failed';
      if (!closing) log.error({ err, task: job.name }, 'housekeeping failed');
    }
    await repo.finished(job.name, outcome);
    observe?.(job.name, outcome, (performance.now() - started) / 1000);
    return true;
  };

  const runOnce = (job: PeriodicJob): Promise<boolean> => {
    if (db.kind !== 'postgres') return runClaimed(job, db);
    const lockName = `fikra periodic job ${job.name}`;
    return db.withSession(async (session) => {
      const [{ locked }] = await session.query<{ locked: boolean }>(
        'select pg_try_advisory_lock(hashtextextended($1, 0)) as locked',
        [lockName],
      );
      if (!locked) return false;
      try {
        return await runClaimed(job, session);
      } finally {
        await session.query('select pg_advisory_unlock(hashtextextended($1, 0))', [lockName]).catch(() => {});
      }
    });
  };

  const runDue = async () => {
    const due = await periodicJobsRepository(db).due(
      jobs.map((j) => ({ name: j.name, firstAfterMs: j.firstAfterMs ?? DEFAULT_FIRST_AFTER_MS })),
    );
    const ran: string[] = [];
    for (const name of due) {
      const job = byName.get(name);
      if (closing || !job) continue;
      if (await runOnce(job)) ran.push(name);
    }
    return ran;
  };

  const tick = () => {
    if (stopped || closing || ticking) return;
    ticking = runDue()
      .catch((err) => {
        if (!closing) log.error({ err }, 'housekeeping could not look for due jobs');
      })
      .finally(() => {
        ticking = undefined;
      });
  };

  return {
    runDue,
    start(tickMs) {
      setImmediate(tick);
      timer = setInterval(tick, tickMs).unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await ticking;
    },
    async close() {
      closing = true;
      await this.stop();
    },
  };
}
