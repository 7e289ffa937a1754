import {
  ALLOWED_TYPES,
  applyStageUpdate,
  assertOplEditable,
  canActOnIdea,
  canListIdeas,
  countTicks,
  defaultScoreDueDate,
  diffChanges,
  EVALUATION_QUESTIONS,
  type FileRef,
  type IdeaScoreData,
  type IdeaStatus,
  type OplData,
  priorityFor,
  type StageInputs,
  type StatusKey,
  type UpdateStatusData,
  unitScopeOf,
  WorkflowError,
} from '@fikra/shared';
import { filesRepository } from '../../data/files.repository.js';
import { ideaHistoryRepository } from '../../data/ideaHistory.repository.js';
import { ideaScoresRepository } from '../../data/ideaScores.repository.js';
import { type IdeaTableRow, ideasRepository } from '../../data/ideas.repository.js';
import type { Database, Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth.js';
import { appError, catalogued, fieldError, forbidden, notFound, staleVersion, validationFailed } from '../../plugins/errors.js';

/** MBUL and KEY_OWNER act only on ideas of their own factory business unit (DESIGN §7). */
function assertInUnit(user: AuthUser, unitId: string | null) {
  if (!canActOnIdea(user, { unitId })) throw forbidden();
}

/** The workflow's own errors as API errors: 409 for order and locks, 400 with field details otherwise. */
function asAppError(err: unknown): unknown {
  if (!(err instanceof WorkflowError)) return err;
  const details = err.issues.map((issue) => fieldError(issue.path, catalogued(issue.message)));
  return appError(err.code, catalogued(err.message), undefined, err.code === 'VALIDATION_FAILED' ? details : undefined);
}

/**
 * Stage decisions, the knowledge table and scores. Each runs in one transaction on the locked idea row:
 * 404, unit scope, then the version the edit started from (stale -> 409, nothing changes), then the rules.
 */
export function createWorkflowService(db: Database) {
  async function lockIdea(tx: Tx, user: AuthUser, id: string, version?: number): Promise<IdeaTableRow> {
    const row = await ideasRepository(tx).lockForUpdate(id);
    if (!row) throw notFound('noIdea');
    assertInUnit(user, row.factory_business_unit_id);
    if (version !== undefined && Number(row.version) !== version) throw staleVersion();
    return row;
  }

  /** Image ids -> file references; each must be a stored image. */
  async function resolveImages(tx: Tx, field: string, ids: string[] | undefined): Promise<FileRef[] | undefined> {
    if (!ids) return undefined;
    const unique = [...new Set(ids)];
    const found = new Map((await filesRepository(tx).findMany(unique, true)).map((f) => [f.id, f]));
    return unique.map((id) => {
      const file = found.get(id);
      if (!file || !ALLOWED_TYPES.image.includes(file.contentType)) throw validationFailed(field, 'imageNotFound');
      return { _id: file.id, filename: file.filename, contentType: file.contentType };
    });
  }

  async function stageInput(tx: Tx, key: StatusKey, body: Record<string, unknown>): Promise<StageInputs[StatusKey]> {
    if (key !== 'implemented') return body;
    const { before, after, ...rest } = body as { before?: string[]; after?: string[] };
    return { ...rest, before: await resolveImages(tx, 'before', before), after: await resolveImages(tx, 'after', after) };
  }

  /** 'Already submitted before' with the original linked: another idea of the same unit (issue 18). */
  async function linkOriginal(tx: Tx, row: IdeaTableRow, status: IdeaStatus, originalId: string) {
    const evaluation = status.evaluated;
    if (!(evaluation.value && evaluation.accepted === false && evaluation.reasonOfDenial === 'Already submitted before'))
      throw validationFailed('duplicateOf', 'duplicateNeedsReason');
    const ideas = ideasRepository(tx);
    if (originalId === row.id || (await ideas.unitOf(originalId)) !== row.factory_business_unit_id)
      throw validationFailed('duplicateOf', 'duplicateNotFound');
    await ideas.setDuplicateOf(row.id, originalId);
  }

  /** One transaction; workflow errors leave it rolled back and become API errors. */
  const inTransaction = <T>(fn: (tx: Tx) => Promise<T>) =>
    db.transaction(fn).catch((err) => {
      throw asAppError(err);
    });

  return {
    updateStatus<K extends StatusKey>(user: AuthUser, id: string, key: K, body: UpdateStatusData<K>) {
      return inTransaction(async (tx) => {
        const { version, duplicateOf, ...fields } = body as UpdateStatusData<K> & { duplicateOf?: string };
        const row = await lockIdea(tx, user, id, version);
        const input = await stageInput(tx, key, fields);
        const result = applyStageUpdate(row.status, key, input as StageInputs[K], {
          now: new Date().toISOString(),
          userName: user.username,
        });
        const ideas = ideasRepository(tx);
        await ideas.saveStatus(id, result.status);
        if (duplicateOf !== undefined) await linkOriginal(tx, row, result.status, duplicateOf);
        await ideaHistoryRepository(tx).append({
          ideaId: id,
          userId: user.id,
          userName: user.username,
          stage: key,
          decision: result.decision,
          changes: result.changes,
        });
        return (await ideas.findById(id))!;
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
