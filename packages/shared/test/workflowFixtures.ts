/** Helpers for the workflow's unit tests: valid inputs per stage and statuses ready for a stage. */
import { type IdeaStatus, initialIdeaStatus, type StatusKey } from '../src/domain/idea.js';
import { applyStageUpdate, STAGE_PREREQUISITE, type StageInputs } from '../src/domain/workflow.js';
import { WorkflowError } from '../src/domain/workflowErrors.js';

export const ctx = { now: '2026-03-01T10:00:00.000Z', userName: 'Mona' };
export const ALL_YES = {
  isItCheap: true,
  isItEasyToImplement: true,
  canWeImplementItOurselves: true,
  canItBeImplementedWithin3Weeks: true,
  isItOneOfOurTop3FavSuggestions: true,
  willItSaveAsignificantAmout: true,
  isItUrgent: true,
};

/** A complete, valid Accepted input for each stage. */
export const ACCEPT: { [K in StatusKey]: StageInputs[K] } = {
  evaluated: { accepted: true, questions: ALL_YES, responsiblePerson: ['Omar'] },
  approved: { accepted: true },
  implemented: { accepted: true, cost: 100, savings: 250 },
  rewarded: { accepted: true, eventName: 'Kaizen Day', savings: 500 },
  replicated: { type: 'Fully Replicated' },
};

export function save<K extends StatusKey>(status: IdeaStatus, key: K, input: StageInputs[K]) {
  return applyStageUpdate(status, key, input, ctx).status;
}

/** The status after accepting every stage up to (not including) `key`. */
export function readyFor(key: StatusKey): IdeaStatus {
  const chain: StatusKey[] = [];
  for (let k = STAGE_PREREQUISITE[key] as StatusKey | null; k; k = STAGE_PREREQUISITE[k]) chain.unshift(k);
  return chain.reduce((s, k) => save(s, k, ACCEPT[k] as never), initialIdeaStatus());
}

export function workflowError(fn: () => unknown): WorkflowError {
  try {
    fn();
  } catch (err) {
    if (err instanceof WorkflowError) return err;
    throw err;
  }
  throw new Error('expected a WorkflowError');
}
