import type { Tx } from '../db/client.js';

/**
 * Writing ideas back from a backup (issue 12), part of the ideas repository: the `ideas` table's restore
 * statements. A batch is one statement: rows travel as one JSON parameter and are upserted by id; a row that is
 * already exactly as the backup has it is not touched, so restoring the same file twice changes nothing.
 */

/** Column, SQL type: the columns a backup restores (generated and derived-in-database columns aside). */
export const RESTORED_IDEA_COLUMNS = [
  ['id', 'uuid'],
  ['idea_number', 'bigint'],
  ['idea_text', 'text'],
  ['idea_desc', 'text'],
  ['idea_presenter_type', 'text'],
  ['employee_name', 'text'],
  ['employee_code', 'text'],
  ['employee_phone', 'text'],
  ['company_id', 'uuid'],
  ['factory_business_unit_id', 'uuid'],
  ['area_section_id', 'uuid'],
  ['aic_minibusiness_id', 'uuid'],
  ['department_id', 'uuid'],
  ['stage_id', 'uuid'],
  ['first_cut_id', 'uuid'],
  ['second_cut_id', 'uuid'],
  ['quarter', 'text'],
  ['year', 'integer'],
  ['kaizen_type', 'text'],
  ['effect_on_pqcdsm', 'text[]'],
  ['estimated_annual_savings', 'numeric'],
  ['files_related', 'jsonb'],
  ['operator_img', 'jsonb'],
  ['imported', 'boolean'],
  ['idea_code', 'text'],
  ['status', 'jsonb'],
  ['evaluated_value', 'boolean'],
  ['approved_value', 'boolean'],
  ['implemented_value', 'boolean'],
  ['rewarded_value', 'boolean'],
  ['replicated_value', 'boolean'],
  ['replication_type', 'text'],
  ['total_ticks', 'integer'],
  ['priority', 'text'],
  ['evaluated_by', 'text'],
  ['approved_by', 'text'],
  ['cost', 'numeric'],
  ['savings', 'numeric'],
  ['roi', 'numeric'],
  ['reward', 'numeric'],
  ['can_be_replicated', 'boolean'],
  ['replicated_from', 'text'],
  ['has_score', 'jsonb'],
  ['opl', 'jsonb'],
  ['version', 'integer'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
] as const;

export type RestoredIdeaRow = Record<(typeof RESTORED_IDEA_COLUMNS)[number][0], unknown>;

const columns = RESTORED_IDEA_COLUMNS.map(([c]) => c);
const recordType = RESTORED_IDEA_COLUMNS.map(([c, t]) => `${c} ${t}`).join(', ');
const changeable = columns.filter((c) => c !== 'id');

const UPSERT = `
  insert into ideas (${columns.join(', ')})
  select ${columns.join(', ')} from jsonb_to_recordset($1::jsonb) as r(${recordType})
  on conflict (id) do update set ${changeable.map((c) => `${c} = excluded.${c}`).join(', ')}
  where (${changeable.map((c) => `ideas.${c}`).join(', ')}) is distinct from (${changeable.map((c) => `excluded.${c}`).join(', ')})
  returning id, (xmax = 0) as inserted`;

export function ideasRestoreRepository(q: Tx) {
  return {
    /** The ideas among `ids`, and the ideas holding any of `numbers`: id and number. */
    async idsAndNumbers(ids: string[], numbers: number[]) {
      const rows = await q.query<{ id: string; idea_number: string }>(
        'select id, idea_number from ideas where id = any($1::uuid[]) or idea_number = any($2::bigint[])',
        [ids, numbers],
      );
      return rows.map((r) => ({ id: r.id, ideaNumber: Number(r.idea_number) }));
    },

    /** `count` new idea numbers. */
    async nextNumbers(count: number): Promise<number[]> {
      if (!count) return [];
      const rows = await q.query<{ n: string }>("select nextval('idea_number_seq') as n from generate_series(1, $1)", [count]);
      return rows.map((r) => Number(r.n));
    },

    /** Upserts the rows by id; returns the ids inserted and the ids changed (the rest were already identical). */
    async upsert(rows: RestoredIdeaRow[]): Promise<{ inserted: string[]; updated: string[] }> {
      if (!rows.length) return { inserted: [], updated: [] };
      const written = await q.query<{ id: string; inserted: boolean }>(UPSERT, [JSON.stringify(rows)]);
      return {
        inserted: written.filter((w) => w.inserted).map((w) => w.id),
        updated: written.filter((w) => !w.inserted).map((w) => w.id),
      };
    },

    /**
     * Links duplicates to their originals where the original exists (it may come later in a hand-made file or
     * not at all: the idea then keeps no link); returns the ids whose link changed and those whose original is missing.
     */
    async linkDuplicates(pairs: { id: string; duplicateOf: string | null }[]) {
      if (!pairs.length) return { changed: [] as string[], missing: [] as string[] };
      const json = JSON.stringify(pairs.map((p) => ({ id: p.id, dup: p.duplicateOf })));
      const changed = await q.query<{ id: string }>(
        `update ideas set duplicate_of = r.dup from jsonb_to_recordset($1::jsonb) as r(id uuid, dup uuid)
          where ideas.id = r.id and ideas.duplicate_of is distinct from r.dup
            and (r.dup is null or exists (select 1 from ideas o where o.id = r.dup))
          returning ideas.id`,
        [json],
      );
      const missing = await q.query<{ id: string }>(
        `select r.id from jsonb_to_recordset($1::jsonb) as r(id uuid, dup uuid)
          where r.dup is not null and not exists (select 1 from ideas o where o.id = r.dup)`,
        [json],
      );
      return { changed: changed.map((r) => r.id), missing: missing.map((r) => r.id) };
    },

    /** Moves the idea-number sequence past every number in use, so new ideas never take a restored number. */
    async advanceNumberSequence() {
      await q.query(
        `select setval('idea_number_seq', greatest((select coalesce(max(idea_number), 1) from ideas),
           (select last_value from idea_number_seq)))`,
      );
    },
  };
}
