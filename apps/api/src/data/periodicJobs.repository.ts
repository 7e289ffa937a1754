import type { Tx } from '../db/client.js';

/** One periodic job's state, as `GET /metrics` and the tests read it. */
export interface PeriodicJobRow {
  name: string;
  dueAt: string;
  runs: number;
  failures: number;
  lastStartedAt: string | null;
  lastFinishedAt: string | null;
  lastOutcome: 'ok' | 'failed' | null;
}

interface Row {
  name: string;
  due_at: string;
  runs: string;
  failures: string;
  last_started_at: string | null;
  last_finished_at: string | null;
  last_outcome: 'ok' | 'failed' | null;
}

const toJob = (r: Row): PeriodicJobRow => ({
  name: r.name,
  dueAt: r.due_at,
  runs: Number(r.runs),
  failures: Number(r.failures),
  lastStartedAt: r.last_started_at,
  lastFinishedAt: r.last_finished_at,
  lastOutcome: r.last_outcome,
});

const COLUMNS = `name, due_at::text as due_at, runs::text as runs, failures::text as failures,
  last_started_at::text as last_started_at, last_finished_at::text as last_finished_at, last_outcome`;

/**
 * The `periodic_jobs` table (migration 0029, docs/decisions/031): when each housekeeping job is next due, by the
 * database's clock, so that a job runs once per period however many API processes share the database.
 */
export function periodicJobsRepository(q: Tx) {
  return {
    /** Adds the jobs not yet known, each first due `firstAfterMs` from now; returns the names that are due now. */
    async due(jobs: { name: string; firstAfterMs: number }[]): Promise<string[]> {
      await q.query(
        `insert into periodic_jobs (name, due_at)
         select n, now() + make_interval(secs => f / 1000.0) from unnest($1::text[], $2::float8[]) as t(n, f)
         on conflict (name) do nothing`,
        [jobs.map((j) => j.name), jobs.map((j) => j.firstAfterMs)],
      );
      const rows = await q.query<{ name: string }>(
        'select name from periodic_jobs where name = any($1::text[]) and due_at <= now() order by name',
        [jobs.map((j) => j.name)],
      );
      return rows.map((r) => r.name);
    },

    /**
     * Claims the job's due run: moves its due time one period on from now, atomically, so of several processes
     * asking at once exactly one gets true.
     */
    async claim(name: string, everyMs: number): Promise<boolean> {
      const rows = await q.query(
        `update periodic_jobs set due_at = now() + make_interval(secs => $2 / 1000.0), runs = runs + 1,
                last_started_at = now()
          where name = $1 and due_at <= now() returning 1`,
        [name, everyMs],
      );
      return rows.length === 1;
    },

    async finished(name: string, outcome: 'ok' | 'failed'): Promise<void> {
      await q.query(
        `update periodic_jobs set last_finished_at = now(), last_outcome = $2,
                failures = failures + case when $2 = 'failed' then 1 else 0 end
          where name = $1`,
        [name, outcome],
      );
    },

    /** Makes the job due now (tests, and an operator who wants a run without waiting). */
    async makeDue(name: string): Promise<void> {
      // an upsert: a job the runner has not met yet (its first look runs just after the app is ready) is due too
      await q.query(
        `insert into periodic_jobs (name, due_at) values ($1, now())
         on conflict (name) do update set due_at = now()`,
        [name],
      );
    },

    async list(): Promise<PeriodicJobRow[]> {
      return (await q.query<Row>(`select ${COLUMNS} from periodic_jobs order by name`)).map(toJob);
    },
  };
}
