/**
 * The one home of test data: records made through the repositories of src/data (so a new column is added in
 * one place), and `useTestContext()` for a test file's database and app. API flows that a module's tests share
 * (accepting workflow stages, creating master data through the routes, the dashboard data set) are in
 * scenarios/, built on these.
 */
import { randomBytes } from 'node:crypto';
import {
  type HierarchyField,
  type IdeaStatus,
  type IdeaSubmissionInput,
  initialIdeaStatus,
  type ReplicationType,
  type StatusKey,
} from '@fikra/shared';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../src/config.js';
import { type IdeaTableRow, ideasRepository } from '../src/data/ideas.repository.js';
import { masterDataRepository } from '../src/data/masterData.repository.js';
import type { Tx } from '../src/db/client.js';
import { createTestContext, type TestContext } from './helpers.js';

export { createTestContext, TEST_PASSWORD, type TestContext } from './helpers.js';

/** The configuration a context starts with, or a function giving it once the file's earlier hooks have run. */
export type TestOverrides = Partial<Config> | (() => Partial<Config>);

/**
 * The test file's context (fresh database and app), created before its tests and closed after them. Use it at
 * the top of the file: `const t = useTestContext();` (its properties are readable once the tests run). A file
 * with two configurations calls it twice; inside a `describe`, the context lives for that block. Overrides that
 * need something an earlier `beforeAll` made (a mailbox's address, a folder) are given as a function.
 */
export function useTestContext(overrides: TestOverrides = {}): TestContext {
  let current: TestContext | undefined;
  // a new embedded database boots PGlite twice: on a busy machine that takes longer than the default hook time
  beforeAll(async () => {
    current = await createTestContext(typeof overrides === 'function' ? overrides() : overrides);
  }, 180_000);
  afterAll(() => current?.close());
  return new Proxy({} as TestContext, {
    has: (_target, key) => !!current && key in current,
    get: (_target, key) => {
      if (!current) throw new Error('The test context exists only inside the tests (beforeAll, it)');
      return current[key as keyof TestContext];
    },
  });
}

/**
 * One test's own context, closed when `run` ends: for a test that needs an empty database (the last ADMIN, a
 * restore into nothing, a table of its own to count) or a configuration no other test of the file shares.
 */
export async function withFreshTestContext<T>(run: (ctx: TestContext) => Promise<T>): Promise<T>;
export async function withFreshTestContext<T>(overrides: Partial<Config>, run: (ctx: TestContext) => Promise<T>): Promise<T>;
export async function withFreshTestContext<T>(
  ...args: [(ctx: TestContext) => Promise<T>] | [Partial<Config>, (ctx: TestContext) => Promise<T>]
): Promise<T> {
  const [overrides, run] = args.length === 1 ? [{}, args[0]] : args;
  const ctx = await createTestContext(overrides);
  try {
    return await run(ctx);
  } finally {
    await ctx.close();
  }
}

/** A database, or a test context whose database is meant. */
type Db = Tx | { db: Tx };
const dbOf = (d: Db): Tx => ('db' in d ? d.db : d);

