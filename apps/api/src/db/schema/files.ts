import { bigint, customType, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './core.js';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const files = pgTable('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  purpose: text('purpose').notNull(),
  chunkCount: integer('chunk_count').notNull(),
  createdAt: ts('created_at'),
});

export const fileChunks = pgTable(
  'file_chunks',
  {
    fileId: uuid('file_id').notNull(),
    n: integer('n').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.n] })],
);

export const employeeSheets = pgTable('employee_sheets', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileId: uuid('file_id'),
  rowCount: integer('row_count').notNull().default(0),
  version: integer('version').notNull().default(0),
  createdAt: ts('created_at'),
  updatedAt: ts('updated_at'),
});

export const employeeCodes = pgTable('employee_codes', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  mobile: text('mobile'),
  sheetId: uuid('sheet_id'),
});
