import type { Database, Tx } from '../db/client.js';

/** Anonymous uploads are checked and booked one at a time on PostgreSQL (PGlite has one connection anyway). */
const BUDGET_LOCK_KEY = 4242_0017;

/** The bytes each address uploaded without signing in (docs/decisions/021). */
export function anonymousUploadLedgerRepository(db: Tx) {
  return {
    /** Inside a transaction: waits for any other booking to finish first (PostgreSQL). */
    async lockBookings(kind: Database['kind']): Promise<void> {
      if (kind === 'postgres') await db.query('select pg_advisory_xact_lock($1)', [BUDGET_LOCK_KEY]);
    },

    /** The bytes `address` uploaded in the last `seconds`. */
    async bytesFrom(address: string, seconds: number): Promise<number> {
      const [row] = await db.query<{ bytes: string }>(
        `select coalesce(sum(bytes), 0)::text as bytes from anonymous_upload_ledger
          where address = $1 and created_at > now() - make_interval(secs => $2)`,
        [address, seconds],
      );
      return Number(row.bytes);
    },

    async book(address: string, bytes: number): Promise<void> {
      await db.query('insert into anonymous_upload_ledger (address, bytes) values ($1, $2)', [address, bytes]);
    },

    async forgetOlderThan(seconds: number): Promise<void> {
      await db.query('delete from anonymous_upload_ledger where created_at < now() - make_interval(secs => $1)', [seconds]);
    },
  };
}
