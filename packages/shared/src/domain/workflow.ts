/**
 * The idea status workflow (spec §4, §5): stage order, decisions, locks and computed values. Pure: the API
 * enforces it on every save and the web app uses it to decide which forms show and what they compute.
 * Every stage is handled by a `Record<StatusKey, …>`, so adding a stage fails to compile until it is handled.
 */
import {
  type APPROVAL_QUESTIONS,
  type DECISION_STAGES,
  type Decision,
  EVALUATION_QUESTIONS,
  type EvaluationQuestion,
  type FileRef,
  type IdeaStatus,
  REJECTION_REASONS,
  type ReplicationType,
  type SAVINGS_TYPES,
  type StageStatusBase,
  type StatusKey,
} from './idea.js';
import { clampPercent, computeRoi, countTicks, diffChanges, priorityFor } from './workflowCalc.js';
import { type StageIssue, WORKFLOW_MESSAGES, WorkflowError } from './workflowErrors.js';

export type DecisionStageKey = (typeof DECISION_STAGES)[number];
export type RejectionReason = (typeof REJECTION_REASONS)[number];
export type SavingsType = (typeof SAVINGS_TYPES)[number];
export type ApprovalQuestion = (typeof APPROVAL_QUESTIONS)[number];

// ---- order and locks ----------------------------------------------------------------------------

/** The stage that must be accepted before a stage can be decided. */
export const STAGE_PREREQUISITE = {
  evaluated: null,
  approved: 'evaluated',
  implemented: 'approved',
  rewarded: 'implemented',
  replicated: 'implemented',
} as const satisfies Record<StatusKey, DecisionStageKey | null>;

const ORDER_MESSAGE = {
  evaluated: WORKFLOW_MESSAGES.evaluateFirst,
  approved: WORKFLOW_MESSAGES.approveFirst,
  implemented: WORKFLOW_MESSAGES.notImplemented,
  rewarded: WORKFLOW_MESSAGES.notImplemented,
} as const satisfies Record<DecisionStageKey, string>;

/** Done and accepted (not rejected, not on hold). */
export function isAccepted(stage: StageStatusBase): boolean {
  return stage.value && stage.accepted === true;
}

const LOCKED: { [K in StatusKey]: (stage: IdeaStatus[K]) => boolean } = {
  evaluated: (s) => s.value && s.accepted !== 'hold',
  approved: (s) => s.value && s.accepted !== 'hold',
  implemented: (s) => s.value && s.accepted !== 'hold',
  rewarded: (s) => s.value && s.accepted !== 'hold',
  replicated: (s) => s.value && s.type === 'Fully Replicated',
};

export function isStageLocked(status: IdeaStatus, key: StatusKey): boolean {
  return (LOCKED[key] as (s: IdeaStatus[StatusKey]) => boolean)(status[key]);
}

/** locked: decided, read-only. waiting: the previous stage is not accepted yet. editable: may be saved. */
export type StageAvailability = 'locked' | 'waiting' | 'editable';

export function stageAvailability(status: IdeaStatus, key: StatusKey): StageAvailability {
  if (isStageLocked(status, key)) return 'locked';
  const before = STAGE_PREREQUISITE[key];
  return before && !isAccepted(status[before]) ? 'waiting' : 'editable';
}

/** Throws STAGE_LOCKED or STAGE_ORDER when the stage may not be saved now. */
export function assertStageEditable(status: IdeaStatus, key: StatusKey): void {
  const availability = stageAvailability(status, key);
  if (availability === 'locked') {
    throw new WorkflowError(
      'STAGE_LOCKED',
      key === 'replicated' ? WORKFLOW_MESSAGES.fullyReplicated : WORKFLOW_MESSAGES.stageLocked,
    );
  }
  if (availability === 'waiting')
    throw new WorkflowError('STAGE_ORDER', ORDER_MESSAGE[STAGE_PREREQUISITE[key] as DecisionStageKey]);
}

// ---- decisions ----------------------------------------------------------------------------------

export interface DecisionInput {
  accepted?: Decision;
  reasonOfHold?: string;
  reasonOfDenial?: RejectionReason;
  /** the free text when reasonOfDenial is 'Other'; it is stored as the reason of denial */
  otherReason?: string;
}

