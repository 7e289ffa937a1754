import type { FileRef, IdeaStatus, OplRow } from '@fikra/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './core.js';

const num = (name: string) => numeric(name, { mode: 'number' });

export const ideas = pgTable('ideas', {
  id: uuid('id').primaryKey().defaultRandom(),
  ideaNumber: bigint('idea_number', { mode: 'number' }).notNull(),
  ideaText: text('idea_text').notNull(),
  ideaDesc: text('idea_desc').notNull(),
  ideaPresenterType: text('idea_presenter_type').notNull(),
  employeeName: text('employee_name').notNull(),
  employeeCode: text('employee_code').notNull(),
  employeePhone: text('employee_phone'),
  companyId: uuid('company_id'),
  factoryBusinessUnitId: uuid('factory_business_unit_id'),
  areaSectionId: uuid('area_section_id'),
  aicMinibusinessId: uuid('aic_minibusiness_id'),
  departmentId: uuid('department_id'),
  stageId: uuid('stage_id'),
  firstCutId: uuid('first_cut_id'),
  secondCutId: uuid('second_cut_id'),
  quarter: text('quarter').notNull(),
  year: integer('year').notNull(),
  kaizenType: text('kaizen_type').notNull(),
  effectOnPqcdsm: text('effect_on_pqcdsm').array().notNull().default([]),
  estimatedAnnualSavings: num('estimated_annual_savings').notNull().default(0),
  filesRelated: jsonb('files_related').$type<FileRef[]>().notNull().default([]),
  operatorImg: jsonb('operator_img').$type<FileRef[]>().notNull().default([]),
  imported: boolean('imported').notNull().default(false),
  ideaCode: text('idea_code'),
  status: jsonb('status').$type<IdeaStatus>().notNull(),
  evaluatedValue: boolean('evaluated_value').notNull().default(false),
  approvedValue: boolean('approved_value').notNull().default(false),
  implementedValue: boolean('implemented_value').notNull().default(false),
  rewardedValue: boolean('rewarded_value').notNull().default(false),
  replicatedValue: boolean('replicated_value').notNull().default(false),
  replicationType: text('replication_type').notNull().default('Not Replicated'),
  totalTicks: integer('total_ticks').notNull().default(0),
  priority: text('priority').notNull().default('Low'),
  evaluatedBy: text('evaluated_by'),
  approvedBy: text('approved_by'),
  cost: num('cost').notNull().default(0),
  savings: num('savings').notNull().default(0),
  roi: num('roi'),
  reward: num('reward').notNull().default(0),
  canBeReplicated: boolean('can_be_replicated').notNull().default(false),
  replicatedFrom: text('replicated_from'),
  hasScore: jsonb('has_score').$type<{ value: boolean; scoreId?: string }>().notNull().default({ value: false }),
  opl: jsonb('opl').$type<{ rows: OplRow[]; report: string; savedAt: string } | null>(),
  version: integer('version').notNull().default(0),
  createdAt: ts('created_at'),
  updatedAt: ts('updated_at'),
  // derived by the database from status (0003_dashboard.sql), read by the dashboard; never written
  evaluatedAt: timestamp('evaluated_at', { withTimezone: true, mode: 'string' }).generatedAlwaysAs(
    sql`fikra_stage_time(status, 'evaluated')`,
  ),
  approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'string' }).generatedAlwaysAs(
    sql`fikra_stage_time(status, 'approved')`,
  ),
  implementedAt: timestamp('implemented_at', { withTimezone: true, mode: 'string' }).generatedAlwaysAs(
    sql`fikra_stage_time(status, 'implemented')`,
  ),
  progress: smallint('progress').generatedAlwaysAs(sql`fikra_progress(status)`),
  blocked: text('blocked').generatedAlwaysAs(sql`fikra_blocked(status)`),
  estimatedSavings: num('estimated_savings').generatedAlwaysAs(
    sql`case when jsonb_typeof(status #> '{approved,estimatedSavings,amount}') = 'number' then (status #>> '{approved,estimatedSavings,amount}')::numeric else 0 end`,
  ),
  createdMonth: date('created_month', { mode: 'string' }).generatedAlwaysAs(
    sql`(date_trunc('month', created_at at time zone 'UTC'))::date`,
  ),
  savingsType: text('savings_type').generatedAlwaysAs(
    sql`coalesce(status #>> '{approved,estimatedSavings,type}', 'Hard Saving')`,
  ),
});

export const ideaHistory = pgTable('idea_history', {
  id: uuid('id').primaryKey().defaultRandom(),
  ideaId: uuid('idea_id').notNull(),
  at: ts('at'),
  userId: uuid('user_id'),
  userName: text('user_name'),
  stage: text('stage').notNull(),
  decision: text('decision'),
  changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
});

export const ideaScores = pgTable('idea_scores', {
  id: uuid('id').primaryKey().defaultRandom(),
  ideaId: uuid('idea_id').notNull(),
  suggestedBy: text('suggested_by'),
  questions: jsonb('questions').$type<Record<string, boolean>>().notNull(),
  totalTicks: integer('total_ticks').notNull(),
  priority: text('priority').notNull(),
  dueDate: timestamp('due_date', { withTimezone: true, mode: 'date' }),
  responsiblePerson: text('responsible_person').array().notNull().default([]),
  createdBy: uuid('created_by'),
  createdAt: ts('created_at'),
  updatedAt: ts('updated_at'),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: ts('created_at'),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
