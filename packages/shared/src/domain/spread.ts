/**
 * Spreading an implemented idea to other units (issue 32, decision 032): which ideas may be proposed, where a
 * proposed replication stands, and the replication type of the original that the replications' outcomes give.
 * Pure: the API enforces it and the idea page shows it.
 */
import type { IdeaStatus, ReplicationType } from './idea.js';
import { ideaPosition } from './stageDeciders.js';
import { isAccepted, isStageLocked } from './workflow.js';

/** Why a unit declines a proposed replication. */
export const DECLINE_REASONS = ['Different machine', 'Already done', 'Not applicable', 'Other'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** Where a replication stands in its unit: its first decision, or declined (rejected at any stage). */
export const SPREAD_STATES = ['proposed', 'evaluating', 'approved', 'implemented', 'declined'] as const;
export type SpreadState = (typeof SPREAD_STATES)[number];

/** The state of a replication from its status: implemented once its implementation is accepted. */
export function spreadStateOf(status: IdeaStatus): SpreadState {
  const { stage, state, progress } = ideaPosition(status);
  if (state === 'rejected') return 'declined';
  if (isAccepted(status.implemented)) return 'implemented';
  if (progress >= 2) return 'approved';
  if (progress === 1 || (stage === 'evaluated' && state === 'hold')) return 'evaluating';
  return 'proposed';
}

/** Why an idea may not be spread now (a message key), or null when it may. */
export function spreadRefusal(status: IdeaStatus): 'spreadNotImplemented' | 'spreadNotReplicable' | 'spreadClosed' | null {
  if (!isAccepted(status.implemented)) return 'spreadNotImplemented';
  if (!(status.evaluated.canBeReplicated || status.approved.canBeReplicated)) return 'spreadNotReplicable';
  if (status.replicated.value && status.replicated.type === "Can't Be Replicated") return 'spreadNotReplicable';
  if (isStageLocked(status, 'replicated')) return 'spreadClosed';
  return null;
}

/**
 * The original's replication type from its replications' states: Partially Replicated once one target has
 * implemented it, Fully Replicated when every proposed target has; null (nothing to change) before any has.
 */
export function derivedReplicationType(states: readonly SpreadState[]): ReplicationType | null {
  const implemented = states.filter((s) => s === 'implemented').length;
  if (implemented === 0) return null;
  return implemented === states.length ? 'Fully Replicated' : 'Partially Replicated';
}
