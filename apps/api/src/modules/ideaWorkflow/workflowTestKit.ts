/** Test helpers for the workflow: ideas, units and images inserted with SQL (no dependency on other modules). */
import { randomBytes } from 'node:crypto';
import { type IdeaStatus, initialIdeaStatus, type StatusKey } from '@fikra/shared';
import type { TestContext } from '../../../test/helpers.js';

export async function insertUnit(t: TestContext, name = `Plant ${randomBytes(3).toString('hex')}`): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(
    `insert into master_data (kind, name_en, name_ar) values ('factoryBusinessUnit', $1, $2) returning id`,
    [name, `مصنع ${name}`],
  );
  return row.id;
}

export async function insertIdea(
  t: TestContext,
  fields: { unitId?: string | null; status?: IdeaStatus; employeeName?: string } = {},
): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(
    `insert into ideas (idea_text, idea_desc, idea_presenter_type, employee_name, employee_code, factory_business_unit_id,
       quarter, year, kaizen_type, status)
     values ('Use gravity rollers on line 3 to move cartons', 'Cartons are carried by hand between stations today',
       'Employee', $1, 'EMP-1001', $2, 'Q1', 2026, 'Quick win', $3::jsonb) returning id`,
    [fields.employeeName ?? 'Omar Khaled Hassan', fields.unitId ?? null, JSON.stringify(fields.status ?? initialIdeaStatus())],
  );
  return row.id;
}

export async function insertImage(t: TestContext, contentType = 'image/png'): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(
    `insert into files (filename, content_type, size, sha256, purpose, chunk_count)
     values ('photo', $1, 0, 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', 'image', 0) returning id`,
    [contentType],
  );
  return row.id;
}

export async function ideaRow(t: TestContext, id: string) {
  const [row] = await t.db.query<Record<string, unknown> & { status: IdeaStatus; version: number }>(
    'select * from ideas where id = $1',
    [id],
  );
  return row;
}

export async function historyOf(t: TestContext, id: string) {
  return t.db.query<{ stage: string; decision: string | null; user_name: string; changes: Record<string, unknown> }>(
    'select * from idea_history where idea_id = $1 order by at, id',
    [id],
  );
}

export function putStage(t: TestContext, token: string, id: string, key: StatusKey | string, payload: Record<string, unknown>) {
  return t.request({ method: 'PUT', url: `/v1/idea-crud/updateStatus/${id}/${key}`, token, payload });
}

/** A complete Accepted body for each stage. */
export const ACCEPT: Record<StatusKey, Record<string, unknown>> = {
  evaluated: {
    accepted: true,
    questions: { isItCheap: true, isItEasyToImplement: true, canWeImplementItOurselves: true, isItUrgent: true },
    responsiblePerson: ['Omar'],
    dueDate: '2026-04-01',
  },
  approved: { accepted: true, estimatedSavings: { amount: 1000 } },
  implemented: { accepted: true, cost: 200, savings: 500 },
  rewarded: { accepted: true, savings: 150, eventName: 'Kaizen Day' },
  replicated: { type: 'Fully Replicated' },
};

/** Accepts the given stages in order through the API and returns the idea's version. */
export async function acceptStages(t: TestContext, token: string, id: string, keys: StatusKey[]): Promise<number> {
  let version = (await ideaRow(t, id)).version;
  for (const key of keys) {
    const res = await putStage(t, token, id, key, { ...ACCEPT[key], version });
    if (res.statusCode !== 200) throw new Error(`${key}: ${res.body}`);
    version = res.json().version;
  }
  return version;
}
