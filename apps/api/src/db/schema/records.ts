import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Mirror of migrations/0004_records.sql: every record kind in one table (docs/decisions/007-records-generic-table.md). */
export const records = pgTable('records', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  uniqueName: boolean('unique_name').notNull().default(false),
  data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
  searchText: text('search_text').notNull().default(''),
  userId: uuid('user_id'),
  version: integer('version').notNull().default(0),
  createdAt: ts('created_at'),
  updatedAt: ts('updated_at'),
});

export const recordRefs = pgTable(
  'record_refs',
  {
    recordId: uuid('record_id').notNull(),
    field: text('field').notNull(),
    targetId: uuid('target_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.recordId, t.field, t.targetId] })],
);
