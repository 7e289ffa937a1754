import { MESSAGES } from '../messages.js';

/** The workflow's messages, from the one catalogue (the web app translates them by key). */
export const WORKFLOW_MESSAGES = {
  required: MESSAGES.required,
  duplicateNeedsReason: MESSAGES.duplicateNeedsReason,
  duplicateNotFound: MESSAGES.duplicateNotFound,
  amountMin: MESSAGES.amountMin,
  invalidDate: MESSAGES.enterValidDate,
  evaluateFirst: MESSAGES.evaluateFirst,
  approveFirst: MESSAGES.approveFirst,
  notImplemented: MESSAGES.notImplemented,
  stageLocked: MESSAGES.stageLocked,
  fullyReplicated: MESSAGES.fullyReplicated,
  oplSaved: MESSAGES.oplSaved,
  oplMinRows: MESSAGES.oplMinRows,
  imageNotFound: MESSAGES.imageNotFound,
} as const;

export interface StageIssue {
  path: string;
  message: string;
}

export type WorkflowErrorCode = 'STAGE_ORDER' | 'STAGE_LOCKED' | 'VALIDATION_FAILED';

export class WorkflowError extends Error {
  constructor(
    public code: WorkflowErrorCode,
    message: string,
    public issues: StageIssue[] = [],
  ) {
    super(message);
  }
}
