import type { IdeaListView, IdeaOutput, IdeaSort, IdeaStatus, PublicIdeaStatus } from '@fikra/shared';
import type { Tx } from '../db/client.js';
import { type IdeaCriteria, pageRows, walk } from './ideas.criteria.js';
import { pageNames, toViewRow, VIEW_COLUMNS, VIEW_JOINS } from './ideas.listViews.js';
import { ideaQueueQueries, type QueueCriteria } from './ideas.queue.js';
import {
  IDEA_COLUMNS,
  type IdeaRow,
  type IdeaTableRow,
  type MasterName,
  type MasterNames,
  masterNames,
  refIdsOf,
  toIdea,
  toPublicIdeaStatus,
} from './ideas.row.js';

/** At most this many ideas are listed for one employee code. */
export const PUBLIC_LOOKUP_LIMIT = 100;

/** An idea that looks like a text, with how alike (0–1). */
export interface SimilarIdeaRow {
  id: string;
  idea_number: string;
  idea_text: string;
  status: IdeaStatus;
  created_at: Date | string;
  similarity: number;
}

/** The reads of many ideas at once, part of the ideas repository (`ideasRepository` has them all). */
export function ideasReads(q: Tx) {
  return {
    /**
     * The public view of ideas by employee code, by id, or by number together with the presenter's code (any
     * letter case). Only a lookup by id (unguessable) shows the idea's id and texts; one keyed by an employee
     * code shows status fields only (toPublicIdeaStatus).
     */
    async publicStatus(
      where: { employeeCode: string } | { ideaNumber: number; employeeCode: string } | { id: string },
    ): Promise<PublicIdeaStatus[]> {
      const [condition, params] =
        'ideaNumber' in where
          ? ['idea_number = $1 and lower(employee_code) = lower($2)', [where.ideaNumber, where.employeeCode]]
          : 'employeeCode' in where
            ? ['employee_code = $1', [where.employeeCode]]
            : ['id = $1', [where.id]];
      const rows = await q.query<IdeaTableRow>(
        `select id, idea_number, idea_text, status, replicated_from,
           (select d.idea_number from ideas d where d.id = ideas.duplicate_of) as duplicate_of_number
         from ideas where ${condition} order by idea_number desc limit ${PUBLIC_LOOKUP_LIMIT}`,
        params,
      );
      return rows.map((r) => toPublicIdeaStatus(r, 'id' in where));
    },

    /**
     * One page of full ideas in the requested order, and the total, in ONE statement (one pool connection):
     * both parts work on the ideas table alone — the count and the page's ids are index-only scans for the
     * usual filters (indexes of 0002_ideas_indexes.sql) — and only the page's rows are then read in full. Their
     * references' names come from one more query by primary key for the whole page (decision 020).
     */
    async pageWithTotal(
      c: IdeaCriteria,
      sort: IdeaSort,
      page: number,
      limit: number,
    ): Promise<{ data: IdeaOutput[]; total: number }> {
      const { rows, total } = await pageRows<IdeaRow>(q, c, sort, page, limit, IDEA_COLUMNS);
      const names = await masterNames(q, refIdsOf(rows));
      return { data: rows.map((row) => toIdea(row, names)), total };
    },

    /** One page of the compact or expanded table: only its columns, and the names its rows refer to, by id. */
    async viewPage(c: IdeaCriteria, sort: IdeaSort, page: number, limit: number, view: IdeaListView) {
      const { rows, total } = await pageRows<Record<string, unknown> & { id: string | null }>(
        q,
        c,
        sort,
        page,
        limit,
        VIEW_COLUMNS[view],
        VIEW_JOINS[view],
      );
      return { data: rows.map(toViewRow[view]), total, names: pageNames(view, rows) };
    },

    /** One page of the decider's queue, oldest first (ideas.queue.ts). */
    queuePage: (c: QueueCriteria, page: number, limit: number) => ideaQueueQueries(q).page(c, page, limit),

    /** How many ideas wait at each of the queue's stages. */
    queueCounts: (c: QueueCriteria) => ideaQueueQueries(q).counts(c),

    /** Every idea matching, in full, in batches (the JSON backup), names from one read of master data. */
    async *batches(c: IdeaCriteria, sort: IdeaSort, batchSize = 1000): AsyncGenerator<IdeaOutput[]> {
      const names: MasterNames = new Map(
        (await q.query<MasterName & { id: string }>('select id, name_en, name_ar, logo_file_id from master_data')).map((m) => [
          m.id,
          m,
        ]),
      );
      const columns = 'i.*, (select d.idea_number from ideas d where d.id = i.duplicate_of) as duplicate_of_number';
      for await (const rows of walk(q, c, sort, batchSize, columns)) {
        yield rows.map((row) => toIdea(row as IdeaRow, names));
      }
    },

    /** The given SQL expressions (on `ideas i`) of every idea matching, one array per idea, in batches (the export). */
    async *valueBatches(c: IdeaCriteria, sort: IdeaSort, batchSize: number, expressions: string[]): AsyncGenerator<unknown[][]> {
      const names = expressions.map((_, n) => `v${n}`);
      const columns = expressions.map((e, n) => `${e} as ${names[n]}`).join(', ');
      for await (const rows of walk(q, c, sort, batchSize, columns)) {
        yield rows.map((row) => names.map((name) => row[name]));
      }
    },

    /**
     * Ideas of one unit whose folded title is trigram-similar to the folded text (pg_trgm's `%` at its default
     * threshold of 0.3), most alike first. Both sides are folded by fikra_normalize (migration 0007). The inner
     * query orders by distance alone so that the GiST index of (unit, folded title) of migration 0010 hands over
     * the nearest titles first and stops at the limit, however many titles of the unit share words with the text.
     * `minAgeHours`: only ideas at least that old (the public form's hints).
     * The text is folded in scalar subqueries (computed once when the statement runs): folded as a constant
     * instead, it was folded again and compared with the column's statistics at every planning, ~2 ms on
     * PostgreSQL and ~7 ms on the embedded database (docs/decisions/010, "Speed").
     */
    async similar(
      text: string,
      unitId: string,
      limit: number,
      opts: { excludeId?: string; minAgeHours?: number } = {},
    ): Promise<SimilarIdeaRow[]> {
      return q.query<SimilarIdeaRow>(
        `select * from (
           select i.id, i.idea_number, i.idea_text, i.status, i.created_at,
                  similarity(i.idea_text_norm, (select fikra_normalize($1))) as similarity
             from ideas i
            where i.factory_business_unit_id = $2 and i.idea_text_norm % (select fikra_normalize($1))
              and ($4::uuid is null or i.id <> $4::uuid)
              and ($5::int is null or i.created_at <= now() - make_interval(hours => $5::int))
            order by i.idea_text_norm <-> (select fikra_normalize($1))
            limit $3) nearest
          order by similarity desc, created_at desc`,
        [text, unitId, limit, opts.excludeId ?? null, opts.minAgeHours ?? null],
      );
    },

    /** True where pg_trgm is installed (the embedded database loads it; a server needs the contrib package). */
    async canCompareTexts(): Promise<boolean> {
      const [row] = await q.query<{ ok: boolean }>(`select exists (select 1 from pg_extension where extname = 'pg_trgm') as ok`);
      return row.ok;
    },
  };
}
