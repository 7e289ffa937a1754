import {
  assertOplEditable,
  canListIdeas,
  countTicks,
  defaultScoreDueDate,
  diffChanges,
  EVALUATION_QUESTIONS,
  type IdeaScoreData,
  type IdeaStatus,
  type OplData,
  priorityFor,
  STATUS_KEYS,
  type StatusKey,
  type StatusPatchData,
  type UpdateStatusData,
  unitScopeOf,
} from '@fikra/shared';
import { ideaHistoryRepository } from '../../data/ideaHistory.repository.js';
import { ideaScoresRepository } from '../../data/ideaScores.repository.js';
import { ideasRepository } from '../../data/ideas.repository.js';
import type { Database, Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth.js';
import { forbidden, notFound } from '../../plugins/errors.js';
import { syncSpreadOriginal } from './spreadSync.js';
import { assertInUnit, decideStage, inStage, inWorkflowTransaction, lockIdea } from './stageDecision.js';

/**
 * Stage decisions, the knowledge table and scores. Each runs in one transaction on the locked idea row:
 * 404, unit scope, then the version the edit started from (stale -> 409, nothing changes), then the rules.
 */
export function createWorkflowService(db: Database) {
  const inTransaction = <T>(fn: (tx: Tx) => Promise<T>) => inWorkflowTransaction(db, fn);

  return {
    updateStatus<K extends StatusKey>(user: AuthUser, id: string, key: K, body: UpdateStatusData<K>) {
      return inTransaction(async (tx) => {
        const { version, ...fields } = body;
        const row = await lockIdea(tx, user, id, version);
        const status = await decideStage(tx, user, row, row.status, key, fields);
        const ideas = ideasRepository(tx);
        await ideas.saveStatus(id, status);
        await syncSpreadOriginal(tx, user, id);
        return (await ideas.findById(id))!;
      });
    },

    /**
     * Several stages in one transaction, in stage order (an evaluation accepted here opens the approval here):
     * all or nothing, one version step, one history entry per stage; a refusal names the stage
     * (`stages.<key>.<field>`). The idea comes back whole, with its history.
     */
    updateStages(user: AuthUser, id: string, body: StatusPatchData) {
      return inTransaction(async (tx) => {
        const row = await lockIdea(tx, user, id, body.version);
        let status = row.status;
        for (const key of STATUS_KEYS) {
          const stage = body.stages[key];
          if (stage === undefined) continue;
          status = await inStage(key, () => decideStage(tx, user, row, status, key, stage as never));
        }
        const ideas = ideasRepository(tx);
        await ideas.saveStatus(id, status);
        await syncSpreadOriginal(tx, user, id);
        return { ...(await ideas.findById(id))!, history: await ideaHistoryRepository(tx).list(id) };
      });
    },

    saveOpl(user: AuthUser, id: string, body: OplData) {
      return inTransaction(async (tx) => {
        const row = await lockIdea(tx, user, id, body.version);
        assertOplEditable(row.status, row.opl);
        const opl = { rows: body.rows, report: body.report, savedAt: new Date().toISOString() };
        const status: IdeaStatus = {
          ...row.status,
          implemented: { ...row.status.implemented, oplDescription: opl.rows, ideaText: opl.report },
        };
        const ideas = ideasRepository(tx);
        await ideas.saveOpl(id, opl, status);
        const changes = diffChanges(row.status.implemented, status.implemented);
        await ideaHistoryRepository(tx).append({ ideaId: id, userId: user.id, userName: user.username, stage: 'opl', changes });
        return (await ideas.findById(id))!;
      });
    },

    createScore(user: AuthUser, body: IdeaScoreData) {
      return inTransaction(async (tx) => {
        const row = await lockIdea(tx, user, body.idea);
        const questions = Object.fromEntries(EVALUATION_QUESTIONS.map((q) => [q, body.questions?.[q] === true])) as Record<
          (typeof EVALUATION_QUESTIONS)[number],
          boolean
        >;
        const totalTicks = countTicks(questions);
        const scores = ideaScoresRepository(tx);
        const scoreId = await scores.insert({
          ideaId: body.idea,
          suggestedBy: body.suggestedBy?.trim() || row.employee_name,
          questions,
          totalTicks,
          priority: priorityFor(totalTicks),
          dueDate: body.dueDate ?? defaultScoreDueDate(),
          responsiblePerson: body.responsiblePerson,
          createdBy: user.id,
        });
        await ideasRepository(tx).setHasScore(body.idea, scoreId);
        await ideaHistoryRepository(tx).append({
          ideaId: body.idea,
          userId: user.id,
          userName: user.username,
          stage: 'score',
          decision: priorityFor(totalTicks),
          changes: {
            hasScore: { from: row.has_score, to: { value: true, scoreId } },
            totalTicks: { from: null, to: totalTicks },
          },
        });
        return (await scores.findById(scoreId))!;
      });
    },

    /** The idea's history, oldest first: 404 when missing, 403 outside a unit-scoped user's unit. */
    async history(user: AuthUser, id: string) {
      const unitId = await ideasRepository(db).unitOf(id);
      if (unitId === undefined) throw notFound('noIdea');
      assertInUnit(user, unitId);
      return { data: await ideaHistoryRepository(db).list(id) };
    },

    listScores(user: AuthUser, q: { page: number; limit: number; search?: string; idea?: string }) {
      if (!canListIdeas(user)) throw forbidden();
      return ideaScoresRepository(db).list({ ...q, ideaId: q.idea, unit: unitScopeOf(user) ?? undefined });
    },
  };
}
