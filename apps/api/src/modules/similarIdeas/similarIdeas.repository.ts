import type { IdeaStatus } from '@fikra/shared';
import type { Tx } from '../../db/client.js';

export interface SimilarIdeaRow {
  id: string;
  idea_number: string;
  idea_text: string;
  status: IdeaStatus;
  created_at: Date | string;
  similarity: number;
}

/**
 * Ideas of one unit whose folded title is trigram-similar to the folded text (pg_trgm's `%`, at its default
 * threshold of 0.3). Both sides are folded by the database's fikra_normalize (migration 0007).
 */
export function similarIdeasRepository(q: Tx) {
  return {
    async similar(text: string, unitId: string, limit: number, excludeId?: string): Promise<SimilarIdeaRow[]> {
      return q.query<SimilarIdeaRow>(
        `with probe as (select fikra_normalize($1) as t)
         select i.id, i.idea_number, i.idea_text, i.status, i.created_at, similarity(i.idea_text_norm, probe.t) as similarity
           from ideas i, probe
          where i.factory_business_unit_id = $2 and i.idea_text_norm % probe.t and ($4::uuid is null or i.id <> $4::uuid)
          order by similarity desc, i.created_at desc
          limit $3`,
        [text, unitId, limit, excludeId ?? null],
      );
    },

    /** True where the pg_trgm extension is installed (it is in the embedded database and in contrib). */
    async hasTrigrams(): Promise<boolean> {
      const [row] = await q.query<{ ok: boolean }>(`select exists (select 1 from pg_extension where extname = 'pg_trgm') as ok`);
      return row.ok;
    },
  };
}
