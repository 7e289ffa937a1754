import {
  type FileRef,
  type HierarchyField,
  type IdeaFieldsUpdate,
  type IdeaOutput,
  type IdeaStatus,
  ideaStatusOf,
  type OplRow,
} from '@fikra/shared';
import type { Tx } from '../db/client.js';
import { ideasReads } from './ideas.reads.js';
import {
  IDEA_REFS,
  IDEA_SELECT,
  type IdeaRow,
  type IdeaTableRow,
  masterNames,
  refIdsOf,
  summaryColumns,
  toIdea,
} from './ideas.row.js';

export type { IdeaCriteria } from './ideas.criteria.js';
export { PUBLIC_LOOKUP_LIMIT, type SimilarIdeaRow } from './ideas.reads.js';
export { IDEA_REFS, type IdeaRow, type IdeaTableRow, type MasterNames, masterNames, toIdea } from './ideas.row.js';

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
  /** a replication (decision 032): the original's knowledge table, and the original's id as replicatedFrom */
  opl?: SavedOpl | null;
  replicatedFrom?: string;
}

export interface SavedOpl {
  rows: OplRow[];
  report: string;
  savedAt: string;
}

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

/** The `ideas` table: the one place that reads and writes it (the analytics read model aside). */
export function ideasRepository(q: Tx) {
  return {
    ...ideasReads(q),

    async findById(id: string): Promise<IdeaOutput | undefined> {
      const [row] = await q.query<IdeaRow>(`${IDEA_SELECT} where i.id = $1`, [id]);
      return row ? toIdea(row, await masterNames(q, refIdsOf([row]))) : undefined;
    },

    /** Locks the idea row for an update inside a transaction. */
    async lockForUpdate(id: string): Promise<IdeaTableRow | undefined> {
      const [row] = await q.query<IdeaTableRow>('select * from ideas where id = $1 for update', [id]);
      // a status restored or imported without every field reads as the contract's (ideaStatusOf)
      return row && { ...row, status: ideaStatusOf(row.status) };
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
        ...(idea.opl ? [['opl', JSON.stringify(idea.opl)] as [string, unknown]] : []),
        ...(idea.replicatedFrom ? [['replicated_from', idea.replicatedFrom] as [string, unknown]] : []),
      ];
      const [row] = await q.query<{ id: string; idea_number: string }>(
        `insert into ideas (${pairs.map(([c]) => c).join(', ')}) values (${pairs.map((_, n) => `$${n + 1}`).join(', ')})
         returning id, idea_number`,
        pairs.map(([, v]) => v),
      );
      return { id: row.id, ideaNumber: Number(row.idea_number) };
    },

    /** Writes the basic fields of editIdeaFields (and the files, when given) and moves the version on. */
    async updateFields(
      id: string,
      f: IdeaFieldsUpdate,
      refs: Record<HierarchyField, string | null>,
      files: { filesRelated?: FileRef[]; operatorImg?: FileRef[] } = {},
    ) {
      const pairs = [
        ...basicColumns({ ...f, employeePhone: f.employeePhone ?? null }),
        ...refColumns(refs),
        ...(files.filesRelated ? [['files_related', JSON.stringify(files.filesRelated)] as [string, unknown]] : []),
        ...(files.operatorImg ? [['operator_img', JSON.stringify(files.operatorImg)] as [string, unknown]] : []),
      ];
      await q.query(
        `update ideas set ${pairs.map(([c], n) => `${c} = $${n + 2}`).join(', ')}, version = version + 1, updated_at = now() where id = $1`,
        [id, ...pairs.map(([, v]) => v)],
      );
    },

    /**
     * Writes the status and the summary columns that follow it, and bumps the version. A replication keeps its
     * original's id as replicatedFrom (decision 032); any other idea's mirrors its replicated stage's `from`.
     */
    async saveStatus(id: string, status: IdeaStatus) {
      const columns = summaryColumns(status);
      const set = columns.map(([column], n) =>
        column === 'replicated_from'
          ? `replicated_from = case when exists (select 1 from idea_replications l where l.replication_id = $1)
                                  then replicated_from else $${n + 3} end`
          : `${column} = $${n + 3}`,
      );
      await q.query(
        `update ideas set status = $2::jsonb, ${set.join(', ')}, version = version + 1, updated_at = now() where id = $1`,
        [id, JSON.stringify(status), ...columns.map(([, , value]) => value)],
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
  };
}

export type IdeasRepository = ReturnType<typeof ideasRepository>;
