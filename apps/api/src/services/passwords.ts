import { sessionsRepository } from '../data/sessions.repository.js';
import { usersRepository } from '../data/users.repository.js';
import type { Tx } from '../db/client.js';
import { staleVersion } from '../plugins/errors.js';

/**
 * A user's new password (already hashed) and the end of their sessions, inside the caller's transaction: every
 * session, or every one but `keepSessionId` (a user changing their own password stays signed in there).
 */
export async function replacePassword(
  tx: Tx,
  user: { id: string; version: number },
  passwordHash: string,
  keepSessionId?: string,
) {
  if (!(await usersRepository(tx).update(user.id, user.version, { password_hash: passwordHash }))) throw staleVersion();
  await sessionsRepository(tx).revokeAllOf(user.id, keepSessionId);
}
