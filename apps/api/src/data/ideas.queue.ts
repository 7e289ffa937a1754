import { DECISION_STAGES, type DecisionStage, type IdeaQueueRow, isOverdue } from '@fikra/shared';
import type { Tx } from '../db/client.js';
import { compactRow, pageNames, VIEW_COLUMNS, VIEW_JOINS, type ViewRow } from './ideas.listViews.js';
import { iso } from './sql.js';

/**
 * The decider's queue on `ideas i` (issue 26, decision 023): submitted ideas whose next stage (after `progress`,
 * the accepted stages in order: 0003_dashboard.sql) is one of the given stages and not rejected, oldest first
 * by the time they reached it. The index ideas_queue of 0019_idea_queue.sql holds this order.
 */
const WAITING_SINCE =
  '(COALESCE(CASE i.progress WHEN 1 THEN i.evaluated_at WHEN 2 THEN i.approved_at WHEN 3 THEN i.implemented_at END, i.created_at))';

export interface QueueCriteria {
  stages: readonly DecisionStage[];
  /** undefined: every unit; a string: only that factory business unit */
  unit?: string;
}

function queueConditions(c: QueueCriteria) {
  const params: unknown[] = [c.stages.map((s) => DECISION_STAGES.indexOf(s))];
  const clauses = [
    'not i.imported',
    'i.progress < 4',
    "i.blocked is distinct from 'rejected'",
    'i.progress = any($1::smallint[])',
  ];
  if (c.unit !== undefined) clauses.push(`i.factory_business_unit_id = $${params.push(c.unit)}::uuid`);
  return { where: `where ${clauses.join(' and ')}`, params };
}

const QUEUE_COLUMNS = [
  VIEW_COLUMNS.compact,
  'i.progress',
  "i.status->'evaluated'->'questions'->>'dueDate' as due_date",
  "i.status->'evaluated'->'questions'->'responsiblePerson' as responsible_person",
].join(', ');

function queueRow(r: ViewRow, now: Date): IdeaQueueRow {
  const stage = DECISION_STAGES[Number(r.progress)];
  const dueDate = (r.due_date as string | null) || null;
  return {
    ...compactRow(r),
    stage,
    state: r[`${stage}_accepted`] === 'hold' ? 'hold' : 'waiting',
    waitingSince: iso(r.waiting_since as Date),
    dueDate,
    overdue: isOverdue(dueDate, now),
    responsiblePerson: Array.isArray(r.responsible_person) ? (r.responsible_person as string[]) : [],
  };
}

export function ideaQueueQueries(q: Tx) {
  return {
    /** One page of the queue, oldest first, with the names its rows refer to and the total. */
    async page(c: QueueCriteria, page: number, limit: number) {
      if (c.stages.length === 0) return { data: [], total: 0, names: {} };
      const { where, params } = queueConditions(c);
      const offset = (Number(page) - 1) * Number(limit);
      const rows = await q.query<ViewRow & { total: number; id: string | null }>(
        `select t.total, p.* from (select count(*)::int as total from ideas i ${where}) t
         left join lateral (
           select ids.waiting_since, ${QUEUE_COLUMNS} from ideas i ${VIEW_JOINS.compact}
           join (select i.id as page_id, ${WAITING_SINCE} as waiting_since from ideas i ${where}
                 order by ${WAITING_SINCE}, i.idea_number limit ${Number(limit)} offset ${offset}) ids
             on ids.page_id = i.id
         ) p on true
         order by p.waiting_since, p.idea_number`,
        params,
      );
      const found = rows.filter((r) => r.id !== null);
      const now = new Date();
      return { data: found.map((r) => queueRow(r, now)), total: rows[0]?.total ?? 0, names: pageNames('compact', found) };
    },

    /** How many ideas wait at each of the stages. */
    async counts(c: QueueCriteria): Promise<Partial<Record<DecisionStage, number>>> {
      const counts: Partial<Record<DecisionStage, number>> = Object.fromEntries(c.stages.map((s) => [s, 0]));
      if (c.stages.length === 0) return counts;
      const { where, params } = queueConditions(c);
      const rows = await q.query<{ progress: number; n: number }>(
        `select i.progress, count(*)::int as n from ideas i ${where} group by i.progress`,
        params,
      );
      for (const row of rows) counts[DECISION_STAGES[Number(row.progress)]] = Number(row.n);
      return counts;
    },
  };
}
