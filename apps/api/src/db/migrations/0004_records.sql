-- The generic records of spec §1/§7 (country ... notification): one table for every kind, the kind's fields in
-- jsonb, references in record_refs so the database itself refuses a dangling one or deleting a used record.
-- See docs/decisions/005-records-generic-table.md.
CREATE TABLE records (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL,
  name_en text NOT NULL,
  name_ar text NOT NULL,
  unique_name boolean NOT NULL DEFAULT false,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  search_text text NOT NULL DEFAULT '',
  -- the addressee of a notification
  user_id uuid REFERENCES users(id) ON DELETE CASCADE,
  version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX records_kind_created ON records (kind, created_at DESC, id);
CREATE INDEX records_kind_name ON records (kind, lower(name_en));
CREATE INDEX records_user ON records (user_id, created_at DESC) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX records_unique_name_en ON records (kind, lower(name_en)) WHERE unique_name;
CREATE UNIQUE INDEX records_unique_name_ar ON records (kind, name_ar) WHERE unique_name;

CREATE TABLE record_refs (
  record_id uuid NOT NULL REFERENCES records(id) ON DELETE CASCADE,
  -- the field holding the reference: 'client', or 'answers.question' inside an assessment's answers
  field text NOT NULL,
  target_id uuid NOT NULL REFERENCES records(id) ON DELETE RESTRICT,
  PRIMARY KEY (record_id, field, target_id)
);
CREATE INDEX record_refs_target ON record_refs (target_id);
