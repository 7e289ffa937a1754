-- The trigram index of 0002 was skipped on every embedded database: PGlite loaded no pg_trgm until now, so
-- search scanned the table there. The server now loads the extension into PGlite (db/pglite.ts), and this
-- creates the index wherever it is missing. On a PostgreSQL server without the contrib package it is still
-- skipped, as in 0002.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXECUTE 'CREATE INDEX IF NOT EXISTS ideas_search_trgm ON ideas USING gin ((idea_text || '' '' || employee_name || '' '' || employee_code) gin_trgm_ops)';
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: idea search scans the table';
END
$$;
