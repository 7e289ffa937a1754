-- Issue 18's speed budget: similar ideas by nearest neighbour within the unit (docs/decisions/010, "Speed").
-- 0007's GIN index finds every title of the whole table that shares enough trigrams with the text; in a plant
-- where titles repeat the same machines and words that is tens of thousands of rows, each fetched and compared
-- before the best five are kept. A GiST index on (unit, folded title) walks one unit's titles nearest first
-- (`<->`) and stops after five. btree_gist lets the unit's uuid sit in the same GiST index.
-- Without btree_gist (a PostgreSQL server without the contrib package) the block rolls back as a whole and the
-- GIN index of 0007 stays: the same query, just slower.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS btree_gist;
  EXECUTE 'CREATE INDEX IF NOT EXISTS ideas_similar_knn ON ideas USING gist (factory_business_unit_id, idea_text_norm gist_trgm_ops(siglen = 128))';
  DROP INDEX IF EXISTS ideas_similar_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'btree_gist or pg_trgm is not available: similar ideas keep the GIN index of 0007';
END
$$;
