import { isDeepStrictEqual } from 'node:util';
import {
  ALLOWED_TYPES,
  applyStageUpdate,
  canActOnIdea,
  canDecideStage,
  type FileRef,
  type IdeaStatus,
  OPL_MIRROR_FIELDS,
  OPL_ROUTE,
  type StageInputs,
  type StatusKey,
  type UpdateStatusData,
  WorkflowError,
} from '@fikra/shared';
import { filesRepository } from '../../data/files.repository.js';
import { ideaHistoryRepository } from '../../data/ideaHistory.repository.js';
import { type IdeaTableRow, ideasRepository } from '../../data/ideas.repository.js';
import type { Database, Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth.js';
import {
  AppError,
  appError,
  catalogued,
  fieldError,
  forbidden,
  notFound,
  staleVersion,
  validationFailed,
} from '../../plugins/errors.js';
import { recordStageEvents } from '../../services/ideaEvents.js';

/**
 * The one way a stage of an idea is decided (the stage saves, a spread's decline and its derived replication
 * type all come here): the workflow's rules, the history entry and the outbox events, in the caller's
 * transaction on the locked idea row.
 */

/** MBUL and KEY_OWNER act only on ideas of their own factory business unit (DESIGN §7). */
export function assertInUnit(user: AuthUser, unitId: string | null) {
  if (!canActOnIdea(user, { unitId })) throw forbidden();
}

/** The workflow's own errors as API errors: 409 for order and locks, 400 with field details otherwise. */
function asAppError(err: unknown): unknown {
  if (!(err instanceof WorkflowError)) return err;
  const details = err.issues.map((issue) => fieldError(issue.path, catalogued(issue.message)));
  return appError(err.code, catalogued(err.message), undefined, details.length ? details : undefined);
}

/** One transaction; workflow errors leave it rolled back and become API errors. */
export const inWorkflowTransaction = <T>(db: Database, fn: (tx: Tx) => Promise<T>) =>
  db.transaction(fn).catch((err) => {
    throw asAppError(err);
  });

/**
 * Runs one stage of a several-stage save: its errors name the stage, `stages.<key>.<field>` (an order or lock
 * refusal, `stages.<key>`).
 */
export async function inStage<T>(key: StatusKey, fn: () => Promise<T>): Promise<T> {
  const at = (path: string) => (path ? `stages.${key}.${path}` : `stages.${key}`);
  try {
    return await fn();
  } catch (err) {
    if (err instanceof WorkflowError) {
      const issues = err.issues.length ? err.issues : [{ path: '', message: err.message }];
      throw new WorkflowError(
        err.code,
        err.message,
        issues.map((i) => ({ ...i, path: at(i.path) })),
      );
    }
    if (err instanceof AppError && err.details) err.details = err.details.map((d) => ({ ...d, path: at(d.path) }));
    throw err;
  }
}

/** The idea row locked for the update: 404, unit scope, then the version the edit started from. */
export async function lockIdea(tx: Tx, user: AuthUser, id: string, version?: number): Promise<IdeaTableRow> {
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

/**
 * The knowledge table's copy in the implementation (`oplDescription`, `ideaText`) is saved by the OPL route: sent
 * back as GET returned it, it passes; any other value is refused with the field and that route (issue 30).
 */
function withoutOplMirror(status: IdeaStatus, fields: Record<string, unknown>) {
  const rest = { ...fields };
  const stored = status.implemented;
  for (const field of OPL_MIRROR_FIELDS) {
    if (!(field in rest)) continue;
    const sent = rest[field];
    delete rest[field];
    if (sent !== undefined && !isDeepStrictEqual(sent, stored[field] ?? (field === 'ideaText' ? '' : [])))
      throw validationFailed(field, 'savedByOtherRoute', { field, route: OPL_ROUTE });
  }
  return rest;
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

/**
 * One stage applied to the locked idea from `status` (what the stages saved before it in the same save made):
 * the workflow's rules, the link to the original, its history entry and its events, without asking who may
 * decide it (decideStage asks; a replication type derived from a spread's outcomes does not). The caller writes
 * the status once, so a save of several stages moves the version one step.
 */
export async function applyStage<K extends StatusKey>(
  tx: Tx,
  user: AuthUser,
  row: IdeaTableRow,
  status: IdeaStatus,
  key: K,
  body: Omit<UpdateStatusData<K>, 'version'>,
): Promise<IdeaStatus> {
  const { duplicateOf, ...sent } = body as Omit<UpdateStatusData<K>, 'version'> & { duplicateOf?: string };
  const fields = key === 'implemented' ? withoutOplMirror(status, sent) : sent;
  const input = await stageInput(tx, key, fields);
  const result = applyStageUpdate(status, key, input as StageInputs[K], {
    now: new Date().toISOString(),
    userName: user.username,
  });
  if (duplicateOf !== undefined) await linkOriginal(tx, row, result.status, duplicateOf);
  await ideaHistoryRepository(tx).append({
    ideaId: row.id,
    userId: user.id,
    userName: user.username,
    stage: key,
    decision: result.decision,
    changes: result.changes,
  });
  await recordStageEvents(tx, {
    idea: { id: row.id, ideaNumber: Number(row.idea_number), ideaText: row.idea_text },
    key,
    before: status,
    after: result.status,
    actor: { id: user.id, username: user.username },
  });
  return result.status;
}

/** A stage decided by the user: who may decide it (role per stage and unit), then applyStage. */
export async function decideStage<K extends StatusKey>(
  tx: Tx,
  user: AuthUser,
  row: IdeaTableRow,
  status: IdeaStatus,
  key: K,
  body: Omit<UpdateStatusData<K>, 'version'>,
): Promise<IdeaStatus> {
  if (!canDecideStage(user, key, { unitId: row.factory_business_unit_id })) throw forbidden();
  return applyStage(tx, user, row, status, key, body);
}
