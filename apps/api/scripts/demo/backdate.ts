/**
 * The demo's year of history. Every idea is submitted and decided through the API today; right after each step
 * its moments are moved to the day the story says it happened: the idea's dates, the stage's decision date, the
 * history entries and outbox events the step wrote, and (for recent steps) the notifications it caused. Rows
 * written by the step are those stamped after the build began: everything moved earlier is older than that.
 * Plain UPDATEs of a build script, kept in this one file.
 */
import type { StatusKey } from '@fikra/shared';
import type { Database } from '../../src/db/client.js';

const quarterOf = (d: Date) => `Q${Math.floor(d.getUTCMonth() / 3) + 1}`;

export function backdater(db: Database, since: Date) {
  const clamp = (at: Date) => new Date(Math.min(at.getTime(), since.getTime() - 60_000)).toISOString();

  /**
   * The history entries, scores and events the last step wrote happened at `at` (one statement: a build makes
   * a few thousand of these).
   */
  const stampWritten = (ideaId: string, at: string, notify: boolean, idea = '') =>
    db.query(
      `with stamp as (select $5::text as at),
            history as (update idea_history set at = $2::timestamptz where idea_id = $1 and at >= $3),
            scores as (update idea_scores set created_at = $2, updated_at = $2 where idea_id = $1 and created_at >= $3),
            -- an old event was delivered long ago: it is not fanned out again when the demo starts
            events as (update outbox_events
                          set occurred_at = $2, fanned_out_at = case when $4 then fanned_out_at else $2::timestamptz end
                        where idea_id = $1 and occurred_at >= $3)
       ${idea || 'select at from stamp'}`,
      [ideaId, at, since.toISOString(), notify, at],
    );

  return {
    async created(ideaId: string, when: Date, notify: boolean) {
      const at = clamp(when);
      const d = new Date(at);
      await stampWritten(
        ideaId,
        at,
        notify,
        `update ideas set created_at = $2, updated_at = $2, quarter = '${quarterOf(d)}', year = ${d.getUTCFullYear()} where id = $1`,
      );
    },

    /** A stage decided (or the knowledge table or a score saved, key null) at `when`. */
    async step(ideaId: string, key: StatusKey | null, when: Date, notify: boolean) {
      const at = clamp(when);
      const status = key
        ? `status = case when (status->'${key}'->>'value')::boolean
                         then jsonb_set(status, '{${key},date}', to_jsonb($5::text)) else status end,`
        : '';
      await stampWritten(ideaId, at, notify, `update ideas set ${status} updated_at = $2 where id = $1`);
    },

    /** Notifications the fan-out just wrote: dated with their step, read when more than a week old. */
    async notifications(when: Date, read: boolean) {
      const at = clamp(when);
      await db.query(
        `update records set created_at = $1, updated_at = $1, data = jsonb_set(data, '{read}', to_jsonb($2::boolean))
          where kind = 'notification' and created_at >= $3`,
        [at, read, since.toISOString()],
      );
    },

    /** A replication's link to its original (spread.ts): proposed, and declined, on the story's days. */
    async replicationLink(replicationId: string, proposed: Date, declined?: Date) {
      await db.query(
        `update idea_replications set proposed_at = $2, declined_at = coalesce($3, declined_at) where replication_id = $1`,
        [replicationId, clamp(proposed), declined ? clamp(declined) : null],
      );
    },

    /** Imported ideas and their history keep the date the sheet gave them. */
    async importedHistory(ideaId: string, when: Date) {
      await stampWritten(ideaId, clamp(when), false);
    },
  };
}
export type Backdater = ReturnType<typeof backdater>;
