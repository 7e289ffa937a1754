-- Dashboard analytics (issue 15): stage times, progress and approval savings as columns the database derives
-- from the status document, so aggregates over 100,000 ideas read narrow indexes instead of the jsonb.
-- Generated columns follow every write path (workflow, edits, imports, restores) without any code change.

-- The time a stage was decided (its value is true), or null. Dates are written as ISO 8601 with an offset
-- ('...Z'), whose meaning does not depend on the session's TimeZone, so the function is immutable in practice.
-- A malformed date reads as null instead of failing the write.
CREATE FUNCTION fikra_stage_time(status jsonb, stage text) RETURNS timestamptz
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  IF status -> stage ->> 'value' IS DISTINCT FROM 'true' THEN
    RETURN NULL;
  END IF;
  BEGIN
    RETURN (status -> stage ->> 'date')::timestamptz;
  EXCEPTION WHEN others THEN
    RETURN NULL;
  END;
END
$$;

-- How many stages, in order (evaluated, approved, implemented, rewarded), were decided and accepted: 0 to 4.
CREATE FUNCTION fikra_progress(status jsonb) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN NOT (status #>> '{evaluated,value}' = 'true' AND status #>> '{evaluated,accepted}' = 'true') THEN 0
    WHEN NOT (status #>> '{approved,value}' = 'true' AND status #>> '{approved,accepted}' = 'true') THEN 1
    WHEN NOT (status #>> '{implemented,value}' = 'true' AND status #>> '{implemented,accepted}' = 'true') THEN 2
    WHEN NOT (status #>> '{rewarded,value}' = 'true' AND status #>> '{rewarded,accepted}' = 'true') THEN 3
    ELSE 4 END::smallint
$$;

-- What stopped the idea at the stage after its progress: 'rejected' (decided, not accepted), 'hold', or null.
CREATE FUNCTION fikra_blocked(status jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN s -> 'value' = 'true' AND s -> 'accepted' = 'false' THEN 'rejected'
    WHEN s -> 'accepted' = '"hold"' THEN 'hold'
  END
  FROM (SELECT status -> (ARRAY['evaluated', 'approved', 'implemented', 'rewarded'])[fikra_progress(status) + 1] AS s) x
$$;

ALTER TABLE ideas
  ADD COLUMN evaluated_at timestamptz GENERATED ALWAYS AS (fikra_stage_time(status, 'evaluated')) STORED,
  ADD COLUMN approved_at timestamptz GENERATED ALWAYS AS (fikra_stage_time(status, 'approved')) STORED,
  ADD COLUMN implemented_at timestamptz GENERATED ALWAYS AS (fikra_stage_time(status, 'implemented')) STORED,
  ADD COLUMN progress smallint GENERATED ALWAYS AS (fikra_progress(status)) STORED,
  ADD COLUMN blocked text GENERATED ALWAYS AS (fikra_blocked(status)) STORED,
  ADD COLUMN estimated_savings numeric GENERATED ALWAYS AS (
    CASE WHEN jsonb_typeof(status #> '{approved,estimatedSavings,amount}') = 'number'
      THEN (status #>> '{approved,estimatedSavings,amount}')::numeric ELSE 0 END) STORED,
  ADD COLUMN savings_type text GENERATED ALWAYS AS (
    COALESCE(status #>> '{approved,estimatedSavings,type}', 'Hard Saving')) STORED,
  -- the month (UTC) of submission, so monthly figures group a column instead of computing it for every row
  ADD COLUMN created_month date GENERATED ALWAYS AS ((date_trunc('month', created_at AT TIME ZONE 'UTC'))::date) STORED;

-- Covering indexes: each chart reads one index-only range scan of the period (the visibility map kept current
-- by autovacuum), filtering company and unit on the included columns. Ideas submitted in the period: pipeline
-- (funnel, ideas per month) and the kaizen type / PQCDSM breakdown.
CREATE INDEX ideas_dash_submitted ON ideas (created_at)
  INCLUDE (company_id, factory_business_unit_id, created_month, progress, blocked, replication_type, kaizen_type,
           effect_on_pqcdsm);
-- Participation: employees' codes in (month, code) order, so distinct codes per month stream out of the index
-- (a Unique over an ordered scan) instead of hashing every (month, code) pair.
CREATE INDEX ideas_dash_participation ON ideas (created_month, employee_code)
  INCLUDE (created_at, company_id, factory_business_unit_id) WHERE idea_presenter_type = 'Employee';
-- Decisions taken in the period: cycle times, estimated savings at approval, actual savings at implementation.
CREATE INDEX ideas_dash_evaluated ON ideas (evaluated_at) INCLUDE (created_at, company_id, factory_business_unit_id)
  WHERE evaluated_at IS NOT NULL;
CREATE INDEX ideas_dash_approved ON ideas (approved_at)
  INCLUDE (created_at, company_id, factory_business_unit_id, estimated_savings, savings_type) WHERE progress >= 2;
CREATE INDEX ideas_dash_implemented ON ideas (implemented_at)
  INCLUDE (created_at, company_id, factory_business_unit_id, savings, cost, savings_type) WHERE progress >= 3;
