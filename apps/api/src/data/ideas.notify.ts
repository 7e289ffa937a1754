import type { IdeaStatus, NamedRef } from '@fikra/shared';
import type { Tx } from '../db/client.js';

/** What the notifications need of an idea: its number, title, unit, presenter's contact and status. */
export interface IdeaNotifySummary {
  id: string;
  ideaNumber: number;
  ideaText: string;
  unit: NamedRef | null;
  employeeName: string;
  employeeCode: string;
  employeePhone: string | null;
  presenterLang: string | null;
  status: IdeaStatus;
}

interface SummaryRow {
  id: string;
  idea_number: string | number;
  idea_text: string;
  unit_id: string | null;
  unit_en: string | null;
  unit_ar: string | null;
  employee_name: string;
  employee_code: string;
  employee_phone: string | null;
  presenter_lang: string | null;
  status: IdeaStatus;
}

const toSummary = (r: SummaryRow): IdeaNotifySummary => ({
  id: r.id,
  ideaNumber: Number(r.idea_number),
  ideaText: r.idea_text,
  unit: r.unit_id ? { _id: r.unit_id, name: { en: r.unit_en ?? '', ar: r.unit_ar ?? '' } } : null,
  employeeName: r.employee_name,
  employeeCode: r.employee_code,
  employeePhone: r.employee_phone,
  presenterLang: r.presenter_lang,
  status: r.status,
});

/** The ideas' summaries by id (the dispatcher's fan-out and messages); a deleted idea is simply absent. */
export async function ideaNotifySummaries(q: Tx, ids: string[]): Promise<Map<string, IdeaNotifySummary>> {
  if (!ids.length) return new Map();
  const rows = await q.query<SummaryRow>(
    `select i.id, i.idea_number, i.idea_text, i.factory_business_unit_id as unit_id, m.name_en as unit_en, m.name_ar as unit_ar,
       i.employee_name, i.employee_code, i.employee_phone, i.presenter_lang, i.status
     from ideas i left join master_data m on m.id = i.factory_business_unit_id where i.id = any($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, toSummary(r)]));
}

/** Sets the language the presenter used on the public form (their messages are written in it). */
export async function setPresenterLang(q: Tx, id: string, lang: string) {
  await q.query('update ideas set presenter_lang = $2 where id = $1', [id, lang]);
}

/**
 * Ideas whose evaluation due date has passed while they wait for implementation (not rejected, not implemented):
 * id and due date, at most `limit`.
 */
export async function overdueIdeas(q: Tx, today: string, limit: number): Promise<{ id: string; dueDate: string }[]> {
  return q.query<{ id: string; dueDate: string }>(
    `select id, status->'evaluated'->'questions'->>'dueDate' as "dueDate" from ideas
     where (status->'evaluated'->'questions'->>'dueDate') is not null
       and left(status->'evaluated'->'questions'->>'dueDate', 10) < $1
       and (status->'evaluated'->>'value')::boolean and status->'evaluated'->>'accepted' = 'true'
       and not ((status->'implemented'->>'value')::boolean)
       and coalesce(status->'approved'->>'accepted', 'true') <> 'false'
     order by id limit $2`,
    [today, limit],
  );
}

const rejectedAt = (stage: string) => `((status->'${stage}'->>'value')::boolean and status->'${stage}'->>'accepted' = 'false')`;

/**
 * Ideas still open (not rewarded, rejected at no stage), oldest first, of one unit or of all (`unitId` undefined),
 * with how many there are and how many of them are overdue: the daily digest of a decider.
 */
export async function openIdeas(q: Tx, unitId: string | undefined, today: string, limit: number) {
  const where = `not ((status->'rewarded'->>'value')::boolean) and not ${rejectedAt('evaluated')} and not ${rejectedAt('approved')}
    and not ${rejectedAt('implemented')} ${unitId === undefined ? '' : 'and i.factory_business_unit_id = $3'}`;
  const overdue = `(status->'evaluated'->'questions'->>'dueDate') is not null and left(status->'evaluated'->'questions'->>'dueDate', 10) < $1
    and not ((status->'implemented'->>'value')::boolean)`;
  const params = unitId === undefined ? [today, limit] : [today, limit, unitId];
  const rows = await q.query<SummaryRow & { overdue: boolean; total: string; overdue_total: string }>(
    `select i.id, i.idea_number, i.idea_text, i.factory_business_unit_id as unit_id, m.name_en as unit_en, m.name_ar as unit_ar,
       i.employee_name, i.employee_code, i.employee_phone, i.presenter_lang, i.status, (${overdue}) as overdue,
       count(*) over () as total, count(*) filter (where ${overdue}) over () as overdue_total
     from ideas i left join master_data m on m.id = i.factory_business_unit_id
     where ${where} order by (${overdue}) desc, i.created_at limit $2`,
    params,
  );
  return {
    total: rows.length ? Number(rows[0].total) : 0,
    overdue: rows.length ? Number(rows[0].overdue_total) : 0,
    ideas: rows.map((r) => ({ ...toSummary(r), overdue: r.overdue })),
  };
}
