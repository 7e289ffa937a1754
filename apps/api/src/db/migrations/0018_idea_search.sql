-- Issue 17, decision 022: search reads a narrow table of its own. An idea's row is about 1.9 KB (the status
-- document), so counting the 12,500 ideas that a common name matches read 12,500 heap pages of `ideas`; this
-- table holds, per idea, only the searched text and the columns the plain list narrows on (submitted or
-- imported, unit, date), a few hundred pages for the same count. Triggers keep it in step with `ideas`, in
-- the same transaction as the write; deleting an idea deletes its row (foreign key).
CREATE TABLE idea_search (
  id uuid PRIMARY KEY REFERENCES ideas (id) ON DELETE CASCADE,
  imported boolean NOT NULL,
  factory_business_unit_id uuid,
  created_at timestamptz NOT NULL,
  -- the expression the search has always matched (0002_ideas_indexes.sql), lower-cased once here: a search
  -- matches it with LIKE on a lower-cased pattern, what ILIKE does on every row it checks
  search_text text
);
CREATE INDEX idea_search_created ON idea_search (created_at DESC, id DESC);

-- an idea's search_text, in one place for the fill below and the trigger
CREATE FUNCTION idea_search_text(i ideas) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(i.idea_text || ' ' || i.employee_name || ' ' || i.employee_code)
$$;

INSERT INTO idea_search (id, imported, factory_business_unit_id, created_at, search_text)
SELECT id, imported, factory_business_unit_id, created_at, idea_search_text(ideas) FROM ideas;

-- one row-level trigger function for inserts and for updates of a copied column (a workflow step does not fire
-- it); row by row rather than once per statement with a transition table, which would hold the whole inserted
-- rows (about 2 KB each, 20 MB for an import of 10,000) in memory and spill them to disk
CREATE FUNCTION idea_search_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO idea_search (id, imported, factory_business_unit_id, created_at, search_text)
  VALUES (NEW.id, NEW.imported, NEW.factory_business_unit_id, NEW.created_at, idea_search_text(NEW))
  ON CONFLICT (id) DO UPDATE
  SET imported = excluded.imported, factory_business_unit_id = excluded.factory_business_unit_id,
      created_at = excluded.created_at, search_text = excluded.search_text;
  RETURN NULL;
END
$$;
CREATE TRIGGER ideas_search_insert AFTER INSERT ON ideas FOR EACH ROW EXECUTE FUNCTION idea_search_write();
CREATE TRIGGER ideas_search_update
  AFTER UPDATE OF idea_text, employee_name, employee_code, imported, factory_business_unit_id, created_at ON ideas
  FOR EACH ROW
  WHEN ((OLD.idea_text, OLD.employee_name, OLD.employee_code, OLD.imported, OLD.factory_business_unit_id, OLD.created_at)
        IS DISTINCT FROM (NEW.idea_text, NEW.employee_name, NEW.employee_code, NEW.imported, NEW.factory_business_unit_id, NEW.created_at))
  EXECUTE FUNCTION idea_search_write();

-- the trigram index moves here from `ideas` (one index to keep up on each write, on the narrow rows); without
-- pg_trgm (a PostgreSQL server without the contrib package) search scans this narrow table instead
DROP INDEX IF EXISTS ideas_search_trgm;
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXECUTE 'CREATE INDEX idea_search_trgm ON idea_search USING gin (search_text gin_trgm_ops)';
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: idea search scans the idea_search table';
END
$$;
