-- Issue 12: ideas imported from a spreadsheet are matched on their idea code (a re-import adds nothing), and the
-- admin ideas list shows submitted ideas only while the imported list shows imported ones. The list indexes of
-- 0002 become partial (submitted ideas: what the list, its count and the export read), and imported ideas get
-- an index of their own in the same order with the same filter columns.
CREATE UNIQUE INDEX IF NOT EXISTS ideas_imported_code ON ideas (idea_code) WHERE imported;

DROP INDEX IF EXISTS ideas_list_created;
DROP INDEX IF EXISTS ideas_list_fbu;
DROP INDEX IF EXISTS ideas_new_fbu;
CREATE INDEX ideas_list_created ON ideas (created_at DESC, id DESC)
  INCLUDE (factory_business_unit_id, area_section_id, aic_minibusiness_id, evaluated_value, approved_value,
           implemented_value, rewarded_value, replicated_value, replication_type)
  WHERE NOT imported;
CREATE INDEX ideas_list_fbu ON ideas (factory_business_unit_id, created_at DESC, id DESC)
  INCLUDE (area_section_id, aic_minibusiness_id, evaluated_value, approved_value, implemented_value,
           rewarded_value, replicated_value, replication_type)
  WHERE NOT imported;
CREATE INDEX ideas_new_fbu ON ideas (factory_business_unit_id, created_at DESC, id DESC)
  INCLUDE (area_section_id, aic_minibusiness_id, replication_type) WHERE NOT evaluated_value AND NOT imported;
CREATE INDEX ideas_imported_list ON ideas (created_at DESC, id DESC)
  INCLUDE (factory_business_unit_id, evaluated_value, approved_value, implemented_value, rewarded_value, replicated_value)
  WHERE imported;
