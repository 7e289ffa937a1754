import type { Writable } from 'node:stream';
import {
  canActOnIdea,
  type IdeaFieldsUpdate,
  type IdeaFilter,
  type IdeaListResponse,
  type IdeaListView,
  type IdeaOutput,
  type IdeaSort,
  type Language,
  MASTER_DATA_KINDS,
  MESSAGES,
} from '@fikra/shared';
import { ideaHistoryRepository } from '../../data/ideaHistory.repository.js';
import { ideaReplicationsRestoreRepository } from '../../data/ideaReplications.restore.js';
import { type IdeaCriteria, ideasRepository } from '../../data/ideas.repository.js';
import { masterDataRestoreRepository } from '../../data/masterData.restore.js';
import type { Database } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth.js';
import { forbidden, notFound, staleVersion } from '../../plugins/errors.js';
import { resolveHierarchy } from '../../services/hierarchy.js';
import { attachFiles } from '../../services/ideaFiles.js';
import { scopedCriteria } from '../../services/ideaScope.js';
import { exportExpressions, writeIdeasBackup, writeIdeasWorkbook } from './ideas.export.js';

/**
 * The list's criteria for this user: unit-scoped roles (MBUL, KEY_OWNER) only ever see their own unit. The
 * admin list and its export hold submitted ideas only; imported ones have their own list (issue 12).
 */
export function criteriaFor(user: AuthUser, filter: IdeaFilter, search?: string): IdeaCriteria {
  return scopedCriteria(user, { filter, search, imported: false });
}

/** The backup's ideas with their history and, on a replication, its link to the original (issue 32); two queries a batch. */
async function* withHistory(db: Database, batches: AsyncIterable<IdeaOutput[]>) {
  for await (const batch of batches) {
    const ids = batch.map((i) => i._id);
    const history = await ideaHistoryRepository(db).forIdeas(ids);
    const links = await ideaReplicationsRestoreRepository(db).linksOf(ids);
    yield batch.map((idea) => ({ ...idea, history: history.get(idea._id) ?? [], replication: links.get(idea._id) ?? null }));
  }
}

export function createIdeasService(db: Database) {
  const ideas = ideasRepository(db);

  /** The idea, if this user may act on it: 404 when missing, 403 when outside a unit-scoped user's unit. */
  async function findVisible(user: AuthUser, id: string): Promise<IdeaOutput> {
    const idea = await ideas.findById(id);
    if (!idea) throw notFound('noIdea');
    if (!canActOnIdea(user, { unitId: idea.factoryBusinessUnit?._id })) throw forbidden();
    return idea;
  }

  return {
    /** A page of the list: the rows of the compact or expanded table with the names they refer to, or full ideas. */
    async list(
      user: AuthUser,
      q: { filter: IdeaFilter; search?: string; sort: IdeaSort; page: number; limit: number; view?: IdeaListView },
    ): Promise<IdeaListResponse> {
      const criteria = criteriaFor(user, q.filter, q.search);
      const paging = { page: q.page, limit: q.limit };
      if (q.view)
        return {
          view: q.view,
          ...(await ideas.viewPage(criteria, q.sort, q.page, q.limit, q.view)),
          ...paging,
        } as IdeaListResponse;
      const { data, total } = await ideas.pageWithTotal(criteria, q.sort, q.page, q.limit);
      return { view: 'full', data, total, ...paging };
    },

    /** The spreadsheet export of the list as this user filters it, written to `out` in batches. */
    exportWorkbook(user: AuthUser, q: { filter: IdeaFilter; search?: string; sort: IdeaSort }, lang: Language, out: Writable) {
      const batches = ideas.valueBatches(criteriaFor(user, q.filter, q.search), q.sort, 2000, exportExpressions(lang));
      return writeIdeasWorkbook(batches, lang, out);
    },

    /** The JSON backup: master data, then every idea of this user's scope (submitted and imported) with its history. */
    async writeBackup(user: AuthUser, out: Writable) {
      const masterData = await masterDataRestoreRepository(db).backupRecords(MASTER_DATA_KINDS.map((k) => k.kind));
      const batches = ideas.batches({ ...criteriaFor(user, {}), imported: undefined }, 'ideaNumber', 500);
      return writeIdeasBackup(masterData, withHistory(db, batches), out);
    },

    async getWithHistory(user: AuthUser, id: string) {
      const idea = await findVisible(user, id);
      return { ...idea, history: await ideaHistoryRepository(db).list(id) };
    },

    /**
     * editIdeaFields: the basic fields, checked like a submission (hierarchy included), and the operator's photos
     * and related files when sent, only when the idea is still at the version the edit started from; otherwise
     * STALE_VERSION and nothing changes.
     */
    async updateFields(id: string, input: IdeaFieldsUpdate): Promise<IdeaOutput> {
      await db.transaction(async (tx) => {
        const current = await ideasRepository(tx).lockForUpdate(id);
        if (!current) throw notFound('noIdea');
        if (Number(current.version) !== input.version) throw staleVersion();
        const refs = await resolveHierarchy(tx, { ...input, filesRelated: [], operatorImg: [] });
        const files = {
          ...(input.filesRelated ? { filesRelated: await attachFiles(tx, 'filesRelated', input.filesRelated) } : {}),
          ...(input.operatorImg ? { operatorImg: await attachFiles(tx, 'operatorImg', input.operatorImg) } : {}),
        };
        await ideasRepository(tx).updateFields(id, input, refs, files);
      });
      return (await ideas.findById(id))!;
    },

    async remove(user: AuthUser, id: string) {
      await findVisible(user, id);
      await ideas.remove(id);
      return { message: MESSAGES.deleted, _id: id };
    },
  };
}
