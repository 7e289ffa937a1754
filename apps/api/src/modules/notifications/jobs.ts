import { ideaNotifySummaries, overdueIdeas } from '../../data/ideas.notify.js';
import { outboxEventsRepository } from '../../data/outboxEvents.repository.js';
import { usersNotifyQueries } from '../../data/users.notify.js';
import type { Database } from '../../db/client.js';
import { recordIdeaEvent } from '../../services/ideaEvents.js';
import { DIGEST_EVENT } from './fanOut.js';

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Writes an `idea.overdue` event for each idea whose evaluation due date has passed before it was implemented:
 * once per idea and due date (the dedupe key), however many processes run the job.
 */
export async function recordOverdueIdeas(db: Database, now = new Date()) {
  const due = await overdueIdeas(db, today(now), 500);
  const ideas = await ideaNotifySummaries(
    db,
    due.map((d) => d.id),
  );
  let written = 0;
  for (const { id, dueDate } of due) {
    const idea = ideas.get(id);
    if (!idea) continue;
    const wrote = await db.transaction((tx) =>
      recordIdeaEvent(
        tx,
        'idea.overdue',
        { id, ideaNumber: idea.ideaNumber, ideaText: idea.ideaText },
        {
          dedupeKey: `overdue:${id}:${dueDate}`,
          detail: { dueDate },
        },
      ),
    );
    if (wrote) written++;
  }
  return { overdue: written };
}

/** Writes one digest event a day per user who chose the daily digest, after `hourUtc` (once per user and day). */
export async function recordDailyDigests(db: Database, hourUtc: number, now = new Date()) {
  if (now.getUTCHours() < hourUtc) return { digests: 0 };
  let written = 0;
  for (const person of await usersNotifyQueries(db).digestReaders()) {
    const wrote = await outboxEventsRepository(db).append({
      type: DIGEST_EVENT,
      payload: { userId: person.id },
      dedupeKey: `digest:${person.id}:${today(now)}`,
    });
    if (wrote) written++;
  }
  return { digests: written };
}
