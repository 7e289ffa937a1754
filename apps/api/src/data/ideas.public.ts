import { type IdeaStatus, ideaStage, type PublicIdeaSummary, publicReason, type RefOutput } from '@fikra/shared';
import type { Tx } from '../db/client.js';
import { iso, num } from './sql.js';

/**
 * The ideas table's public reads (issues 27 and 28), beside its repository: what an operator's phone and the
 * landing page may see without an account. Nothing here returns a presenter's code, phone or an idea's texts
 * beyond what each function names.
 */
export function ideasPublicReads(q: Tx) {
  return {
    /** The status of each known id (unknown ids are left out), in the order of the ids given. */
    async statusSummaries(ids: readonly string[]): Promise<PublicIdeaSummary[]> {
      const rows = await q.query<{ id: string; idea_number: string; status: IdeaStatus; updated_at: Date | string }>(
        'select id, idea_number, status, updated_at from ideas where id = any($1::uuid[])',
        [ids],
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.flatMap((id) => {
        const r = byId.get(id);
        if (!r) return [];
        const stage = ideaStage(r.status);
        return [
          {
            _id: r.id,
            ideaNumber: Number(r.idea_number),
            stage,
            reward:
              stage === 'rewarded' || (stage === 'replicated' && r.status.rewarded.value) ? num(r.status.rewarded.savings) : null,
            reason: publicReason(r.status),
            changedAt: iso(r.updated_at),
          },
        ];
      });
    },

    /**
     * Ideas whose reward was decided (and accepted) since `since`, newest first: number, title and unit, and the
     * presenter's name only when asked for (the plant's setting).
     */
    async rewardedSince(since: Date, limit: number, withPresenter: boolean) {
      const rows = await q.query<{
        idea_number: string;
        idea_text: string;
        employee_name: string;
        rewarded_at: Date | string;
        unit_id: string | null;
        unit_en: string | null;
        unit_ar: string | null;
      }>(
        `select i.idea_number, i.idea_text, i.employee_name, fikra_stage_time(i.status, 'rewarded') as rewarded_at,
           u.id as unit_id, u.name_en as unit_en, u.name_ar as unit_ar
         from ideas i left join master_data u on u.id = i.factory_business_unit_id
         where i.progress = 4 and fikra_stage_time(i.status, 'rewarded') >= $1
         order by fikra_stage_time(i.status, 'rewarded') desc, i.idea_number desc
         limit $2`,
        [since.toISOString(), limit],
      );
      return rows.map((r) => {
        const unit: RefOutput | null = r.unit_id ? { _id: r.unit_id, name: { en: r.unit_en ?? '', ar: r.unit_ar ?? '' } } : null;
        return {
          ideaNumber: Number(r.idea_number),
          ideaText: r.idea_text,
          factoryBusinessUnit: unit,
          rewardedAt: iso(r.rewarded_at),
          ...(withPresenter ? { presenter: r.employee_name } : {}),
        };
      });
    },
  };
}
