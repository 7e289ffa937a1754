import type { Database, Tx } from '../db/client.js';

/** Anonymous uploads are checked and booked one at a time on PostgreSQL (PGlite has one connection anyway). */
const BUDGET_LOCK_KEY = 4242_0017;

/** What visitors uploaded in the window: all together and from one address, and when each frees room next. */
export interface AnonymousUsage {
  total: number;
  byAddress: number;
}

/**
 * The bytes visitors uploaded without signing in, one row per file (migrations 0017, 0026; docs/decisions/026).
 * A file attached to an idea whose evaluation was accepted (ideas.progress >= 1) no longer counts.
 */
export function anonymousUploadLedgerRepository(db: Tx) {
  return {
    /** Inside a transaction: waits for any other booking to finish first (PostgreSQL). */
    async lockBookings(kind: Database['kind']): Promise<void> {
      if (kind === 'postgres') await db.query('select pg_advisory_xact_lock($1)', [BUDGET_LOCK_KEY]);
    },

    /** The bytes that count in the last `seconds`: from everyone, and from `address`. */
    async usage(address: string, seconds: number): Promise<AnonymousUsage> {
      const [row] = await db.query<{ total: string; by_address: string }>(
        `select coalesce(sum(l.bytes), 0)::text as total,
                coalesce(sum(l.bytes) filter (where l.address = $1), 0)::text as by_address
           from anonymous_upload_ledger l
          where l.created_at > now() - make_interval(secs => $2)
            and not exists (select 1 from ideas i where i.id = l.idea_id and i.progress >= 1)`,
        [address, seconds],
      );
      return { total: Number(row.total), byAddress: Number(row.by_address) };
    },

    /** Books each stored file against the address. */
    async book(address: string, files: readonly { id: string; bytes: number }[]): Promise<void> {
      if (!files.length) return;
      await db.query(
        `insert into anonymous_upload_ledger (address, bytes, file_id)
         select $1, b, f from unnest($2::bigint[], $3::uuid[]) as t(b, f)`,
        [address, files.map((f) => f.bytes), files.map((f) => f.id)],
      );
    },

    /** The idea a submission attached these files to (its acceptance ends their counting). */
    async attachToIdea(fileIds: readonly string[], ideaId: string): Promise<void> {
      if (!fileIds.length) return;
      await db.query('update anonymous_upload_ledger set idea_id = $2 where file_id = any($1::uuid[]) and idea_id is null', [
        fileIds,
        ideaId,
      ]);
    },

    async forgetOlderThan(seconds: number): Promise<void> {
      await db.query('delete from anonymous_upload_ledger where created_at < now() - make_interval(secs => $1)', [seconds]);
    },
  };
}
