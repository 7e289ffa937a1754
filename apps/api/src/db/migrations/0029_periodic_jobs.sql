-- The periodic housekeeping jobs (docs/decisions/031): one row per job, so that a job runs once per period
-- across every API process on one database, not once in each. A process claims a due run by moving `due_at`
-- one period on (an atomic UPDATE … WHERE due_at <= now()), under a PostgreSQL advisory lock on the job's name
-- that it holds while the job runs, so two runs of one job never overlap. Times are the database's.
CREATE TABLE periodic_jobs (
  name text PRIMARY KEY,
  due_at timestamptz NOT NULL,
  runs bigint NOT NULL DEFAULT 0,
  failures bigint NOT NULL DEFAULT 0,
  last_started_at timestamptz,
  last_finished_at timestamptz,
  last_outcome text CHECK (last_outcome IN ('ok', 'failed'))
);
