import type { Tx } from '../db/client.js';
import { iso } from './sql.js';

/** A webhook as stored; the secret leaves the server only in the answer that created it. */
export interface WebhookRow {
  id: string;
  url: string;
  events: string[];
  secret: string;
  enabled: boolean;
  disabled_reason: string | null;
  consecutive_failures: number;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface WebhookOut {
  _id: string;
  url: string;
  events: string[];
  enabled: boolean;
  disabledReason: string | null;
  consecutiveFailures: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export const toWebhook = (r: WebhookRow): WebhookOut => ({
  _id: r.id,
  url: r.url,
  events: r.events,
  enabled: r.enabled,
  disabledReason: r.disabled_reason,
  consecutiveFailures: Number(r.consecutive_failures),
  version: Number(r.version),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

/** The `webhooks` table. */
export function webhooksRepository(q: Tx) {
  return {
    async list(page: number, limit: number) {
      const [{ count }] = await q.query<{ count: string }>('select count(*) from webhooks');
      const rows = await q.query<WebhookRow>(
        `select * from webhooks order by created_at desc, id limit ${Number(limit)} offset ${(Number(page) - 1) * Number(limit)}`,
      );
      return { rows, total: Number(count) };
    },
    async findById(id: string): Promise<WebhookRow | undefined> {
      const [row] = await q.query<WebhookRow>('select * from webhooks where id = $1', [id]);
      return row;
    },
    async findMany(ids: string[]): Promise<WebhookRow[]> {
      if (!ids.length) return [];
      return q.query<WebhookRow>('select * from webhooks where id = any($1::uuid[])', [ids]);
    },
    /** The enabled webhooks listening to an event type that existed when it happened. */
    async listeningTo(type: string, occurredAt: string): Promise<WebhookRow[]> {
      return q.query<WebhookRow>('select * from webhooks where enabled and $1 = any(events) and created_at <= $2 order by id', [
        type,
        occurredAt,
      ]);
    },
    async insert(w: { url: string; events: string[]; secret: string }): Promise<WebhookRow> {
      const [row] = await q.query<WebhookRow>('insert into webhooks (url, events, secret) values ($1, $2, $3) returning *', [
        w.url,
        w.events,
        w.secret,
      ]);
      return row;
    },
    /** Rewrites url, events and enabled if the version matches (enabling clears the failures); undefined when stale or missing. */
    async update(id: string, version: number, w: { url: string; events: string[]; enabled: boolean }) {
      const [row] = await q.query<WebhookRow>(
        `update webhooks set url = $3, events = $4, enabled = $5,
           disabled_reason = case when $5 then null else disabled_reason end,
           consecutive_failures = case when $5 and not enabled then 0 else consecutive_failures end,
           version = version + 1, updated_at = now()
         where id = $1 and version = $2 returning *`,
        [id, version, w.url, w.events, w.enabled],
      );
      return row;
    },
    async remove(id: string): Promise<boolean> {
      return (await q.query('delete from webhooks where id = $1 returning id', [id])).length > 0;
    },
    async succeeded(id: string) {
      await q.query('update webhooks set consecutive_failures = 0 where id = $1 and consecutive_failures <> 0', [id]);
    },
    /** Counts a failed attempt; at `disableAfter` in a row the webhook is disabled with the reason. */
    async failed(id: string, reason: string, disableAfter: number) {
      await q.query(
        `update webhooks set consecutive_failures = consecutive_failures + 1,
           enabled = case when consecutive_failures + 1 >= $3 then false else enabled end,
           disabled_reason = case when consecutive_failures + 1 >= $3 and enabled then $2 else disabled_reason end,
           updated_at = now()
         where id = $1`,
        [id, reason.slice(0, 500), disableAfter],
      );
    },
  };
}
