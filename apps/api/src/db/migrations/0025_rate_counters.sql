-- Every limit counts here when the API runs on a PostgreSQL server, so a figure holds across any number of API
-- processes (docs/decisions/026). One row per counter and key: the hits of its current fixed window and when
-- that window ends; a hit is one atomic upsert. UNLOGGED: counters are not worth a write-ahead log, and a
-- crash that empties them only gives everyone a fresh minute. The embedded database counts in memory instead.
CREATE UNLOGGED TABLE rate_counters (
  key text PRIMARY KEY,
  window_end timestamptz NOT NULL,
  hits integer NOT NULL
);
CREATE INDEX rate_counters_window_end ON rate_counters (window_end);
