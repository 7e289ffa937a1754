import type { IdeaBankBody, IdeaBankSource, IdeaOutput, ListEnvelope } from '@fikra/shared';
import { ideasRepository } from '../../data/ideas.repository.js';
import type { Database } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth.js';
import { scopedCriteria } from '../../services/ideaScope.js';

/**
 * The idea banks (spec §2 kaizenTemplate, kaizenTemplateImported): the ideas list's body and rules, narrowed to
 * implemented and accepted ideas of one source. Unit-scoped roles see their own unit's, as in the list. The
 * spread filter keeps replications proposed to the user's unit, or the user's unit's ideas spread to others.
 */
export function createIdeaBankService(db: Database) {
  const ideas = ideasRepository(db);
  return {
    async page(user: AuthUser, source: IdeaBankSource, body: IdeaBankBody): Promise<ListEnvelope<IdeaOutput>> {
      const { search, page, limit, sort, spread, ...filter } = body;
      const criteria = scopedCriteria(user, {
        filter,
        search,
        bank: source,
        ...(spread ? { spread: { side: spread, unit: user.factoryBusinessUnitId ?? null } } : {}),
      });
      const { data, total } = await ideas.pageWithTotal(criteria, sort, page, limit);
      return { data, total, page, limit };
    },
  };
}
