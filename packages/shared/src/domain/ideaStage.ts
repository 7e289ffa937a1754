import { DECISION_STAGES } from './idea.js';

/** What ideaStage reads of a status: each stage's decision and the replication (the full and the public shape both have it). */
export type StageDecisions = Record<(typeof DECISION_STAGES)[number], { value: boolean; accepted: boolean | 'hold' }> & {
  replicated: { value: boolean; type: string };
};

/** Where an idea stands, in one word (the similar-idea hints show it beside each idea). */
export const IDEA_STAGES = [
  'submitted',
  'evaluated',
  'approved',
  'implemented',
  'rewarded',
  'replicated',
  'rejected',
  'onHold',
] as const;
export type IdeaStage = (typeof IDEA_STAGES)[number];

/** The latest decision: rejected or on hold at any stage wins; otherwise the last accepted stage. */
export function ideaStage(status: StageDecisions): IdeaStage {
  let stage: IdeaStage = 'submitted';
  for (const key of DECISION_STAGES) {
    const decided = status[key];
    if (!decided.value) break;
    if (decided.accepted === false) return 'rejected';
    if (decided.accepted === 'hold') return 'onHold';
    stage = key;
  }
  const spread =
    status.replicated.value && status.replicated.type !== 'Not Replicated' && status.replicated.type !== "Can't Be Replicated";
  return spread && (stage === 'implemented' || stage === 'rewarded') ? 'replicated' : stage;
}

/**
 * Why an idea stopped, for its presenter (spec §8: the status page shows the reason of denial): the reason of the
 * stage that rejected it or holds it, or null. A reason of the spec's list is its key (translated on screen);
 * 'Other' is the words the decider wrote.
 */
export function publicReason(
  status: Record<
    (typeof DECISION_STAGES)[number],
    { value: boolean; accepted: boolean | 'hold'; reasonOfDenial?: string; reasonOfHold?: string }
  >,
): string | null {
  for (const key of DECISION_STAGES) {
    const stage = status[key];
    if (stage.accepted === 'hold') return stage.reasonOfHold || null;
    if (!stage.value) return null;
    if (stage.accepted === false) return stage.reasonOfDenial || null;
  }
  return null;
}

/** What a stage's badge shows: not decided yet, accepted, rejected or on hold (spec §4). */
export const STAGE_DECISIONS = ['pending', 'accepted', 'rejected', 'hold'] as const;
export type StageDecision = (typeof STAGE_DECISIONS)[number];

export function stageDecision(stage: { value: boolean; accepted: boolean | 'hold' }): StageDecision {
  if (stage.accepted === 'hold') return 'hold';
  if (!stage.value) return 'pending';
  return stage.accepted === false ? 'rejected' : 'accepted';
}
