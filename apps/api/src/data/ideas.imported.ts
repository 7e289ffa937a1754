import { quarterOf } from '@fikra/shared';
import type { Tx } from '../db/client.js';
import type { NewIdea } from './ideas.repository.js';
import { IDEA_REFS, summaryColumns } from './ideas.row.js';

/**
 * An idea read from an idea bank's spreadsheet (or a JSON array of them), ready to store: a new idea's fields
 * with its code, without attachments; quarter and year follow from its date.
 */
export type NewImportedIdea = Omit<NewIdea, 'quarter' | 'year' | 'filesRelated' | 'operatorImg'> & { ideaCode: string };

/** A master-data record as an import resolves names against it. */
export interface PlaceRow {
  id: string;
  kind: string;
  name_en: string;
  name_ar: string;
  parents: string[];
}

/** The columns an imported idea is written with: column, SQL type of its array, and its value. */
function columnsOf(idea: NewImportedIdea): [string, string, unknown][] {
  return [
    ['idea_text', 'text', idea.ideaText],
    ['idea_desc', 'text', idea.ideaDesc],
    ['idea_presenter_type', 'text', idea.ideaPresenterType],
    ['employee_name', 'text', idea.employeeName],
    ['employee_code', 'text', idea.employeeCode],
    ['employee_phone', 'text', idea.employeePhone],
    ['kaizen_type', 'text', idea.kaizenType],
    // a list per row: carried as JSON text, unnest cannot hand out arrays of arrays
    ['effect_on_pqcdsm', 'jsonb', JSON.stringify(idea.effectOnPQCDSM)],
    ['estimated_annual_savings', 'numeric', idea.estimatedAnualSavings],
    ['quarter', 'text', quarterOf(idea.createdAt)],
    ['year', 'int', idea.createdAt.getUTCFullYear()],
    ['idea_code', 'text', idea.ideaCode],
    ['status', 'jsonb', JSON.stringify(idea.status)],
    ...summaryColumns(idea.status),
    ['created_at', 'timestamptz', idea.createdAt.toISOString()],
    ...IDEA_REFS.map(([field, column]) => [column, 'uuid', idea.refs[field]] as [string, string, unknown]),
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
      if (!ideas.length) return [];
      const rows = ideas.map(columnsOf);
      const shape = rows[0];
      // one array per column and one statement per batch: planned once, whatever the number of rows (a VALUES
      // list of thousands of parameters cost several times more)
      const arrays = shape.map((_, c) => rows.map((r) => r[c][2]));
      const select = shape.map(([column], c) =>
        column === 'effect_on_pqcdsm' ? `array(select jsonb_array_elements_text(u.c${c}))` : `u.c${c}`,
      );
      const result = await q.query<{ id: string; idea_code: string; idea_number: string }>(
        `insert into ideas (${shape.map(([column]) => column).join(', ')}, imported, updated_at)
         select ${select.join(', ')}, true, u.c${shape.findIndex(([column]) => column === 'created_at')}
           from unnest(${shape.map(([, type], c) => `$${c + 1}::${type}[]`).join(', ')}) as u(${shape.map((_, c) => `c${c}`).join(', ')})
         on conflict (idea_code) where imported do nothing
         returning id, idea_code, idea_number`,
        arrays,
      );
      return result.map((r) => ({ _id: r.id, ideaCode: r.idea_code, ideaNumber: Number(r.idea_number) }));
    },
  };
}
