import {
  type IdeaFieldsUpdate,
  type IdeaFilter,
  type IdeaOutput,
  type IdeaSort,
  type ListEnvelope,
  NO_IDEA_WITH_ID,
} from '@fikra/shared';
import type { Database } from '../../db/client.js';
// the submission's hierarchy rule, so an edit obeys exactly the same one (see the report: it belongs in db/)
import { resolveHierarchy } from '../../db/hierarchy.js';
import { createIdeasRepository } from '../../db/ideas.repository.js';
import { type AuthUser, unitScope } from '../../plugins/auth.js';
import { forbidden, notFound, staleVersion } from '../../plugins/errors.js';
import { createIdeasAdminRepository, type IdeaCriteria } from './ideas.repository.js';

/** The list's criteria for this user: unit-scoped roles (MBUL, KEY_OWNER) only ever see their own unit. */
export function criteriaFor(user: AuthUser, filter: IdeaFilter, search?: string): IdeaCriteria {
  return { filter, search, unit: unitScope(user) };
}

export function createIdeasService(db: Database) {
  const ideas = createIdeasRepository(db);
  const lists = createIdeasAdminRepository(db);

  /** The idea, if this user may act on it: 404 when missing, 403 when outside a unit-scoped user's unit. */
  async function findVisible(user: AuthUser, id: string): Promise<IdeaOutput> {
    const idea = await ideas.findById(id);
    if (!idea) throw notFound(NO_IDEA_WITH_ID);
    const unit = unitScope(user);
    if (unit !== undefined && (unit === null || idea.factoryBusinessUnit?._id !== unit)) throw forbidden();
    return idea;
  }

  return {
    async list(
      user: AuthUser,
      q: { filter: IdeaFilter; search?: string; sort: IdeaSort; page: number; limit: number },
    ): Promise<ListEnvelope<IdeaOutput>> {
      const { data, total } = await lists.pageWithTotal(criteriaFor(user, q.filter, q.search), q.sort, q.page, q.limit);
      return { data, total, page: q.page, limit: q.limit };
    },

    async getWithHistory(user: AuthUser, id: string) {
      const idea = await findVisible(user, id);
      return { ...idea, history: await ideas.history(id) };
    },

    /**
     * editIdeaFields: the basic fields, checked like a submission (hierarchy included), only when the idea is
     * still at the version the edit started from; otherwise STALE_VERSION and nothing changes.
     */
    async updateFields(id: string, input: IdeaFieldsUpdate): Promise<IdeaOutput> {
      await db.transaction(async (tx) => {
        const current = await createIdeasRepository(tx).lockForUpdate(id);
        if (!current) throw notFound(NO_IDEA_WITH_ID);
        if (Number(current.version) !== input.version) throw staleVersion();
        const refs = await resolveHierarchy(tx, { ...input, filesRelated: [], operatorImg: [] });
        await createIdeasAdminRepository(tx).updateFields(id, input, refs);
      });
      return (await ideas.findById(id))!;
    },

    async remove(user: AuthUser, id: string) {
      await findVisible(user, id);
      await db.query('delete from ideas where id = $1', [id]);
      return { message: 'Deleted', _id: id };
    },
  };
}
