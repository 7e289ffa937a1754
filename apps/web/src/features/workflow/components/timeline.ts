import {
  type IdeaStatus,
  isStageLocked,
  previewStage,
  STATUS_KEYS,
  type StageInputs,
  type StatusKey,
  stageAvailability,
} from '@fikra/shared';

/**
 * How each stage shows on the idea page's decision timeline:
 * - decided: a read-only summary (locked by its decision);
 * - open: the form of a stage that is due (or brought up by "Change");
 * - summary: saved and still changeable (replication), shown as a summary with "Change";
 * - waiting: not reached yet.
 */
export type TimelineState = 'decided' | 'open' | 'summary' | 'waiting';

/** What the page holds for a stage being decided: the workflow input its form says, when a decision is chosen. */
export type Drafts = Partial<{ [K in StatusKey]: StageInputs[K] }>;

/**
 * Each stage's state on the timeline, from the saved status and the decisions chosen on the page: a stage
 * opens once the stage before it is accepted, saved or chosen here (so evaluation and approval can be decided
 * in one save). `changing` lists stages whose "Change" was pressed.
 */
export function timelineOf(
  status: IdeaStatus,
  drafts: Drafts,
  changing: readonly StatusKey[] = [],
  now = new Date().toISOString(),
): Record<StatusKey, TimelineState> {
  let preview = status;
  const out = {} as Record<StatusKey, TimelineState>;
  for (const key of STATUS_KEYS) {
    if (isStageLocked(status, key)) out[key] = 'decided';
    else if (stageAvailability(preview, key) === 'waiting') out[key] = 'waiting';
    else if (key === 'replicated' && status.replicated.value && !changing.includes(key)) out[key] = 'summary';
    else out[key] = 'open';
    const draft = drafts[key];
    if (out[key] === 'open' && draft) {
      preview = { ...preview, [key]: previewStage(preview, key, draft as never, { now, userName: '' }).stage };
    }
  }
  return out;
}

/** The stages a save sends: open stages with a decision chosen (replication: its type chosen), in stage order. */
export const stagesToSave = (timeline: Record<StatusKey, TimelineState>, drafts: Drafts): StatusKey[] =>
  STATUS_KEYS.filter((key) => timeline[key] === 'open' && drafts[key] !== undefined);

/** Whether saving these drafts cannot be undone in a way worth a confirmation: a rejection, or a full replication. */
export function needsConfirmation(drafts: Drafts, keys: readonly StatusKey[]): boolean {
  return keys.some((key) => {
    const draft = drafts[key] as { accepted?: unknown; type?: string } | undefined;
    return key === 'replicated' ? draft?.type === 'Fully Replicated' : draft?.accepted === false;
  });
}
