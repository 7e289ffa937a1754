/**
 * Who decides which stage of an idea, and which stage an idea is waiting for (decision 023). The server checks
 * every stage save against `canDecideStage`, the decider's queue lists what `decidableStages` allows, and the
 * notifications tell a stage's deciders (`stageDeciderRoles`) when an idea reaches it.
 */
import { DECISION_STAGES, type IdeaStatus, type StatusKey } from './idea.js';
import { type StageDecision, stageDecision } from './ideaStage.js';
import { can } from './permissions.js';
import { type Actor, canActOnIdea, unitScopeOf } from './policies.js';
import type { Role } from './roles.js';

export type DecisionStage = (typeof DECISION_STAGES)[number];

/**
 * The roles that decide each stage. Spec §6 gives status editing to ADMIN, CONSULTANT, MBUL and KEY_OWNER for
 * every stage; MBUL and KEY_OWNER only within their own factory business unit (policies.ts). A plant narrows a
 * stage by removing roles here (both sides read this one table): decision 023.
 */
export const STAGE_DECIDERS: Record<StatusKey, readonly Role[]> = {
  evaluated: ['ADMIN', 'CONSULTANT', 'MBUL', 'KEY_OWNER'],
  approved: ['ADMIN', 'CONSULTANT', 'MBUL', 'KEY_OWNER'],
  implemented: ['ADMIN', 'CONSULTANT', 'MBUL', 'KEY_OWNER'],
  rewarded: ['ADMIN', 'CONSULTANT', 'MBUL', 'KEY_OWNER'],
  replicated: ['ADMIN', 'CONSULTANT', 'MBUL', 'KEY_OWNER'],
};

/** The roles that decide a stage (the notification of an idea reaching it goes to them). */
export const stageDeciderRoles = (stage: StatusKey): readonly Role[] => STAGE_DECIDERS[stage];

type Decider = Pick<Actor, 'role' | 'factoryBusinessUnitId'>;

/** Whether the user's role decides this stage at all (no unit considered). */
const roleDecides = (role: string | null | undefined, stage: StatusKey) =>
  !!role && can(role, 'ideas.editStatus') && (STAGE_DECIDERS[stage] as readonly string[]).includes(role);

/**
 * The decision stages this user may decide on some idea: none for a unit-scoped user without a unit. The
 * queue lists ideas waiting at one of them (replication is not a decision anyone waits for).
 */
export function decidableStages(user: Decider): DecisionStage[] {
  if (unitScopeOf(user) === null) return [];
  return DECISION_STAGES.filter((stage) => roleDecides(user.role, stage));
}

/** Whether the user may save this stage of an idea of this unit (role per stage, then the unit scope). */
export function canDecideStage(user: Decider, stage: StatusKey, idea: { unitId: string | null | undefined }): boolean {
  return roleDecides(user.role, stage) && canActOnIdea(user, idea);
}

/** Where an idea is: the first decision stage not accepted yet and its state, or the last stage, done. */
export interface IdeaPosition {
  stage: DecisionStage;
  /** waiting: due for a decision; hold / rejected: decided so; done: every stage accepted */
  state: 'waiting' | 'hold' | 'rejected' | 'done';
  /** how many decision stages are accepted, in order (0 to 4) */
  progress: number;
}

/** The position from the decision of each stage, in the order of DECISION_STAGES (the list rows carry these). */
export function positionOfDecisions(decisions: readonly StageDecision[]): IdeaPosition {
  for (let n = 0; n < DECISION_STAGES.length; n++) {
    const decision = decisions[n];
    if (decision === 'accepted') continue;
    const state = decision === 'pending' ? 'waiting' : decision;
    return { stage: DECISION_STAGES[n], state, progress: n };
  }
  return { stage: DECISION_STAGES[DECISION_STAGES.length - 1], state: 'done', progress: DECISION_STAGES.length };
}

export const ideaPosition = (status: IdeaStatus): IdeaPosition =>
  positionOfDecisions(DECISION_STAGES.map((key) => stageDecision(status[key])));

/** The stage an idea waits at for a decision (pending or on hold), or null when rejected or finished. */
export function dueStage(status: IdeaStatus): DecisionStage | null {
  const { stage, state } = ideaPosition(status);
  return state === 'waiting' || state === 'hold' ? stage : null;
}

/** A due date (YYYY-MM-DD or ISO time) is overdue once its day has passed (UTC). */
export function isOverdue(dueDate: string | null | undefined, now: Date = new Date()): boolean {
  return !!dueDate && dueDate.slice(0, 10) < now.toISOString().slice(0, 10);
}
