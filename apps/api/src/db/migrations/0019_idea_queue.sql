-- The decider's queue (issue 26, decision 023): submitted ideas waiting for a decision at the stage after their
-- progress (not rejected there), oldest first by the time they reached that stage. The expression is the one
-- data/ideas.queue.ts orders by, so a queue page is a range of this partial index.
CREATE INDEX IF NOT EXISTS ideas_queue ON ideas (
  progress,
  (COALESCE(CASE progress WHEN 1 THEN evaluated_at WHEN 2 THEN approved_at WHEN 3 THEN implemented_at END, created_at)),
  idea_number
) INCLUDE (factory_business_unit_id)
  WHERE NOT imported AND progress < 4 AND blocked IS DISTINCT FROM 'rejected';
