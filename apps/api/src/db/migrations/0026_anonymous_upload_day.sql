-- Visitors' uploads are bounded per day in total, attached to an idea or not (issue 29 item 1,
-- docs/decisions/026): the ledger books each file (file_id) and, once a submitted idea attaches it, that idea
-- (idea_id), so the files of an idea whose evaluation was accepted stop counting. Rows of 0017 have neither and
-- count until they are a day old.
ALTER TABLE anonymous_upload_ledger ADD COLUMN file_id uuid, ADD COLUMN idea_id uuid;
CREATE INDEX anonymous_upload_ledger_created ON anonymous_upload_ledger (created_at);
CREATE INDEX anonymous_upload_ledger_file ON anonymous_upload_ledger (file_id) WHERE file_id IS NOT NULL;
