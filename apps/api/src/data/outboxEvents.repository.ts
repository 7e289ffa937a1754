import type { Tx } from '../db/client.js';
import { iso } from './sql.js';

/** An event as the outbox holds it (issue 27): what happened to which idea, and what its texts need. */
export interface OutboxEvent {
  id: string;
  type: string;
  ideaId: string | null;
  payload: Record<string, unknown>;
  occurredAt: string;
}

interface OutboxEventRow {
  id: string;
  type: string;
  idea_id: string | null;
  payload: Record<string, unknown>;
  occurred_at: Date | string;
}

const toEvent = (r: OutboxEventRow): OutboxEvent => ({
  id: String(r.id),
  type: r.type,
  ideaId: r.idea_id,
  payload: r.payload,
  occurredAt: iso(r.occurred_at),
});

export interface NewOutboxEvent {
  type: string;
  ideaId?: string | null;
  payload: Record<string, unknown>;
  /** a periodic event is written once per key, whichever process writes it */
  dedupeKey?: string;
}

/** The `outbox_events` table: written inside the transaction of each change, read by the dispatcher. */
export function outboxEventsRepository(q: Tx) {
  return {
    /** Writes the event in the caller's transaction; false when an event of the same dedupe key exists. */
    async append(e: NewOutboxEvent): Promise<boolean> {
      const rows = await q.query(
        `insert into outbox_events (type, idea_id, payload, dedupe_key) values ($1, $2, $3, $4)
         on conflict (dedupe_key) do nothing returning id`,
        [e.type, e.ideaId ?? null, JSON.stringify(e.payload), e.dedupeKey ?? null],
      );
      return rows.length > 0;
    },

    /** Writes an event that needs no fan-out (a webhook's test send) and returns it. */
    async insertFannedOut(type: string, payload: Record<string, unknown>): Promise<OutboxEvent> {
      const [row] = await q.query<OutboxEventRow>(
        `insert into outbox_events (type, payload, fanned_out_at) values ($1, $2, clock_timestamp())
         returning id, type, idea_id, payload, occurred_at`,
        [type, JSON.stringify(payload)],
      );
      return toEvent(row);
    },

    /** Up to `limit` events not fanned out yet, oldest first, locked for this transaction; rows another process holds are skipped. */
    async claimWaiting(limit: number): Promise<OutboxEvent[]> {
      const rows = await q.query<OutboxEventRow>(
        `select id, type, idea_id, payload, occurred_at from outbox_events
         where fanned_out_at is null order by id limit $1 for update skip locked`,
        [limit],
      );
      return rows.map(toEvent);
    },

    async markFannedOut(ids: string[]) {
      if (ids.length)
        await q.query('update outbox_events set fanned_out_at = clock_timestamp() where id = any($1::bigint[])', [ids]);
    },

    async findMany(ids: string[]): Promise<OutboxEvent[]> {
      if (!ids.length) return [];
      const rows = await q.query<OutboxEventRow>(
        'select id, type, idea_id, payload, occurred_at from outbox_events where id = any($1::bigint[])',
        [ids],
      );
      return rows.map(toEvent);
    },

    /** Events written for an idea, oldest first (tests and the idea's own history of messages). */
    async forIdea(ideaId: string): Promise<OutboxEvent[]> {
      const rows = await q.query<OutboxEventRow>(
        'select id, type, idea_id, payload, occurred_at from outbox_events where idea_id = $1 order by id',
        [ideaId],
      );
      return rows.map(toEvent);
    },

    /** How many events wait to be fanned out and how old the oldest is, in seconds (the outbox-lag figure). */
    async backlog(): Promise<{ waiting: number; oldestSeconds: number }> {
      const [row] = await q.query<{ waiting: string; oldest: string | null }>(
        `select count(*) as waiting, extract(epoch from clock_timestamp() - min(occurred_at)) as oldest
         from outbox_events where fanned_out_at is null`,
      );
      return { waiting: Number(row.waiting), oldestSeconds: row.oldest === null ? 0 : Number(row.oldest) };
    },
  };
}
