import type { DeliveryChannel, DeliveryStatus } from '@fikra/shared';
import type { Tx } from '../db/client.js';
import { iso, isoOrNull, pageClause } from './sql.js';

/** One delivery of an event to one addressee on one channel, with its attempts (the delivery log). */
export interface Delivery {
  id: string;
  eventId: string;
  channel: DeliveryChannel;
  target: string;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  responseStatus: number | null;
  createdAt: string;
  updatedAt: string;
  deliveredAt: string | null;
}

interface DeliveryRow {
  id: string;
  event_id: string;
  channel: DeliveryChannel;
  target: string;
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  response_status: number | null;
  created_at: Date | string;
  updated_at: Date | string;
  delivered_at: Date | string | null;
}

const toDelivery = (r: DeliveryRow): Delivery => ({
  id: String(r.id),
  eventId: String(r.event_id),
  channel: r.channel,
  target: r.target,
  status: r.status,
  attempts: Number(r.attempts),
  lastError: r.last_error,
  responseStatus: r.response_status,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
  deliveredAt: isoOrNull(r.delivered_at),
});

export interface NewDelivery {
  eventId: string;
  channel: DeliveryChannel;
  target: string;
}

/** A delivery log row with its event's type and idea (the admin page of failures, a webhook's log). */
export interface DeliveryWithEvent extends Delivery {
  eventType: string;
  ideaId: string | null;
  ideaNumber: number | null;
}

const WITH_EVENT = `select d.*, e.type as event_type, e.idea_id, (e.payload->'idea'->>'ideaNumber')::integer as idea_number
  from outbox_deliveries d join outbox_events e on e.id = d.event_id`;

const toDeliveryWithEvent = (r: DeliveryRow & { event_type: string; idea_id: string | null; idea_number: number | null }) => ({
  ...toDelivery(r),
  eventType: r.event_type,
  ideaId: r.idea_id,
  ideaNumber: r.idea_number,
});

