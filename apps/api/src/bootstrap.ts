import { ADMIN_ROLE } from '@fikra/shared';
import type { Config } from './config.js';
import { usersRepository } from './data/users.repository.js';
import type { Database } from './db/client.js';
import { generatePassword, hashPassword } from './lib/passwords.js';

/** First start on an empty database creates the first ADMIN (DESIGN §3). Returns a generated password, if any. */
export async function ensureFirstAdmin(db: Database, config: Config): Promise<{ email: string; password?: string } | null> {
  const users = usersRepository(db);
  if ((await users.count()) > 0) return null;
  const password = config.ADMIN_PASSWORD ?? generatePassword();
  const email = config.ADMIN_EMAIL.toLowerCase();
  await users.insert({
    username: 'admin',
    email,
    passwordHash: await hashPassword(password),
    userType: ADMIN_ROLE,
    defaultLang: 'ar',
  });
  return { email, password: config.ADMIN_PASSWORD ? undefined : password };
}
