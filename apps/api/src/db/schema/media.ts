import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './core.js';

/** Mirror of 0006_media.sql. */
export const mediaDocuments = pgTable('media_documents', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  fileId: uuid('file_id').notNull(),
  version: integer('version').notNull().default(0),
  createdAt: ts('created_at'),
  updatedAt: ts('updated_at'),
});

export const videos = pgTable('videos', {
  id: uuid('id').primaryKey().defaultRandom(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  fileId: uuid('file_id').notNull(),
  version: integer('version').notNull().default(0),
  createdAt: ts('created_at'),
  updatedAt: ts('updated_at'),
});
