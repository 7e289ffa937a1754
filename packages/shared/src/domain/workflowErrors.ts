/** The English messages the workflow sends (translated by the web app's `workflow:serverMessages`). */
export const WORKFLOW_MESSAGES = {
  required: 'This field is required',
  duplicateNeedsReason: "Link the original idea only when rejecting as 'Already submitted before'",
  duplicateNotFound: 'The original idea must be another idea of the same factory business unit',
  amountMin: 'Amount must be at least 0',
  invalidDate: 'Please enter a valid date',
  evaluateFirst: 'The idea must be evaluated and accepted first',
  approveFirst: 'The idea must be approved and accepted first',
  notImplemented: 'This idea is not implemented yet',
  stageLocked: 'This stage is already decided and cannot be changed',
  fullyReplicated: 'This idea is already fully replicated and cannot be changed',
  oplSaved: 'The knowledge table is already saved and cannot be changed',
  oplMinRows: 'Please add at least one row',
  imageNotFound: 'This image does not exist',
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
