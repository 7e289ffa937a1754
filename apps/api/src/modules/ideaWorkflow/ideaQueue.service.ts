import { decidableStages, type IdeaQueueQuery, type IdeaQueueResponse, unitScopeOf } from '@fikra/shared';
import { ideasRepository } from '../../data/ideas.repository.js';
import type { Database } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth.js';

/**
 * The decider's queue (decision 023): ideas whose due stage is one the user decides, in the user's unit scope
 * (as on the list), oldest first; `stage` narrows the page, the counts cover every stage the user decides.
 */
export function createIdeaQueueService(db: Database) {
  return {
    async queue(user: AuthUser, q: IdeaQueueQuery): Promise<IdeaQueueResponse> {
      const stages = decidableStages(user);
      const unit = unitScopeOf(user) ?? undefined;
      const ideas = ideasRepository(db);
      const pageStages = q.stage ? stages.filter((s) => s === q.stage) : stages;
      const [page, counts] = await Promise.all([
        ideas.queuePage({ stages: pageStages, unit }, q.page, q.limit),
        ideas.queueCounts({ stages, unit }),
      ]);
      return { ...page, counts, page: q.page, limit: q.limit };
    },
  };
}