/** What each stage's save accepts; omitted fields keep their current values. */
export interface StageInputs {
  evaluated: DecisionInput & {
    questions?: Partial<Record<EvaluationQuestion, boolean>>;
    dueDate?: string | null;
    responsiblePerson?: string[];
    canBeReplicated?: boolean;
  };
  approved: DecisionInput & {
    questions?: Partial<Record<ApprovalQuestion, boolean>>;
    estimatedSavings?: { amount?: number; type?: SavingsType };
    canBeReplicated?: boolean;
  };
  implemented: DecisionInput & {
    cost?: number;
    savings?: number;
    before?: FileRef[];
    after?: FileRef[];
    equipmentName?: string;
    singlePointLesson?: string;
    PQCDSM_Impact?: { key: string; value: number }[];
  };
  rewarded: DecisionInput & { savings?: number; eventName?: string; eventDate?: string | null };
  replicated: { type?: ReplicationType; from?: string };
}

export interface WorkflowContext {
  /** ISO time of the save */
  now: string;
  /** the signed-in user's name (evaluatedBy / approvedBy) */
  userName: string;
}

const isBlank = (s: string | undefined | null) => !s || s.trim() === '';

/** Splits a stored reason of denial into the select value and the 'Other' free text. */
export function splitDenialReason(stored: string | undefined): { reasonOfDenial: RejectionReason; otherReason?: string } {
  if (!stored) return { reasonOfDenial: 'High cost' };
  const listed = stored !== 'Other' && (REJECTION_REASONS as readonly string[]).includes(stored);
  return listed ? { reasonOfDenial: stored as RejectionReason } : { reasonOfDenial: 'Other', otherReason: stored };
}

/**
 * Applies a decision: Hold needs a reason and clears value and date (the stage stays editable); Accepted
 * and Rejected set value true and the date to now, which locks the stage. Rejected needs a reason (default
 * 'High cost'); 'Other' needs its free text.
 */
export function applyDecision(
  current: StageStatusBase,
  input: DecisionInput,
  now: string,
): { base: StageStatusBase; issues: StageIssue[] } {
  const accepted = input.accepted ?? current.accepted;
  const issues: StageIssue[] = [];
  if (accepted === 'hold') {
    const reasonOfHold = (input.reasonOfHold ?? current.reasonOfHold ?? '').trim();
    if (!reasonOfHold) issues.push({ path: 'reasonOfHold', message: WORKFLOW_MESSAGES.required });
    return { base: { value: false, date: null, accepted, reasonOfHold }, issues };
  }
  if (accepted === false) {
    const reason = input.reasonOfDenial ?? 'High cost';
    if (reason === 'Other' && isBlank(input.otherReason))
      issues.push({ path: 'otherReason', message: WORKFLOW_MESSAGES.required });
    const reasonOfDenial = reason === 'Other' ? (input.otherReason ?? '').trim() : reason;
    return { base: { value: true, date: now, accepted, reasonOfDenial }, issues };
  }
  return { base: { value: true, date: now, accepted: true }, issues };
}

/** Accepted is the only decision that needs the stage's details (responsible people, event name). */
const needsDetails = (base: StageStatusBase) => base.accepted === true;

// ---- stages -------------------------------------------------------------------------------------

type StageRule<K extends StatusKey> = (
  current: IdeaStatus[K],
  input: StageInputs[K],
  ctx: WorkflowContext,
) => { stage: IdeaStatus[K]; issues: StageIssue[] };

