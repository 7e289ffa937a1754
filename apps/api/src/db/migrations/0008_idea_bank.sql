-- Issue 11: the idea banks list implemented and accepted ideas, submitted or imported. They are a small part of
-- all ideas; this partial index holds only them, in the list's order, with the list's filter columns, so a bank
-- page and its count never scan the whole ideas table.
CREATE INDEX IF NOT EXISTS ideas_bank ON ideas (imported, created_at DESC, id DESC)
  INCLUDE (factory_business_unit_id, area_section_id, aic_minibusiness_id, evaluated_value, approved_value,
           rewarded_value, replicated_value, replication_type)
  WHERE implemented_value AND (status->'implemented'->>'accepted') = 'true';
