import type {
  FileRef,
  HierarchyField,
  IdeaFieldsUpdate,
  IdeaListView,
  IdeaOutput,
  IdeaSort,
  IdeaStatus,
  OplRow,
  PublicIdeaStatus,
} from '@fikra/shared';
import { ideaSummary } from '@fikra/shared';
import type { Tx } from '../db/client.js';
import { type IdeaCriteria, pageRows, walk } from './ideas.criteria.js';
import { pageNames, toViewRow, VIEW_COLUMNS, VIEW_JOINS } from './ideas.listViews.js';
import {
  IDEA_COLUMNS,
  IDEA_REFS,
  IDEA_SELECT,
  type IdeaRow,
  type IdeaTableRow,
  type MasterName,
  type MasterNames,
  masterNames,
  refIdsOf,
  toIdea,
  toPublicIdeaStatus,
} from './ideas.row.js';

export type { IdeaCriteria } from './ideas.criteria.js';
export { IDEA_REFS, type IdeaRow, type IdeaTableRow, toIdea } from './ideas.row.js';

export interface NewIdea {
  ideaText: string;
  ideaDesc: string;
  ideaPresenterType: string;
  employeeName: string;
  employeeCode: string;
  employeePhone: string | null;
  refs: Record<HierarchyField, string | null>;
  quarter: string;
  year: number;
  kaizenType: string;
  effectOnPQCDSM: string[];
  estimatedAnualSavings: number;
  filesRelated: FileRef[];
  operatorImg: FileRef[];
  status: IdeaStatus;
  createdAt: Date;
}

export interface SavedOpl {
  rows: OplRow[];
  report: string;
  savedAt: string;
}

/** At most this many ideas are listed for one employee code. */
export const PUBLIC_LOOKUP_LIMIT = 100;

/** The basic fields an idea is submitted with and edited by: column and value. */
function basicColumns(f: Omit<NewIdea, 'refs' | 'quarter' | 'year' | 'filesRelated' | 'operatorImg' | 'status' | 'createdAt'>) {
  return [
    ['idea_text', f.ideaText],
    ['idea_desc', f.ideaDesc],
    ['idea_presenter_type', f.ideaPresenterType],
    ['employee_name', f.employeeName],
    ['employee_code', f.employeeCode],
    ['employee_phone', f.employeePhone ?? null],
    ['kaizen_type', f.kaizenType],
    ['effect_on_pqcdsm', f.effectOnPQCDSM],
    ['estimated_annual_savings', f.estimatedAnualSavings],
  ] as [string, unknown][];
}

const refColumns = (refs: Record<HierarchyField, string | null>) =>
  IDEA_REFS.map(([field, column]) => [column, refs[field]] as [string, unknown]);

/** An idea that looks like a text, with how alike (0–1). */
export interface SimilarIdeaRow {
  id: string;
  idea_number: string;
  idea_text: string;
  status: IdeaStatus;
  created_at: Date | string;
  similarity: number;
}

