-- Uploads made without signing in (the public idea form) are bounded (DESIGN §7, docs/decisions/021):
-- a file stays "anonymous and unused" until a submitted idea attaches it, and such files are capped in total
-- and removed within the hour; every anonymous upload is also booked against its address's hourly budget.
ALTER TABLE files ADD COLUMN anonymous_unused boolean NOT NULL DEFAULT false;
CREATE INDEX files_anonymous_unused ON files (created_at) WHERE anonymous_unused;

CREATE TABLE anonymous_upload_ledger (
  address text NOT NULL,
  bytes bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX anonymous_upload_ledger_address ON anonymous_upload_ledger (address, created_at);
