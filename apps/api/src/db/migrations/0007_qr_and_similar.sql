-- Issue 18: QR posters and similar-idea hints.

-- A poster's short token names a master-data record and the path of parents chosen when it was printed
-- (a record may have several parents). Deleting the record deletes its tokens; a record that moved is
-- detected when the token is resolved, by checking the stored path against the current parent links.
CREATE TABLE qr_codes (
  token text PRIMARY KEY,
  master_data_id uuid NOT NULL REFERENCES master_data (id) ON DELETE CASCADE,
  path jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX qr_codes_record_path ON qr_codes (master_data_id, path);

-- The text form that similar ideas are compared in: Arabic letter variants folded (alef and hamza forms,
-- taa marbuta, alef maqsura), diacritics and tatweel removed, Arabic-Indic digits made Western, lower case,
-- runs of anything that is not a letter or digit made one space. Written once, here, so that the stored
-- column and the query text are folded by the same code.
CREATE FUNCTION fikra_normalize(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $fn$
  SELECT btrim(regexp_replace(
    translate(lower(t),
      'أإآٱؤئىة٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ًٌٍَُِّْٰـ',
      'ااااوييه01234567890123456789'),
    '[^[:alnum:]ء-ي]+', ' ', 'g'))
$fn$;

ALTER TABLE ideas ADD COLUMN idea_text_norm text GENERATED ALWAYS AS (fikra_normalize(idea_text)) STORED;

-- The original idea an evaluator linked when rejecting this one as 'Already submitted before'.
ALTER TABLE ideas ADD COLUMN duplicate_of uuid REFERENCES ideas (id) ON DELETE SET NULL;

DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXECUTE 'CREATE INDEX IF NOT EXISTS ideas_similar_trgm ON ideas USING gin (idea_text_norm gin_trgm_ops)';
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: similar ideas are compared without an index';
END
$$;