const STAGE_RULES: { [K in StatusKey]: StageRule<K> } = {
  evaluated: (current, input, ctx) => {
    const { base, issues } = applyDecision(current, input, ctx.now);
    const answers = { ...pick(current.questions, EVALUATION_QUESTIONS), ...input.questions };
    const totalTicks = countTicks(answers);
    const responsiblePerson = (input.responsiblePerson ?? current.questions.responsiblePerson)
      .map((p) => p.trim())
      .filter(Boolean);
    if (needsDetails(base) && responsiblePerson.length === 0)
      issues.push({ path: 'responsiblePerson', message: WORKFLOW_MESSAGES.required });
    const questions = {
      ...answers,
      totalTicks,
      priority: priorityFor(totalTicks),
      dueDate: input.dueDate === undefined ? current.questions.dueDate : input.dueDate,
      responsiblePerson,
    };
    const canBeReplicated = input.canBeReplicated ?? current.canBeReplicated;
    return { stage: { ...base, canBeReplicated, evaluatedBy: ctx.userName, questions }, issues };
  },
  approved: (current, input, ctx) => {
    const { base, issues } = applyDecision(current, input, ctx.now);
    return {
      stage: {
        ...base,
        canBeReplicated: input.canBeReplicated ?? current.canBeReplicated,
        approvedBy: ctx.userName,
        estimatedSavings: { ...current.estimatedSavings, ...input.estimatedSavings },
        questions: { ...current.questions, ...input.questions },
      },
      issues,
    };
  },
  implemented: (current, input, ctx) => {
    const { base, issues } = applyDecision(current, input, ctx.now);
    const cost = input.cost ?? current.cost;
    const savings = input.savings ?? current.savings;
    const impact = new Map((input.PQCDSM_Impact ?? current.PQCDSM_Impact).map((i) => [i.key, clampPercent(i.value)]));
    return {
      stage: {
        ...base,
        cost,
        savings,
        roi: computeRoi(savings, cost),
        before: input.before ?? current.before,
        after: input.after ?? current.after,
        equipmentName: (input.equipmentName ?? current.equipmentName).trim(),
        singlePointLesson: (input.singlePointLesson ?? current.singlePointLesson).trim(),
        PQCDSM_Impact: [...impact].map(([key, value]) => ({ key, value })),
        oplDescription: current.oplDescription,
        ideaText: current.ideaText,
      },
      issues,
    };
  },
  rewarded: (current, input, ctx) => {
    const { base, issues } = applyDecision(current, input, ctx.now);
    const eventName = (input.eventName ?? current.eventName).trim();
    if (needsDetails(base) && !eventName) issues.push({ path: 'eventName', message: WORKFLOW_MESSAGES.required });
    const eventDate = input.eventDate === undefined ? current.eventDate : input.eventDate;
    return { stage: { ...base, savings: input.savings ?? current.savings, eventName, eventDate }, issues };
  },
  replicated: (current, input, ctx) => {
    const from = input.from?.trim() || current.from;
    return { stage: { value: true, date: ctx.now, type: input.type ?? current.type, ...(from ? { from } : {}) }, issues: [] };
  },
};

function pick<T extends object, K extends keyof T>(obj: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, obj[k]])) as Pick<T, K>;
}

/** What a save would produce (stage and issues) without checking order or locks. */
export function previewStage<K extends StatusKey>(status: IdeaStatus, key: K, input: StageInputs[K], ctx: WorkflowContext) {
  return (STAGE_RULES[key] as StageRule<K>)(status[key], input, ctx);
}

/**
 * Saves one stage: checks order and locks, applies the decision and the stage's rules, and returns the new
 * status with what changed. Throws WorkflowError (STAGE_ORDER, STAGE_LOCKED or VALIDATION_FAILED).
 */
export function applyStageUpdate<K extends StatusKey>(status: IdeaStatus, key: K, input: StageInputs[K], ctx: WorkflowContext) {
  assertStageEditable(status, key);
  const { stage, issues } = previewStage(status, key, input, ctx);
  if (issues.length > 0) throw new WorkflowError('VALIDATION_FAILED', issues[0].message, issues);
  const next: IdeaStatus = { ...status, [key]: stage };
  return { status: next, changes: diffChanges(status[key], stage), decision: decisionName(next, key) };
}

/** The history's decision label: accepted / rejected / hold, or the replication type. */
export function decisionName(status: IdeaStatus, key: StatusKey): string {
  if (key === 'replicated') return status.replicated.type;
  const { accepted } = status[key];
  return accepted === 'hold' ? 'hold' : accepted ? 'accepted' : 'rejected';
}

/** The knowledge table can be saved once, after the idea's implementation was accepted (spec §2, §4). */
export type OplAvailability = 'notImplemented' | 'readOnly' | 'editable';

export function oplAvailability(status: IdeaStatus, savedTable: unknown): OplAvailability {
  if (!isAccepted(status.implemented)) return 'notImplemented';
  return savedTable ? 'readOnly' : 'editable';
}

/** Throws when the knowledge table may not be saved now. */
export function assertOplEditable(status: IdeaStatus, savedTable: unknown): void {
  const availability = oplAvailability(status, savedTable);
  if (availability === 'notImplemented') throw new WorkflowError('STAGE_ORDER', WORKFLOW_MESSAGES.notImplemented);
  if (availability === 'readOnly') throw new WorkflowError('STAGE_LOCKED', WORKFLOW_MESSAGES.oplSaved);
}
