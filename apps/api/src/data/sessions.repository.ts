import type { Tx } from '../db/client.js';

/** A signed-in user as a live session row gives it: what request.user carries. */
export interface SessionUser {
  id: string;
  sessionId: string;
  username: string;
  email: string;
  role: string;
  factoryBusinessUnitId: string | null;
}

export interface SessionRow {
  id: string;
  user_id: string;
  current_jti: string;
  created_at: Date | string;
  revoked_at: Date | string | null;
  previous_jti: string | null;
  rotated_at: Date | string | null;
}

/** The `sessions` table: one row per sign-in; tokens are bound to it by their current id (DESIGN §7). */
export function sessionsRepository(q: Tx) {
  return {
    /** A new session of the user whose token id is set right after signing (setJti). */
    async insert(userId: string): Promise<string> {
      const [row] = await q.query<{ id: string }>(
        `insert into sessions (user_id, current_jti) values ($1, 'pending') returning id`,
        [userId],
      );
      return row.id;
    },
    async setJti(sessionId: string, jti: string) {
      await q.query('update sessions set current_jti = $2 where id = $1', [sessionId, jti]);
    },
    /** The user behind a live (not revoked) session, or null. */
    async loadUser(sessionId: string, userId: string): Promise<SessionUser | null> {
      const [row] = await q.query<{
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
    async findById(sessionId: string): Promise<SessionRow | undefined> {
      const [row] = await q.query<SessionRow>('select * from sessions where id = $1', [sessionId]);
      return row;
    },
    /** Swaps the session's current token id only if it is still the expected one (single-use refresh). */
    async rotate(sessionId: string, expectedJti: string, nextJti: string, rotatedAt: Date) {
      const rows = await q.query(
        `update sessions set current_jti = $3, previous_jti = $2, rotated_at = $4
         where id = $1 and current_jti = $2 and revoked_at is null returning id`,
        [sessionId, expectedJti, nextJti, rotatedAt],
      );
      return rows.length > 0;
    },
    /** Deletes sessions revoked, or past their maximum life, more than `keepHours` ago; returns how many. */
    async purgeEnded(sessionMaxHours: number, keepHours: number): Promise<number> {
      const rows = await q.query(
        `delete from sessions
         where revoked_at < now() - make_interval(hours => $2)
            or created_at < now() - make_interval(hours => $1 + $2)
         returning id`,
        [sessionMaxHours, keepHours],
      );
      return rows.length;
    },
    async revoke(sessionId: string) {
      await q.query('update sessions set revoked_at = now() where id = $1 and revoked_at is null', [sessionId]);
    },
    /** Ends every live session of the user, except one if given. */
    async revokeAllOf(userId: string, exceptSessionId?: string) {
      await q.query(
        'update sessions set revoked_at = now() where user_id = $1 and revoked_at is null and id <> coalesce($2::uuid, gen_random_uuid())',
        [userId, exceptSessionId ?? null],
      );
    },
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