/** The `outbox_deliveries` table. */
export function outboxDeliveriesRepository(q: Tx) {
  return {
    async insertMany(rows: NewDelivery[]) {
      if (!rows.length) return;
      await q.query(
        `insert into outbox_deliveries (event_id, channel, target)
         select * from unnest($1::bigint[], $2::text[], $3::text[])`,
        [rows.map((r) => r.eventId), rows.map((r) => r.channel), rows.map((r) => r.target)],
      );
    },

    /**
     * Claims up to `limit` due deliveries for this process: each gets an attempt counted and a lease (its next
     * attempt pushed `leaseSeconds` ahead), in one statement, skipping rows another process is claiming. A process
     * that dies before recording the outcome leaves the delivery due again when the lease ends (at least once).
     */
    async claimDue(limit: number, leaseSeconds: number): Promise<Delivery[]> {
      const rows = await q.query<DeliveryRow>(
        `update outbox_deliveries d
           set attempts = d.attempts + 1, next_attempt_at = clock_timestamp() + make_interval(secs => $2), updated_at = clock_timestamp()
         where d.id in (
           select id from outbox_deliveries where status = 'pending' and next_attempt_at <= clock_timestamp()
           order by next_attempt_at, id limit $1 for update skip locked)
         returning d.*`,
        [limit, leaseSeconds],
      );
      return rows.map(toDelivery);
    },

    /** A delivery claimed by this process from the start (a webhook's test send, delivered at once). */
    async insertClaimed(row: NewDelivery, leaseSeconds: number): Promise<Delivery> {
      const [inserted] = await q.query<DeliveryRow>(
        `insert into outbox_deliveries (event_id, channel, target, attempts, next_attempt_at)
         values ($1, $2, $3, 1, clock_timestamp() + make_interval(secs => $4)) returning *`,
        [row.eventId, row.channel, row.target, leaseSeconds],
      );
      return toDelivery(inserted);
    },

    async markSent(id: string, responseStatus: number | null) {
      await q.query(
        `update outbox_deliveries set status = 'sent', response_status = $2, last_error = null,
           delivered_at = clock_timestamp(), updated_at = clock_timestamp() where id = $1`,
        [id, responseStatus],
      );
    },

    /** Another attempt after `delaySeconds`. */
    async markRetry(id: string, error: string, responseStatus: number | null, delaySeconds: number) {
      await q.query(
        `update outbox_deliveries set last_error = $2, response_status = $3,
           next_attempt_at = clock_timestamp() + make_interval(secs => $4), updated_at = clock_timestamp() where id = $1`,
        [id, error.slice(0, 1000), responseStatus, delaySeconds],
      );
    },

    /** Given up (failed) or nothing to send (skipped), with the reason. */
    async markFinal(id: string, status: 'failed' | 'skipped', error: string, responseStatus: number | null) {
      await q.query(
        `update outbox_deliveries set status = $2, last_error = $3, response_status = $4, updated_at = clock_timestamp()
         where id = $1`,
        [id, status, error.slice(0, 1000), responseStatus],
      );
    },

    /** Puts a failed delivery back in the queue, due now; false when it is not a failed one. */
    async retry(id: string): Promise<boolean> {
      const rows = await q.query(
        `update outbox_deliveries set status = 'pending', attempts = 0, next_attempt_at = clock_timestamp(),
           updated_at = clock_timestamp() where id = $1 and status = 'failed' returning id`,
        [id],
      );
      return rows.length > 0;
    },

    async findById(id: string): Promise<DeliveryWithEvent | undefined> {
      const [row] = await q.query<Parameters<typeof toDeliveryWithEvent>[0]>(`${WITH_EVENT} where d.id = $1`, [id]);
      return row ? toDeliveryWithEvent(row) : undefined;
    },

    /** Deliveries, newest first, of one status or of one channel's target (a webhook's log). */
    async list(filter: { status?: DeliveryStatus; channel?: DeliveryChannel; target?: string; page: number; limit: number }) {
      const params: unknown[] = [];
      const where: string[] = [];
      for (const [column, value] of [
        ['d.status', filter.status],
        ['d.channel', filter.channel],
        ['d.target', filter.target],
      ] as const) {
        if (value === undefined) continue;
        params.push(value);
        where.push(`${column} = $${params.length}`);
      }
      const clause = where.length ? `where ${where.join(' and ')}` : '';
      const [{ count }] = await q.query<{ count: string }>(`select count(*) from outbox_deliveries d ${clause}`, params);
      const rows = await q.query<Parameters<typeof toDeliveryWithEvent>[0]>(
        `${WITH_EVENT} ${clause} order by d.updated_at desc, d.id desc ${pageClause(filter.page, filter.limit)}`,
        params,
      );
      return { rows: rows.map(toDeliveryWithEvent), total: Number(count) };
    },

    /**
     * Messages sent today to a target on a channel, and those being sent that were queued before `beforeId` (the SMS
     * daily cap: of several claimed at once, the earliest go out).
     */
    async countToday(channel: DeliveryChannel, target: string, beforeId: string): Promise<number> {
      const [row] = await q.query<{ count: string }>(
        `select count(*) from outbox_deliveries where channel = $1 and target = $2
           and (status = 'sent' or (status = 'pending' and attempts > 0 and id < $3))
           and created_at >= date_trunc('day', clock_timestamp())`,
        [channel, target, beforeId],
      );
      return Number(row.count);
    },

    /** How many deliveries wait and how long the oldest due one has waited, in seconds. */
    async backlog(): Promise<{ pending: number; oldestDueSeconds: number }> {
      const [row] = await q.query<{ pending: string; oldest: string | null }>(
        `select count(*) as pending,
           extract(epoch from clock_timestamp() - min(next_attempt_at) filter (where next_attempt_at <= clock_timestamp())) as oldest
         from outbox_deliveries where status = 'pending'`,
      );
      return { pending: Number(row.pending), oldestDueSeconds: row.oldest === null ? 0 : Number(row.oldest) };
    },
  };
}