let counter = 0;
/** A name no other test uses (at least 4 characters), in English and Arabic. */
export function uniqueName(tag = 'Item') {
  counter += 1;
  const n = `${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { en: `${tag} ${n}`, ar: `عنصر ${tag} ${n}` };
}

/** A master-data record under the given parents. */
export async function insertMasterData(d: Db, kind: string, en: string, ar = `${en} (ar)`, parents: string[] = []) {
  const repo = masterDataRepository(dbOf(d));
  const id = await repo.insert(kind, { en, ar });
  if (parents.length) await repo.replaceParents(id, parents);
  return id;
}

/** A factory business unit of its own. */
export const insertUnit = (d: Db, name = `Plant ${randomBytes(3).toString('hex')}`) =>
  insertMasterData(d, 'factoryBusinessUnit', name, `مصنع ${name}`);

/** Two factories under one company; areas A1, A2 in factory 1 and A3 in factory 2; AIC X1 in A1, X2 in A3. */
export async function seedUnits(d: Db) {
  const company = await insertMasterData(d, 'company', 'Nile Foods', 'أغذية النيل');
  const f1 = await insertMasterData(d, 'factoryBusinessUnit', 'Cairo plant', 'مصنع القاهرة', [company]);
  const f2 = await insertMasterData(d, 'factoryBusinessUnit', 'Suez plant', 'مصنع السويس', [company]);
  const a1 = await insertMasterData(d, 'areaSection', 'Filling line', 'خط التعبئة', [f1]);
  const a2 = await insertMasterData(d, 'areaSection', 'Packing area', 'منطقة التغليف', [f1]);
  const a3 = await insertMasterData(d, 'areaSection', 'Suez warehouse', 'مخزن السويس', [f2]);
  const x1 = await insertMasterData(d, 'AICMiniBusiness', 'Cell one', 'الخلية الأولى', [a1]);
  const x2 = await insertMasterData(d, 'AICMiniBusiness', 'Cell two', 'الخلية الثانية', [a3]);
  return { company, f1, f2, a1, a2, a3, x1, x2 };
}
export type Units = Awaited<ReturnType<typeof seedUnits>>;

/** A full chain of every level under one company, and a second chain under another to mismatch with. */
export async function seedHierarchy(d: Db) {
  const md = (kind: string, name: string, parents: string[] = []) => insertMasterData(d, kind, name, `${name} (ar)`, parents);
  const company = await md('company', 'Acme Foods');
  const otherCompany = await md('company', 'Other Group');
  const factory = await md('factoryBusinessUnit', 'Cairo Plant', [company]);
  const otherFactory = await md('factoryBusinessUnit', 'Alex Plant', [otherCompany]);
  const area = await md('areaSection', 'Filling Line', [factory]);
  const otherArea = await md('areaSection', 'Packing Hall', [otherFactory]);
  const aic = await md('AICMiniBusiness', 'Bottling Cell', [area]);
  const otherAic = await md('AICMiniBusiness', 'Carton Cell', [otherArea]);
  const department = await md('department', 'Maintenance', [factory]);
  const otherDepartment = await md('department', 'Logistics', [otherFactory]);
  const stage = await md('stage', 'Preparation', [department]);
  const otherStage = await md('stage', 'Dispatch', [otherDepartment]);
  const firstCut = await md('firstCut', 'Mixing', [stage]);
  const otherFirstCut = await md('firstCut', 'Loading', [otherStage]);
  const secondCut = await md('secondCut', 'Dosing', [firstCut]);
  const otherSecondCut = await md('secondCut', 'Stacking', [otherFirstCut]);
  return {
    ...{ company, otherCompany, factory, otherFactory, area, otherArea, aic, otherAic, department, otherDepartment },
    ...{ stage, otherStage, firstCut, otherFirstCut, secondCut, otherSecondCut },
  };
}
export type Hierarchy = Awaited<ReturnType<typeof seedHierarchy>>;

/** A submission body the server accepts. */
export const validIdea = (h: Hierarchy, patch: Partial<Record<keyof IdeaSubmissionInput, unknown>> = {}) => ({
  ideaPresenterType: 'Visitor',
  employeeName: 'Mona Hassan Ibrahim',
  employeeCode: 'V-2026',
  employeePhone: '01012345678',
  factoryBusinessUnit: h.factory,
  areaSection: h.area,
  kaizenType: 'Quick win',
  effectOnPQCDSM: ['Quality', 'Cost'],
  estimatedAnualSavings: 12000,
  ideaText: 'Reuse the rinse water of the filling line',
  ideaDesc: 'Collect the final rinse water in a tank and use it for the first rinse of the next batch.',
  ...patch,
});

export interface IdeaSeed {
  ideaText?: string;
  ideaDesc?: string;
  presenter?: 'Employee' | 'Visitor';
  employeeName?: string;
  employeeCode?: string;
  company?: string | null;
  factory?: string | null;
  area?: string | null;
  aic?: string | null;
  /** any other hierarchy references */
  refs?: Partial<Record<HierarchyField, string | null>>;
  kaizenType?: string;
  effects?: string[];
  /** the whole status document; otherwise the initial one with `done` stages set */
  status?: IdeaStatus;
  /** stages whose value is true (with `status` unset) */
  done?: StatusKey[];
  replicationType?: ReplicationType;
  createdAt?: string;
  /** summary columns set as given, whatever the status says (lists sorted or filtered by them) */
  columns?: Partial<Record<keyof IdeaTableRow, unknown>>;
  totalTicks?: number;
  priority?: 'Low' | 'High';
  savings?: number;
}

/** The status document of a seed: the given one, or the initial one with its `done` stages set. */
function statusOf(seed: IdeaSeed): IdeaStatus {
  if (seed.status) return seed.status;
  const status = initialIdeaStatus();
  for (const key of seed.done ?? []) status[key].value = true;
  if (seed.replicationType) status.replicated.type = seed.replicationType;
  if (seed.done) status.approved.estimatedSavings = { amount: 1500, type: 'Cost Avoidance' };
  return status;
}

/** An idea written by the ideas repository, with its status and, if given, summary columns forced. */
export async function insertIdea(d: Db, seed: IdeaSeed = {}): Promise<{ id: string; ideaNumber: number }> {
  const q = dbOf(d);
  const status = statusOf(seed);
  const created = new Date(seed.createdAt ?? Date.now());
  const done = new Set(seed.done ?? []);
  const { id, ideaNumber } = await ideasRepository(q).insert({
    ideaText: seed.ideaText ?? 'Standardise the changeover tooling on the line',
    ideaDesc: seed.ideaDesc ?? seed.ideaText ?? 'Standardise the changeover tooling on the line',
    ideaPresenterType: seed.presenter ?? 'Employee',
    employeeName: seed.employeeName ?? 'Ahmed Mohamed Ali',
    employeeCode: seed.employeeCode ?? 'E0001',
    employeePhone: null,
    refs: {
      company: seed.company ?? null,
      factoryBusinessUnit: seed.factory ?? null,
      areaSection: seed.area ?? null,
      AICMinibusiness: seed.aic ?? null,
      department: null,
      stage: null,
      firstCut: null,
      secondCut: null,
      ...seed.refs,
    },
    quarter: 'Q1',
    year: 2026,
    kaizenType: seed.kaizenType ?? 'Quality',
    effectOnPQCDSM: seed.effects ?? ['Quality', 'Cost'],
    estimatedAnualSavings: 12000,
    filesRelated: [],
    operatorImg: [],
    status,
    createdAt: created,
  });
  const columns: Record<string, unknown> = {
    ...(seed.done
      ? {
          evaluated_value: done.has('evaluated'),
          approved_value: done.has('approved'),
          implemented_value: done.has('implemented'),
          rewarded_value: done.has('rewarded'),
          replicated_value: done.has('replicated'),
          evaluated_by: done.has('evaluated') ? 'consultant' : null,
          cost: done.has('implemented') ? 2000 : 0,
        }
      : {}),
    ...(seed.replicationType ? { replication_type: seed.replicationType } : {}),
    ...(seed.totalTicks !== undefined ? { total_ticks: seed.totalTicks } : {}),
    ...(seed.priority ? { priority: seed.priority } : {}),
    ...(seed.savings !== undefined ? { savings: seed.savings } : {}),
    ...seed.columns,
  };
  const names = Object.keys(columns);
  if (names.length) {
    await q.query(`update ideas set ${names.map((c, n) => `${c} = $${n + 2}`).join(', ')} where id = $1`, [
      id,
      ...names.map((c) => columns[c]),
    ]);
  }
  return { id, ideaNumber };
}

/** A stored file row without content (enough for a reference check). */
export async function insertImage(d: Db, contentType = 'image/png'): Promise<string> {
  const [row] = await dbOf(d).query<{ id: string }>(
    `insert into files (filename, content_type, size, sha256, purpose, chunk_count)
     values ('photo', $1, 0, 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', 'image', 0) returning id`,
    [contentType],
  );
  return row.id;
}

