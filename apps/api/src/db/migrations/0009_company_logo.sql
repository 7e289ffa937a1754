-- Issue 11: a company record can carry a logo, printed on the kaizen journal. A foreign key (not a file id in
-- text) lets the unreferenced-file cleanup find it from the catalog: a replaced or removed logo, or the logo of a
-- deleted company, is no longer referenced and is cleaned up after the grace period. No index: the column is
-- only read through the record's primary key.
ALTER TABLE master_data ADD COLUMN logo_file_id uuid REFERENCES files(id) ON DELETE RESTRICT;
