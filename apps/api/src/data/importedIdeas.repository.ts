import { type HierarchyField, type IdeaStatus, ideaSummary } from '@fikra/shared';
import type { Tx } from '../db/client.js';
import { IDEA_REFS } from './ideas.row.js';

/** An idea read from an idea bank's spreadsheet (or a JSON array of them), ready to store. */
export interface NewImportedIdea {
  ideaCode: string;
  ideaText: string;
  ideaDesc: string;
  ideaPresenterType: string;
  employeeName: string;
  employeeCode: string;
  employeePhone: string | null;
  refs: Record<HierarchyField, string | null>;
  kaizenType: string;
  effectOnPQCDSM: string[];
  estimatedAnualSavings: number;
  status: IdeaStatus;
  createdAt: Date;
}

/** A master-data record as an import resolves names against it. */
export interface PlaceRow {
  id: string;
  kind: string;
  name_en: string;
  name_ar: string;
  parents: string[];
}

const quarterOf = (d: Date) => `Q${Math.floor(d.getUTCMonth() / 3) + 1}`;

/** The columns an imported idea is written with, and its values in the same order. */
function columnsOf(idea: NewImportedIdea): [string, unknown][] {
  const s = ideaSummary(idea.status);
  return [
    ['idea_text', idea.ideaText],
    ['idea_desc', idea.ideaDesc],
    ['idea_presenter_type', idea.ideaPresenterType],
    ['employee_name', idea.employeeName],
    ['employee_code', idea.employeeCode],
    ['employee_phone', idea.employeePhone],
    ['kaizen_type', idea.kaizenType],
    ['effect_on_pqcdsm', idea.effectOnPQCDSM],
    ['estimated_annual_savings', idea.estimatedAnualSavings],
    ['quarter', quarterOf(idea.createdAt)],
    ['year', idea.createdAt.getUTCFullYear()],
    ['imported', true],
    ['idea_code', idea.ideaCode],
    ['status', JSON.stringify(idea.status)],
    ['evaluated_value', s.values.evaluated],
    ['approved_value', s.values.approved],
    ['implemented_value', s.values.implemented],
    ['rewarded_value', s.values.rewarded],
    ['replicated_value', s.values.replicated],
    ['replication_type', s.replicationType],
    ['total_ticks', s.totalTicks],
    ['priority', s.priority],
    ['cost', s.cost],
    ['savings', s.savings],
    ['roi', s.roi],
    ['reward', s.reward],
    ['created_at', idea.createdAt],
    ['updated_at', idea.createdAt],
    ...IDEA_REFS.map(([field, column]) => [column, idea.refs[field]] as [string, unknown]),
  ];
}

/** Imported rows of the `ideas` table (issue 12): what an import reads to check its rows, and writes. */
export function importedIdeasRepository(q: Tx) {
  return {
    /** Every master-data record of the given kinds with its parent ids, to resolve names in one read. */
    places(kinds: readonly string[]): Promise<PlaceRow[]> {
      return q.query<PlaceRow>(
        `select m.id, m.kind, m.name_en, m.name_ar,
                coalesce((select array_agg(l.parent_id::text) from master_data_parents l where l.child_id = m.id), '{}') as parents
           from master_data m where m.kind = any($1::text[])`,
        [kinds],
      );
    },

    /** The idea codes among these that an earlier import already stored. */
    async existingCodes(codes: readonly string[]): Promise<Set<string>> {
      if (!codes.length) return new Set();
      const rows = await q.query<{ idea_code: string }>(
        'select idea_code from ideas where imported and idea_code = any($1::text[])',
        [codes],
      );
      return new Set(rows.map((r) => r.idea_code));
    },

    /**
     * Writes the ideas in multi-row statements; an idea code that is already stored is skipped (the unique index
     * of 0014_imported_ideas.sql), so a re-import racing another adds nothing twice. Returns the rows written.
     */
    async insertMany(ideas: readonly NewImportedIdea[]): Promise<{ _id: string; ideaCode: string; ideaNumber: number }[]> {
      const written: { _id: string; ideaCode: string; ideaNumber: number }[] = [];
      if (!ideas.length) return written;
      const names = columnsOf(ideas[0]).map(([c]) => c);
      const perStatement = Math.floor(30_000 / names.length);
      for (let start = 0; start < ideas.length; start += perStatement) {
        const slice = ideas.slice(start, start + perStatement);
        const params: unknown[] = [];
        const tuples = slice.map((idea) => {
          const values = columnsOf(idea).map(([, v]) => `$${params.push(v)}`);
          return `(${values.join(', ')})`;
        });
        const rows = await q.query<{ id: string; idea_code: string; idea_number: string }>(
          `insert into ideas (${names.join(', ')}) values ${tuples.join(', ')}
           on conflict (idea_code) where imported do nothing
           returning id, idea_code, idea_number`,
          params,
        );
        for (const r of rows) written.push({ _id: r.id, ideaCode: r.idea_code, ideaNumber: Number(r.idea_number) });
      }
      return written;
    },
  };
}
