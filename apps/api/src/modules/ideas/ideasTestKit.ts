import { initialIdeaStatus, type ReplicationType, type StatusKey } from '@fikra/shared';
import type { Database } from '../../db/client.js';

/** Test data for the ideas list: a small hierarchy and ideas inserted with SQL, flags and status agreeing. */

export async function insertMasterData(db: Database, kind: string, en: string, ar: string, parents: string[] = []) {
  const [row] = await db.query<{ id: string }>(
    'insert into master_data (kind, name_en, name_ar) values ($1, $2, $3) returning id',
    [kind, en, ar],
  );
  for (const parent of parents) {
    await db.query('insert into master_data_parents (child_id, parent_id) values ($1, $2)', [row.id, parent]);
  }
  return row.id;
}

/** Two factories under one company; areas A1, A2 in factory 1 and A3 in factory 2; AIC X1 in A1, X2 in A3. */
export async function seedHierarchy(db: Database) {
  const company = await insertMasterData(db, 'company', 'Nile Foods', 'أغذية النيل');
  const f1 = await insertMasterData(db, 'factoryBusinessUnit', 'Cairo plant', 'مصنع القاهرة', [company]);
  const f2 = await insertMasterData(db, 'factoryBusinessUnit', 'Suez plant', 'مصنع السويس', [company]);
  const a1 = await insertMasterData(db, 'areaSection', 'Filling line', 'خط التعبئة', [f1]);
  const a2 = await insertMasterData(db, 'areaSection', 'Packing area', 'منطقة التغليف', [f1]);
  const a3 = await insertMasterData(db, 'areaSection', 'Suez warehouse', 'مخزن السويس', [f2]);
  const x1 = await insertMasterData(db, 'AICMiniBusiness', 'Cell one', 'الخلية الأولى', [a1]);
  const x2 = await insertMasterData(db, 'AICMiniBusiness', 'Cell two', 'الخلية الثانية', [a3]);
  return { company, f1, f2, a1, a2, a3, x1, x2 };
}
export type Hierarchy = Awaited<ReturnType<typeof seedHierarchy>>;

export interface IdeaSeed {
  ideaText?: string;
  employeeName?: string;
  employeeCode?: string;
  company?: string | null;
  factory?: string | null;
  area?: string | null;
  aic?: string | null;
  /** stages whose value is true */
  done?: StatusKey[];
  replicationType?: ReplicationType;
  createdAt?: string;
  totalTicks?: number;
  priority?: 'Low' | 'High';
  savings?: number;
  kaizenType?: string;
  effects?: string[];
}

/** Inserts one idea; summary columns and the status document agree. Returns its id and number. */
export async function insertIdea(db: Database, seed: IdeaSeed = {}) {
  const done = new Set(seed.done ?? []);
  const status = initialIdeaStatus();
  for (const key of done) status[key].value = true;
  if (seed.replicationType) status.replicated.type = seed.replicationType;
  status.approved.estimatedSavings = { amount: 1500, type: 'Cost Avoidance' };
  const created = seed.createdAt ?? new Date().toISOString();
  const [row] = await db.query<{ id: string; idea_number: string }>(
    `insert into ideas (idea_text, idea_desc, idea_presenter_type, employee_name, employee_code, company_id, factory_business_unit_id,
       area_section_id, aic_minibusiness_id, quarter, year, kaizen_type, effect_on_pqcdsm, estimated_annual_savings, status,
       evaluated_value, approved_value, implemented_value, rewarded_value, replicated_value, replication_type, total_ticks, priority,
       evaluated_by, savings, cost, created_at, updated_at)
     values ($1, $1, 'Employee', $2, $3, $4, $5, $6, $7, 'Q1', 2026, $8, $9, 12000, $10, $11, $12, $13, $14, $15, $16, $17, $18,
       $19, $20, $21, $22, $22)
     returning id, idea_number`,
    [
      seed.ideaText ?? 'Standardise the changeover tooling on the line',
      seed.employeeName ?? 'Ahmed Mohamed Ali',
      seed.employeeCode ?? 'E0001',
      seed.company ?? null,
      seed.factory ?? null,
      seed.area ?? null,
      seed.aic ?? null,
      seed.kaizenType ?? 'Quality',
      seed.effects ?? ['Quality', 'Cost'],
      JSON.stringify(status),
      done.has('evaluated'),
      done.has('approved'),
      done.has('implemented'),
      done.has('rewarded'),
      done.has('replicated'),
      seed.replicationType ?? 'Not Replicated',
      seed.totalTicks ?? 0,
      seed.priority ?? 'Low',
      done.has('evaluated') ? 'consultant' : null,
      seed.savings ?? 0,
      done.has('implemented') ? 2000 : 0,
      created,
    ],
  );
  return { id: row.id, ideaNumber: Number(row.idea_number) };
}

/** Days before now, as ISO. */
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