/** The `ideas` table: the one place that reads and writes it (the analytics read model aside). */
export function ideasRepository(q: Tx) {
  return {
    async findById(id: string): Promise<IdeaOutput | undefined> {
      const [row] = await q.query<IdeaRow>(`${IDEA_SELECT} where i.id = $1`, [id]);
      return row ? toIdea(row, await masterNames(q, refIdsOf([row]))) : undefined;
    },

    /** Locks the idea row for an update inside a transaction. */
    async lockForUpdate(id: string): Promise<IdeaTableRow | undefined> {
      const [row] = await q.query<IdeaTableRow>('select * from ideas where id = $1 for update', [id]);
      return row;
    },

    /** The idea's factory business unit (null when it has none); undefined when there is no such idea. */
    async unitOf(id: string): Promise<string | null | undefined> {
      const [row] = await q.query<{ unit: string | null }>('select factory_business_unit_id as unit from ideas where id = $1', [
        id,
      ]);
      return row ? row.unit : undefined;
    },

    async insert(idea: NewIdea): Promise<{ id: string; ideaNumber: number }> {
      const pairs: [string, unknown][] = [
        ...basicColumns(idea),
        ['quarter', idea.quarter],
        ['year', idea.year],
        ['files_related', JSON.stringify(idea.filesRelated)],
        ['operator_img', JSON.stringify(idea.operatorImg)],
        ['status', JSON.stringify(idea.status)],
        ['created_at', idea.createdAt],
        ['updated_at', idea.createdAt],
        ...refColumns(idea.refs),
      ];
      const [row] = await q.query<{ id: string; idea_number: string }>(
        `insert into ideas (${pairs.map(([c]) => c).join(', ')}) values (${pairs.map((_, n) => `$${n + 1}`).join(', ')})
         returning id, idea_number`,
        pairs.map(([, v]) => v),
      );
      return { id: row.id, ideaNumber: Number(row.idea_number) };
    },

    /** Writes the basic fields of editIdeaFields and moves the version on. */
    async updateFields(id: string, f: IdeaFieldsUpdate, refs: Record<HierarchyField, string | null>) {
      const pairs = [...basicColumns({ ...f, employeePhone: f.employeePhone ?? null }), ...refColumns(refs)];
      await q.query(
        `update ideas set ${pairs.map(([c], n) => `${c} = $${n + 2}`).join(', ')}, version = version + 1, updated_at = now() where id = $1`,
        [id, ...pairs.map(([, v]) => v)],
      );
    },

    /** Writes the status and the summary columns that follow it, and bumps the version. */
    async saveStatus(id: string, status: IdeaStatus) {
      const s = ideaSummary(status);
      await q.query(
        `update ideas set status = $2::jsonb,
           evaluated_value = $3, approved_value = $4, implemented_value = $5, rewarded_value = $6, replicated_value = $7,
           replication_type = $8, total_ticks = $9, priority = $10, evaluated_by = $11, approved_by = $12,
           cost = $13, savings = $14, roi = $15, reward = $16, can_be_replicated = $17, replicated_from = $18,
           version = version + 1, updated_at = now()
         where id = $1`,
        [
          id,
          JSON.stringify(status),
          s.values.evaluated,
          s.values.approved,
          s.values.implemented,
          s.values.rewarded,
          s.values.replicated,
          s.replicationType,
          s.totalTicks,
          s.priority,
          s.evaluatedBy,
          s.approvedBy,
          s.cost,
          s.savings,
          s.roi,
          s.reward,
          s.canBeReplicated,
          s.replicatedFrom,
        ],
      );
    },

    /** The original this idea repeats (rejected as 'Already submitted before'), or none. */
    async setDuplicateOf(id: string, originalId: string | null) {
      await q.query('update ideas set duplicate_of = $2 where id = $1', [id, originalId]);
    },

    /** Stores the knowledge table (and mirrors it into the implemented status), bumping the version. */
    async saveOpl(id: string, opl: SavedOpl, status: IdeaStatus) {
      await q.query(
        'update ideas set opl = $2::jsonb, status = $3::jsonb, version = version + 1, updated_at = now() where id = $1',
        [id, JSON.stringify(opl), JSON.stringify(status)],
      );
    },

    async setHasScore(ideaId: string, scoreId: string) {
      await q.query(
        `update ideas set has_score = jsonb_build_object('value', true, 'scoreId', $2::text), version = version + 1, updated_at = now()
         where id = $1`,
        [ideaId, scoreId],
      );
    },

    async remove(id: string) {
      await q.query('delete from ideas where id = $1', [id]);
    },

    /** The public view of ideas by employee code, or by idea number / id. */
    /** By employee code, by id, or by number together with the presenter's code (any letter case). */
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
      return rows.map(toPublicIdeaStatus);
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
     * The text is folded in scalar subqueries (computed once when the statement runs): folded as a constant
     * instead, it was folded again and compared with the column's statistics at every planning, ~2 ms on
     * PostgreSQL and ~7 ms on the embedded database (docs/decisions/010, "Speed").
     */
    async similar(text: string, unitId: string, limit: number, excludeId?: string): Promise<SimilarIdeaRow[]> {
      return q.query<SimilarIdeaRow>(
        `select * from (
           select i.id, i.idea_number, i.idea_text, i.status, i.created_at,
                  similarity(i.idea_text_norm, (select fikra_normalize($1))) as similarity
             from ideas i
            where i.factory_business_unit_id = $2 and i.idea_text_norm % (select fikra_normalize($1))
              and ($4::uuid is null or i.id <> $4::uuid)
            order by i.idea_text_norm <-> (select fikra_normalize($1))
            limit $3) nearest
          order by similarity desc, created_at desc`,
        [text, unitId, limit, excludeId ?? null],
      );
    },

    /** True where pg_trgm is installed (the embedded database loads it; a server needs the contrib package). */
    async canCompareTexts(): Promise<boolean> {
      const [row] = await q.query<{ ok: boolean }>(`select exists (select 1 from pg_extension where extname = 'pg_trgm') as ok`);
      return row.ok;
    },
  };
}

export type IdeasRepository = ReturnType<typeof ideasRepository>;
