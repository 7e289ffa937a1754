import {
  IDEA_SUBMITTED,
  type IdeaSubmission,
  type IdeaSubmitted,
  initialIdeaStatus,
  isMaskedMobile,
  quarterOf,
} from '@fikra/shared';
import { anonymousUploadLedgerRepository } from '../../data/anonymousUploadLedger.repository.js';
import { employeeCodesRepository } from '../../data/employeeCodes.repository.js';
import { setPresenterLang } from '../../data/ideas.notify.js';
import { ideasRepository } from '../../data/ideas.repository.js';
import type { Database, Tx } from '../../db/client.js';
import { withIdempotency } from '../../lib/idempotency.js';
import { resolveHierarchy } from '../../services/hierarchy.js';
import { recordIdeaEvent } from '../../services/ideaEvents.js';
import { attachFiles } from '../../services/ideaFiles.js';

export const SUBMISSION_SCOPE = 'idea-submission';
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

export { quarterOf };

/**
 * Stores a public submission (spec §3-§5): the server sets the initial status, quarter and year from the
 * date, and the next idea number. With an Idempotency-Key a retried request gets the first answer.
 */
export async function submitIdea(db: Database, input: IdeaSubmission, key?: string) {
  return withIdempotency<IdeaSubmitted>(db, { scope: SUBMISSION_SCOPE, key, request: input }, async (tx) => {
    const refs = await resolveHierarchy(tx, input);
    const now = new Date();
    const filesRelated = await attachFiles(tx, 'filesRelated', input.filesRelated);
    const operatorImg = await attachFiles(tx, 'operatorImg', input.operatorImg);
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
      filesRelated,
      operatorImg,
      status: initialIdeaStatus(),
      createdAt: now,
    });
    if (input.lang) await setPresenterLang(tx, id, input.lang);
    await recordIdeaEvent(tx, 'idea.submitted', { id, ideaNumber, ideaText: input.ideaText });
    // a visitor's files now belong to this idea: once its evaluation is accepted they stop counting (anonymousUploads.ts)
    await anonymousUploadLedgerRepository(tx).attachToIdea([...input.filesRelated, ...input.operatorImg], id);
    return { statusCode: 201, body: { _id: id, ideaNumber, message: IDEA_SUBMITTED } };
  });
}
