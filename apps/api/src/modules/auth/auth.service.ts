import {
  type changePasswordBody,
  DEFAULT_ROLE,
  type refreshBody,
  type registerBody,
  SESSION,
  type UserOutput,
} from '@fikra/shared';
import type { z } from 'zod';
import { masterDataRepository } from '../../data/masterData.repository.js';
import { sessionsRepository } from '../../data/sessions.repository.js';
import { toUser, type UserRow, usersRepository } from '../../data/users.repository.js';
import type { Database, Tx } from '../../db/client.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { TokenService } from '../../plugins/auth.js';
import { appError, conflict, validationFailed } from '../../plugins/errors.js';
import { firstCompanyOf } from '../../services/hierarchy.js';
import { replacePassword } from '../../services/passwords.js';

const invalidCredentials = () => appError('INVALID_CREDENTIALS', 'invalidCredentials');
const refreshRefused = () => appError('UNAUTHENTICATED', 'sessionEnded');

/** Sign-in, registration, token refresh, sign-out and password change; every multi-write in one transaction. */
export function createAuthService(db: Database, tokens: TokenService) {
  /** A new session row with its first token (DESIGN §7). */
  async function startSession(q: Tx, user: { id: string; email: string }) {
    const sessions = sessionsRepository(q);
    const sessionId = await sessions.insert(user.id);
    const { token, jti } = tokens.sign(user.id, sessionId, user.email);
    await sessions.setJti(sessionId, jti);
    return token;
  }

  return {
    /** `address`: the client's, so that hashing takes turns between clients (lib/passwords.ts). */
    async login(email: string, password: string, address?: string): Promise<{ user: UserOutput; token: string }> {
      const user = await usersRepository(db).findByEmail(email);
      const ok = user
        ? await verifyPassword(password, user.password_hash, address)
        : await verifyPassword(password, await dummyPasswordHash(), address, 'later');
      if (!user || !ok) throw invalidCredentials();
      return { user: toUser(user), token: await db.transaction((tx) => startSession(tx, user)) };
    },

    async register(body: z.infer<typeof registerBody>, address?: string): Promise<{ user: UserOutput; token: string }> {
      const fbuId = body.factoryBusinessUnit as string;
      const passwordHash = await hashPassword(body.password, address);
      return db.transaction(async (tx) => {
        if ((await masterDataRepository(tx).kindOf(fbuId)) !== 'factoryBusinessUnit') {
          throw validationFailed('factoryBusinessUnit', 'notFound', { label: 'Location of idea' });
        }
        const users = usersRepository(tx);
        if (await users.emailTaken(body.email)) throw conflict('emailTaken');
        const id = await users.insert({
          username: body.username,
          email: body.email,
          passwordHash,
          userCode: body.userCode,
          mobile: body.mobile,
          userType: DEFAULT_ROLE,
          factoryBusinessUnitId: fbuId,
          companyId: await firstCompanyOf(tx, fbuId),
          defaultLang: body.defaultLang,
        });
        const user = (await users.findById(id)) as UserRow;
        return { user: toUser(user), token: await startSession(tx, user) };
      });
    },

    /**
     * A new token for an expired one of a live session: signed by us, same email, within the session's life and
     * the grace period, and presented once (a second presentation ends the session: someone holds a copy), except by a second tab
     * within a few seconds.
     */
    async refresh(body: z.infer<typeof refreshBody>): Promise<{ user: UserOutput; token: string }> {
      let claims: ReturnType<TokenService['verify']>;
      try {
        claims = tokens.verify(body.oldToken, true);
      } catch {
        throw refreshRefused();
      }
      if (claims.email !== body.email) throw refreshRefused();
      const sessions = sessionsRepository(db);
      const session = await sessions.findById(claims.sid);
      if (!session || session.revoked_at || session.user_id !== claims.sub) throw refreshRefused();
      const now = Date.now();
      if (now - new Date(session.created_at).getTime() > SESSION.sessionMaxHours * 3600_000) throw refreshRefused();
      if (now - claims.exp * 1000 > SESSION.refreshGraceMinutes * 60_000) throw refreshRefused();
      const user = await usersRepository(db).findById(claims.sub);
      if (!user || user.email !== body.email) throw refreshRefused();
      const next = tokens.sign(user.id, session.id, user.email);
      if (await sessions.rotate(session.id, claims.jti, next.jti, new Date(next.issuedAt * 1000))) {
        return { token: next.token, user: toUser(user) };
      }
      // another tab refreshed this very token a moment ago: it gets the same new token; later, it is a copy
      const rotated = await sessions.findById(session.id);
      if (rotated && !rotated.revoked_at && rotated.previous_jti === claims.jti && rotated.rotated_at) {
        const issuedAt = Math.floor(new Date(rotated.rotated_at).getTime() / 1000);
        if (now - issuedAt * 1000 <= SESSION.concurrentRefreshSeconds * 1000) {
          const same = tokens.sign(user.id, session.id, user.email, { jti: rotated.current_jti, issuedAt });
          return { token: same.token, user: toUser(user) };
        }
      }
      await sessions.revoke(session.id);
      throw refreshRefused();
    },

    logout: (sessionId: string) => sessionsRepository(db).revoke(sessionId),

    /**
     * The new password and the end of every OTHER session of the user, all or nothing; this session goes on
     * with a fresh token (its previous token id is replaced, so a copy of the old token stops working too).
     */
    async changePassword(
      me: { id: string; sessionId: string },
      body: z.infer<typeof changePasswordBody>,
    ): Promise<{ user: UserOutput; token: string }> {
      const current = await usersRepository(db).findById(me.id);
      if (!current || !(await verifyPassword(body.oldPassword, current.password_hash))) {
        throw validationFailed('oldPassword', 'currentPasswordWrong');
      }
      const passwordHash = await hashPassword(body.newPassword);
      return db.transaction(async (tx) => {
        await replacePassword(tx, current, passwordHash, me.sessionId);
        const { token, jti } = tokens.sign(current.id, me.sessionId, current.email);
        await sessionsRepository(tx).setJti(me.sessionId, jti);
        return { token, user: toUser((await usersRepository(tx).findById(current.id)) as UserRow) };
      });
    },
  };
}
