import type { Database } from '../db/client.js';
import type { AuthUser, TokenService } from '../plugins/auth.js';

/** Sessions: one row per sign-in; tokens are bound to it (DESIGN §7). */
export function createSessionStore(db: Database, tokens: TokenService) {
  return {
    async start(user: { id: string; email: string }) {
      const [row] = await db.query<{ id: string }>(
        `insert into sessions (user_id, current_jti) values ($1, 'pending') returning id`,
        [user.id],
      );
      const { token, jti } = tokens.sign(user.id, row.id, user.email);
      await db.query('update sessions set current_jti = $2 where id = $1', [row.id, jti]);
      return { token, sessionId: row.id };
    },
    async load(sessionId: string, userId: string): Promise<AuthUser | null> {
      const [row] = await db.query<{
        id: string;
        username: string;
        email: string;
        user_type: string;
        factory_business_unit_id: string | null;
      }>(
        `select u.id, u.username, u.email, u.user_type, u.factory_business_unit_id
         from sessions s join users u on u.id = s.user_id
         where s.id = $1 and s.user_id = $2 and s.revoked_at is null`,
        [sessionId, userId],
      );
      if (!row) return null;
      return {
        id: row.id,
        sessionId,
        username: row.username,
        email: row.email,
        role: row.user_type,
        factoryBusinessUnitId: row.factory_business_unit_id,
      };
    },
    async get(sessionId: string) {
      const [row] = await db.query<{
        id: string;
        user_id: string;
        current_jti: string;
        created_at: Date;
        revoked_at: Date | null;
      }>('select * from sessions where id = $1', [sessionId]);
      return row;
    },
    /** Swaps the session's current token id only if it is still the expected one (single-use refresh). */
    async rotate(sessionId: string, expectedJti: string, nextJti: string) {
      const rows = await db.query(
        'update sessions set current_jti = $3 where id = $1 and current_jti = $2 and revoked_at is null returning id',
        [sessionId, expectedJti, nextJti],
      );
      return rows.length > 0;
    },
    async revoke(sessionId: string) {
      await db.query('update sessions set revoked_at = now() where id = $1 and revoked_at is null', [sessionId]);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
