-- The plant's own settings an administrator chooses (issue 30 items 15 and 16): the currency savings are shown in
-- (EGP unless changed) and whether the fifteen record kinds (countries, clients, projects, …) are in use. One row;
-- edits carry its version.
CREATE TABLE plant_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  currency text NOT NULL DEFAULT 'EGP',
  records_enabled boolean NOT NULL DEFAULT false,
  version integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO plant_settings (id) VALUES (true);
