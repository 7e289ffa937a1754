-- Spreading an implemented idea to other units (issue 32, docs/decisions/032). A replication is an idea of its
-- own in the target unit; this row links it to its original and keeps what the spread needs: the original's
-- number (the link survives the original's deletion), who proposed it with which note, and a unit's decline.
CREATE TABLE idea_replications (
  replication_id uuid PRIMARY KEY REFERENCES ideas(id) ON DELETE CASCADE,
  original_id uuid REFERENCES ideas(id) ON DELETE SET NULL,
  original_number bigint NOT NULL,
  -- the replication's unit when proposed: one replication of an original per unit
  target_unit_id uuid NOT NULL,
  note text NOT NULL DEFAULT '',
  proposed_by text,
  proposed_at timestamptz NOT NULL DEFAULT now(),
  decline_reason text,
  decline_note text NOT NULL DEFAULT '',
  declined_by text,
  declined_at timestamptz
);
CREATE UNIQUE INDEX idea_replications_original_unit ON idea_replications (original_id, target_unit_id);
CREATE INDEX idea_replications_unit ON idea_replications (target_unit_id);
