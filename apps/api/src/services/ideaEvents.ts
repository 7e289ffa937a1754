import { type IdeaEventType, type IdeaStatus, type StatusKey, stageEvents } from '@fikra/shared';
import { outboxEventsRepository } from '../data/outboxEvents.repository.js';
import type { Tx } from '../db/client.js';

/** Who made the change (null: the public form, a periodic job). */
export interface EventActor {
  id: string;
  username: string;
}

/** The idea as an event remembers it (it may change or be deleted before the event is delivered). */
export interface EventIdea {
  id: string;
  ideaNumber: number;
  ideaText: string;
}

const ideaPart = (idea: EventIdea) => ({ _id: idea.id, ideaNumber: idea.ideaNumber, title: idea.ideaText });

/**
 * Writes the events of one stage save in the caller's transaction (the outbox of issue 27): a rolled-back save
 * leaves none. Every path that applies a stage calls this once per stage it applied, so a save of several stages
 * in one transaction writes each stage's events.
 */
export async function recordStageEvents(
  tx: Tx,
  change: { idea: EventIdea; key: StatusKey; before: IdeaStatus; after: IdeaStatus; actor: EventActor | null },
) {
  const outbox = outboxEventsRepository(tx);
  for (const { type, ...detail } of stageEvents(change.key, change.before, change.after)) {
    await outbox.append({
      type,
      ideaId: change.idea.id,
      payload: { idea: ideaPart(change.idea), actor: change.actor, ...detail },
    });
  }
}

/** Writes one event of an idea in the caller's transaction (submitted; overdue with its dedupe key). */
export async function recordIdeaEvent(
  tx: Tx,
  type: IdeaEventType,
  idea: EventIdea,
  extra: { actor?: EventActor | null; dedupeKey?: string; detail?: Record<string, unknown> } = {},
) {
  return outboxEventsRepository(tx).append({
    type,
    ideaId: idea.id,
    payload: { idea: ideaPart(idea), actor: extra.actor ?? null, ...extra.detail },
    dedupeKey: extra.dedupeKey,
  });
}
