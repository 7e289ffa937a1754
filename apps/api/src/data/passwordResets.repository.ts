import type { Tx } from '../db/client.js';

/** The `password_resets` table: one row per reset link sent, keyed by the hash of its token. */
export function passwordResetsRepository(q: Tx) {
  return {
    /** Stores a new link and forgets links that expired more than a day ago. */
    async insert(userId: string, tokenHash: string, validMinutes: number) {
      await q.query(`delete from password_resets where expires_at < now() - interval '1 day'`);
      await q.query(
        `insert into password_resets (user_id, token_hash, expires_at)
         values ($1, $2, now() + make_interval(mins => $3::int))`,
        [userId, tokenHash, validMinutes],
      );
    },
    /** Whether a link was sent to the user within the last `seconds` (a mailbox is not flooded). */
    async sentWithin(userId: string, seconds: number): Promise<boolean> {
      const rows = await q.query(
        `select 1 from password_resets where user_id = $1 and created_at > now() - make_interval(secs => $2::int) limit 1`,
        [userId, seconds],
      );
      return rows.length > 0;
    },
    /**
     * Marks the link used if it is unused and unexpired, and every other open link of the same user with it;
     * returns the user's id, or undefined when the link is unknown, used or expired. One statement, so two
     * uses at once cannot both succeed.
     */
    async consume(tokenHash: string): Promise<string | undefined> {
      const [row] = await q.query<{ user_id: string }>(
        `update password_resets set used_at = now()
          where token_hash = $1 and used_at is null and expires_at > now()
          returning user_id`,
        [tokenHash],
      );
      if (!row) return undefined;
      await q.query('update password_resets set used_at = now() where user_id = $1 and used_at is null', [row.user_id]);
      return row.user_id;
    },
  };
}
