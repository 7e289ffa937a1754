import type { EmailPreference } from '@fikra/shared';
import type { Tx } from '../db/client.js';

/** The `notification_preferences` table: each user's choice for e-mail (no row: immediately). */
export function notificationPreferencesRepository(q: Tx) {
  return {
    async get(userId: string): Promise<{ email: EmailPreference; version: number }> {
      const [row] = await q.query<{ email: EmailPreference; version: number }>(
        'select email, version from notification_preferences where user_id = $1',
        [userId],
      );
      return row ?? { email: 'immediate', version: 0 };
    },

    /** Saves the choice if `version` is still current; false when another save came first. */
    async set(userId: string, email: EmailPreference, version: number): Promise<boolean> {
      const rows = await q.query(
        `insert into notification_preferences as p (user_id, email, version) values ($1, $2, 1)
         on conflict (user_id) do update set email = excluded.email, version = p.version + 1, updated_at = now()
           where p.version = $3
         returning user_id`,
        [userId, email, version],
      );
      return rows.length > 0;
    },
  };
}
