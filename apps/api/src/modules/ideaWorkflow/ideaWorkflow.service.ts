import {
  ALLOWED_TYPES,
  applyStageUpdate,
  assertOplEditable,
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
  WORKFLOW_MESSAGES,
  WorkflowError,
} from '@fikra/shared';
import type { Database, Tx } from '../../db/client.js';
import { createFilesRepository } from '../../db/files.repository.js';
import { createIdeasRepository, type IdeaRow } from '../../db/ideas.repository.js';
import { type AuthUser, unitScope } from '../../plugins/auth.js';
import { AppError, forbidden, notFound, staleVersion, validationFailed } from '../../plugins/errors.js';
import { createWorkflowRepository } from './ideaWorkflow.repository.js';

export const NO_IDEA = 'No idea with this ID';

/** MBUL and KEY_OWNER act only on ideas of their own factory business unit (DESIGN §7). */
function assertInUnit(user: AuthUser, unitId: unknown) {
  const unit = unitScope(user);
  if (unit !== undefined && (unit === null || unit !== unitId)) throw forbidden();
}

/** The workflow's own errors as API errors: 409 for order and locks, 400 with field details otherwise. */
function asAppError(err: unknown): unknown {
  if (!(err instanceof WorkflowError)) return err;
  return err.code === 'VALIDATION_FAILED'
    ? new AppError(400, 'VALIDATION_FAILED', err.message, err.issues)
    : new AppError(409, err.code, err.message);
}

/**
 * Stage decisions, the knowledge table and scores. Each runs in one transaction on the locked idea row:
 * 404, unit scope, then the version the edit started from (stale -> 409, nothing changes), then the rules.
 */
export function createWorkflowService(db: Database) {
  async function lockIdea(tx: Tx, user: AuthUser, id: string, version?: number): Promise<IdeaRow & { status: IdeaStatus }> {
    const row = await createIdeasRepository(tx).lockForUpdate(id);
    if (!row) throw notFound(NO_IDEA);
    assertInUnit(user, row.factory_business_unit_id);
    if (version !== undefined && Number(row.version) !== version) throw staleVersion();
    return row as IdeaRow & { status: IdeaStatus };
  }

  /** Image ids -> file references; each must be a stored image. */
  async function resolveImages(tx: Tx, field: string, ids: string[] | undefined): Promise<FileRef[] | undefined> {
    if (!ids) return undefined;
    const unique = [...new Set(ids)];
    const found = new Map((await createFilesRepository(tx).findMany(unique, true)).map((f) => [f.id, f]));
    return unique.map((id) => {
      const file = found.get(id);
      if (!file || !ALLOWED_TYPES.image.includes(file.contentType))
        throw validationFailed(field, WORKFLOW_MESSAGES.imageNotFound);
      return { _id: file.id, filename: file.filename, contentType: file.contentType };
    });
  }

  async function stageInput(tx: Tx, key: StatusKey, body: Record<string, unknown>): Promise<StageInputs[StatusKey]> {
    if (key !== 'implemented') return body;
    const { before, after, ...rest } = body as { before?: string[]; after?: string[] };
    return { ...rest, before: await resolveImages(tx, 'before', before), after: await resolveImages(tx, 'after', after) };
  }

  /** One transaction; workflow errors leave it rolled back and become API errors. */
  const inTransaction = <T>(fn: (tx: Tx) => Promise<T>) =>
    db.transaction(fn).catch((err) => {
      throw asAppError(err);
    });

  return {
    updateStatus<K extends StatusKey>(user: AuthUser, id: string, key: K, body: UpdateStatusData<K>) {
      return inTransaction(async (tx) => {
        const { version, ...fields } = body;
        const row = await lockIdea(tx, user, id, version);
        const input = await stageInput(tx, key, fields);
        const result = applyStageUpdate(row.status, key, input as StageInputs[K], {
          now: new Date().toISOString(),
          userName: user.username,
        });
        await createWorkflowRepository(tx).saveStatus(id, result.status);
        const ideas = createIdeasRepository(tx);
        await ideas.appendHistory({
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
        await createWorkflowRepository(tx).saveOpl(id, opl, status);
        const ideas = createIdeasRepository(tx);
        const changes = diffChanges(row.status.implemented, status.implemented);
        await ideas.appendHistory({ ideaId: id, userId: user.id, userName: user.username, stage: 'opl', changes });
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
        const repo = createWorkflowRepository(tx);
        const scoreId = await repo.insertScore({
          ideaId: body.idea,
          suggestedBy: body.suggestedBy?.trim() || (row.employee_name as string),
          questions,
          totalTicks,
          priority: priorityFor(totalTicks),
          dueDate: body.dueDate ?? defaultScoreDueDate(),
          responsiblePerson: body.responsiblePerson,
          createdBy: user.id,
        });
        await repo.setHasScore(body.idea, scoreId);
        await createIdeasRepository(tx).appendHistory({
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
        return (await repo.findScore(scoreId))!;
      });
    },

    /** The idea's history, oldest first: 404 when missing, 403 outside a unit-scoped user's unit. */
    async history(user: AuthUser, id: string) {
      const unitId = await createWorkflowRepository(db).unitOf(id);
      if (unitId === undefined) throw notFound(NO_IDEA);
      assertInUnit(user, unitId);
      return { data: await createIdeasRepository(db).history(id) };
    },

    listScores(user: AuthUser, q: { page: number; limit: number; search?: string; idea?: string }) {
      const unit = unitScope(user);
      if (unit === null) throw forbidden();
      return createWorkflowRepository(db).listScores({ ...q, ideaId: q.idea, unit });
    },
  };
}
