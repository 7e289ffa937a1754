import { DECISION_STAGES, type IdeaStatus } from './idea.js';

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
export function ideaStage(status: IdeaStatus): IdeaStage {
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

/** What a stage's badge shows: not decided yet, accepted, rejected or on hold (spec §4). */
export const STAGE_DECISIONS = ['pending', 'accepted', 'rejected', 'hold'] as const;
export type StageDecision = (typeof STAGE_DECISIONS)[number];

export function stageDecision(stage: { value: boolean; accepted: boolean | 'hold' }): StageDecision {
  if (stage.accepted === 'hold') return 'hold';
  if (!stage.value) return 'pending';
  return stage.accepted === false ? 'rejected' : 'accepted';
}
