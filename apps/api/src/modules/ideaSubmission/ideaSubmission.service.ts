import {
  ALLOWED_TYPES,
  type FileRef,
  IDEA_SUBMITTED,
  type IdeaSubmission,
  type IdeaSubmitted,
  initialIdeaStatus,
  isMaskedMobile,
} from '@fikra/shared';
import { employeeCodesRepository } from '../../data/employeeCodes.repository.js';
import { filesRepository, toFileRef } from '../../data/files.repository.js';
import { ideasRepository } from '../../data/ideas.repository.js';
import type { Database, Tx } from '../../db/client.js';
import { withIdempotency } from '../../lib/idempotency.js';
import { validationFailed } from '../../plugins/errors.js';
import { resolveHierarchy } from '../../services/hierarchy.js';

export const SUBMISSION_SCOPE = 'idea-submission';
/**
 * The stored files behind the ids, as `{ _id, filename, contentType }`, share-locked until the idea commits
 * (so the unreferenced-file cleanups cannot take them meanwhile). Each must exist and be of an allowed type.
 */
async function attachFiles(tx: Tx, field: 'filesRelated' | 'operatorImg', ids: string[]): Promise<FileRef[]> {
  if (!ids.length) return [];
  const allowed = ALLOWED_TYPES[field === 'operatorImg' ? 'image' : 'attachment'];
  const repo = filesRepository(tx);
  const files = new Map((await repo.findMany(ids, true)).map((f) => [f.id, f]));
  // attached now: a visitor's upload stops counting against the cap and is no longer removed after the hour
  await repo.markUsed(ids);
  return ids.map((id) => {
    const file = files.get(id);
    if (!file) throw validationFailed(field, 'notFound', { label: 'File' });
    if (!allowed.includes(file.contentType)) {
      throw validationFailed(field, field === 'operatorImg' ? 'operatorPhotoImage' : 'fileNotAttachable');
    }
    return toFileRef(file);
  });
}

/**
 * The public code lookup shows a masked mobile (DESIGN §7), so an employee's form sends that or nothing: the
 * stored mobile of the code goes into the idea. A number the presenter typed is kept as typed.
 */
async function presenterPhone(tx: Tx, input: IdeaSubmission): Promise<string | null> {
  const sent = input.employeePhone;
  if (sent && !isMaskedMobile(sent)) return sent;
  if (input.ideaPresenterType !== 'Employee') return null;
  const stored = (await employeeCodesRepository(tx).findByCode(input.employeeCode))?.mobile?.trim();
  return stored || null;
}

export const quarterOf = (d: Date) => `Q${Math.floor(d.getUTCMonth() / 3) + 1}`;

/**
 * Stores a public submission (spec §3-§5): the server sets the initial status, quarter and year from the
 * date, and the next idea number. With an Idempotency-Key a retried request gets the first answer.
 */
export async function submitIdea(db: Database, input: IdeaSubmission, key?: string) {
  return withIdempotency<IdeaSubmitted>(db, { scope: SUBMISSION_SCOPE, key, request: input }, async (tx) => {
    const refs = await resolveHierarchy(tx, input);
    const now = new Date();
    const { id, ideaNumber } = await ideasRepository(tx).insert({
      ideaText: input.ideaText,
      ideaDesc: input.ideaDesc,
      ideaPresenterType: input.ideaPresenterType,
      employeeName: input.employeeName,
      employeeCode: input.employeeCode,
      employeePhone: await presenterPhone(tx, input),
      refs,
      quarter: quarterOf(now),
      year: now.getUTCFullYear(),
      kaizenType: input.kaizenType,
      effectOnPQCDSM: input.effectOnPQCDSM,
      estimatedAnualSavings: input.estimatedAnualSavings,
      filesRelated: await attachFiles(tx, 'filesRelated', input.filesRelated),
      operatorImg: await attachFiles(tx, 'operatorImg', input.operatorImg),
      status: initialIdeaStatus(),
      createdAt: now,
    });
    return { statusCode: 201, body: { _id: id, ideaNumber, message: IDEA_SUBMITTED } };
  });
}
