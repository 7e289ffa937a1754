import { ADMIN_ROLE } from '@fikra/shared';
import type { Config } from './config.js';
import { usersRepository } from './data/users.repository.js';
import type { Database } from './db/client.js';
import { generatePassword, hashPassword } from './lib/passwords.js';

/**
 * First start on an empty database creates the first ADMIN (DESIGN §3). Returns a generated password, if any.
 * Several API processes may start together on one PostgreSQL: the check and the insert run in one transaction
 * under an advisory lock, so exactly one of them creates the ADMIN and the others find it (none fails to start).
 */
export async function ensureFirstAdmin(db: Database, config: Config): Promise<{ email: string; password?: string } | null> {
  // every later start ends here, without hashing a password it would not use
  if ((await usersRepository(db).count()) > 0) return null;
  const password = config.ADMIN_PASSWORD ?? generatePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [FIRST_ADMIN_LOCK]);
    const users = usersRepository(tx);
    if ((await users.count()) > 0) return null;
    const email = config.ADMIN_EMAIL.toLowerCase();
    await users.insert({ username: 'admin', email, passwordHash, userType: ADMIN_ROLE, defaultLang: 'ar' });
    return { email, password: config.ADMIN_PASSWORD ? undefined : password };
  });
}

const FIRST_ADMIN_LOCK = 'fikra first admin';
