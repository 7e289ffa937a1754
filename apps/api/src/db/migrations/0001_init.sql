-- Fikra initial schema. Plain SQL that runs unchanged on PostgreSQL 15+ and PGlite.
CREATE TABLE master_data (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL,
  name_en text NOT NULL,
  name_ar text NOT NULL,
  version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX master_data_kind_name_en ON master_data (kind, lower(name_en));
CREATE UNIQUE INDEX master_data_kind_name_ar ON master_data (kind, name_ar);
CREATE INDEX master_data_kind_created ON master_data (kind, created_at DESC);

CREATE TABLE master_data_parents (
  child_id uuid NOT NULL REFERENCES master_data(id) ON DELETE CASCADE,
  parent_id uuid NOT NULL REFERENCES master_data(id) ON DELETE RESTRICT,
  PRIMARY KEY (child_id, parent_id)
);
CREATE INDEX master_data_parents_parent ON master_data_parents (parent_id);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  username text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  user_code text,
  mobile text,
  user_type text NOT NULL DEFAULT 'USER',
  company_id uuid REFERENCES master_data(id) ON DELETE RESTRICT,
  factory_business_unit_id uuid REFERENCES master_data(id) ON DELETE RESTRICT,
  image text,
  default_lang text NOT NULL DEFAULT 'en',
  version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email ON users (email);
CREATE INDEX users_company ON users (company_id);
CREATE INDEX users_fbu ON users (factory_business_unit_id);

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  current_jti text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  filename text NOT NULL,
  content_type text NOT NULL,
  size bigint NOT NULL,
  sha256 text NOT NULL,
  purpose text NOT NULL,
  chunk_count integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE file_chunks (
  file_id uuid NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  n integer NOT NULL,
  data bytea NOT NULL,
  PRIMARY KEY (file_id, n)
);

CREATE TABLE employee_sheets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  file_id uuid REFERENCES files(id) ON DELETE SET NULL,
  row_count integer NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE employee_codes (
  code text PRIMARY KEY,
  name text NOT NULL,
  mobile text,
  sheet_id uuid REFERENCES employee_sheets(id) ON DELETE CASCADE
);

CREATE SEQUENCE idea_number_seq;
CREATE TABLE ideas (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  idea_number bigint NOT NULL DEFAULT nextval('idea_number_seq'),
  idea_text text NOT NULL,
  idea_desc text NOT NULL,
  idea_presenter_type text NOT NULL,
  employee_name text NOT NULL,
  employee_code text NOT NULL,
  employee_phone text,
  company_id uuid REFERENCES master_data(id) ON DELETE RESTRICT,
  factory_business_unit_id uuid REFERENCES master_data(id) ON DELETE RESTRICT,
  area_section_id uuid REFERENCES master_data(id) ON DELETE RESTRICT,
  aic_minibusiness_id uuid REFERENCES master_data(id) ON DELETE RESTRICT,
  department_id uuid REFERENCES master_data(id) ON DELETE RESTRICT,
  stage_id uuid REFERENCES master_data(id) ON DELETE RESTRICT,
  first_cut_id uuid REFERENCES master_data(id) ON DELETE RESTRICT,
  second_cut_id uuid REFERENCES master_data(id) ON DELETE RESTRICT,
  quarter text NOT NULL,
  year integer NOT NULL,
  kaizen_type text NOT NULL,
  effect_on_pqcdsm text[] NOT NULL DEFAULT '{}',
  estimated_annual_savings numeric NOT NULL DEFAULT 0,
  files_related jsonb NOT NULL DEFAULT '[]',
  operator_img jsonb NOT NULL DEFAULT '[]',
  imported boolean NOT NULL DEFAULT false,
  idea_code text,
  status jsonb NOT NULL,
  -- summary columns copied from status for filtering, sorting and the expanded list
  evaluated_value boolean NOT NULL DEFAULT false,
  approved_value boolean NOT NULL DEFAULT false,
  implemented_value boolean NOT NULL DEFAULT false,
  rewarded_value boolean NOT NULL DEFAULT false,
  replicated_value boolean NOT NULL DEFAULT false,
  replication_type text NOT NULL DEFAULT 'Not Replicated',
  total_ticks integer NOT NULL DEFAULT 0,
  priority text NOT NULL DEFAULT 'Low',
  evaluated_by text,
  approved_by text,
  cost numeric NOT NULL DEFAULT 0,
  savings numeric NOT NULL DEFAULT 0,
  roi numeric,
  reward numeric NOT NULL DEFAULT 0,
  can_be_replicated boolean NOT NULL DEFAULT false,
  replicated_from text,
  has_score jsonb NOT NULL DEFAULT '{"value": false}',
  opl jsonb,
  version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX ideas_number ON ideas (idea_number);
CREATE INDEX ideas_created ON ideas (created_at DESC, id DESC);
CREATE INDEX ideas_fbu_created ON ideas (factory_business_unit_id, created_at DESC);
CREATE INDEX ideas_area_created ON ideas (area_section_id, created_at DESC);
CREATE INDEX ideas_aic ON ideas (aic_minibusiness_id);
CREATE INDEX ideas_company ON ideas (company_id);
CREATE INDEX ideas_department ON ideas (department_id);
CREATE INDEX ideas_stage ON ideas (stage_id);
CREATE INDEX ideas_first_cut ON ideas (first_cut_id);
CREATE INDEX ideas_second_cut ON ideas (second_cut_id);
CREATE INDEX ideas_employee_code ON ideas (employee_code);
CREATE INDEX ideas_new ON ideas (created_at DESC) WHERE evaluated_value = false;

CREATE TABLE idea_history (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  idea_id uuid NOT NULL REFERENCES ideas(id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  user_id uuid,
  user_name text,
  stage text NOT NULL,
  decision text,
  changes jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX idea_history_idea ON idea_history (idea_id, at);

CREATE TABLE idea_scores (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  idea_id uuid NOT NULL REFERENCES ideas(id) ON DELETE CASCADE,
  suggested_by text,
  questions jsonb NOT NULL,
  total_ticks integer NOT NULL,
  priority text NOT NULL,
  due_date timestamptz,
  responsible_person text[] NOT NULL DEFAULT '{}',
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX idea_scores_idea ON idea_scores (idea_id);

CREATE TABLE idempotency_keys (
  key text NOT NULL,
  scope text NOT NULL,
  status_code integer NOT NULL,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);

CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);
