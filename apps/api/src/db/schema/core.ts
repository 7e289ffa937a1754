import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const masterData = pgTable('master_data', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  version: integer('version').notNull().default(0),
  createdAt: ts('created_at'),
  updatedAt: ts('updated_at'),
});

export const masterDataParents = pgTable(
  'master_data_parents',
  {
    childId: uuid('child_id').notNull(),
    parentId: uuid('parent_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.childId, t.parentId] })],
);

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  userCode: text('user_code'),
  mobile: text('mobile'),
  userType: text('user_type').notNull().default('USER'),
  companyId: uuid('company_id'),
  factoryBusinessUnitId: uuid('factory_business_unit_id'),
  image: text('image'),
  defaultLang: text('default_lang').notNull().default('en'),
  version: integer('version').notNull().default(0),
  createdAt: ts('created_at'),
  updatedAt: ts('updated_at'),
});

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  currentJti: text('current_jti').notNull(),
  createdAt: ts('created_at'),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
});

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export { ts };
