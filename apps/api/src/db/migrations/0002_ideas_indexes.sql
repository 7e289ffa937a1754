-- Indexes for the admin ideas list, its counts, export and search (DESIGN §8), measured with `npm run bench`
-- on 100,000 ideas. Plain SQL for PostgreSQL 15+ and PGlite.

-- The list's filter columns ride along in the two ordered indexes, so both the page of ids and the total
-- count are index-only scans for the filters people use (unit, specific location, AIC, stage flags,
-- replication type, date range). They replace the narrower 0001 indexes on the same keys.
DROP INDEX IF EXISTS ideas_created;
DROP INDEX IF EXISTS ideas_fbu_created;
CREATE INDEX ideas_list_created ON ideas (created_at DESC, id DESC)
  INCLUDE (factory_business_unit_id, area_section_id, aic_minibusiness_id, evaluated_value, approved_value,
           implemented_value, rewarded_value, replicated_value, replication_type);
CREATE INDEX ideas_list_fbu ON ideas (factory_business_unit_id, created_at DESC, id DESC)
  INCLUDE (area_section_id, aic_minibusiness_id, evaluated_value, approved_value, implemented_value,
           rewarded_value, replicated_value, replication_type);

-- 'View new ideas' of a unit (what MBUL/KEY_OWNER open first): counted over that unit's new ideas only,
-- instead of every idea of the unit.
CREATE INDEX ideas_new_fbu ON ideas (factory_business_unit_id, created_at DESC, id DESC)
  INCLUDE (area_section_id, aic_minibusiness_id, replication_type) WHERE NOT evaluated_value;

-- Search (idea text, employee name, employee code) uses a trigram index where the pg_trgm extension can be
-- created (PostgreSQL servers ship it; it is a trusted extension). Where it cannot (PGlite without the
-- extension loaded), search still works, scanning the table.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXECUTE 'CREATE INDEX ideas_search_trgm ON ideas USING gin ((idea_text || '' '' || employee_name || '' '' || employee_code) gin_trgm_ops)';
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: idea search scans the table';
END
$$;