/** The idea's row as stored. */
export async function ideaRow(d: Db, id: string): Promise<IdeaTableRow> {
  return (await ideasRepository(dbOf(d)).lockForUpdate(id))!;
}

/** The idea's history as stored, oldest first. */
export async function historyOf(d: Db, id: string) {
  return dbOf(d).query<{ stage: string; decision: string | null; user_name: string; changes: Record<string, unknown> }>(
    'select * from idea_history where idea_id = $1 order by at, id',
    [id],
  );
}

export async function countIdeas(d: Db) {
  const [row] = await dbOf(d).query<{ n: string }>('select count(*) as n from ideas');
  return Number(row.n);
}

/** Days before now, as ISO. */
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/**
 * Ideas whose row in the search table (0018_idea_search.sql) is missing, stale or left over: 0 when the
 * triggers kept it in step with every write.
 */
export async function searchTableDrift(d: Db) {
  const [row] = await dbOf(d).query<{ n: string }>(
    `select count(*) as n from ideas i full join idea_search s on s.id = i.id
      where i.id is null or s.id is null
         or (s.imported, s.factory_business_unit_id, s.created_at, s.search_text) is distinct from
            (i.imported, i.factory_business_unit_id, i.created_at, idea_search_text(i))`,
  );
  return Number(row.n);
}
