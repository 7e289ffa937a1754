import { randomUUID } from 'node:crypto';
import type { Role } from '@fikra/shared';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app.js';
import { type Config, testConfig } from '../src/config.js';
import { usersRepository } from '../src/data/users.repository.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { hashPassword } from '../src/lib/passwords.js';
import { createScratchDatabase } from './scratchDatabase.js';

export const TEST_PASSWORD = 'Passw0rd!';
let passwordHash: Promise<string> | undefined;

/**
 * A fresh database per test file: in-memory PGlite by default, or a new database on the server named by
 * DATABASE_URL (dropped on close). Migrations run exactly as in production.
 */
export async function createTestContext(overrides: Partial<Config> = {}) {
  const serverUrl = process.env.DATABASE_URL;
  let db: Database;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl);
    db = await openDatabase({ databaseUrl: scratch.url, poolSize: 5 });
    dropDatabase = scratch.drop;
  } else {
    db = await openDatabase({});
  }
  await migrate(db);
  const config = testConfig(overrides);
  const app = await buildApp({ db, config });
  await app.ready();
  const users = usersRepository(db);

  /** Creates a user of the given role directly in the database. */
  async function createUser(
    role: Role = 'ADMIN',
    fields: { email?: string; factoryBusinessUnitId?: string; username?: string } = {},
  ) {
    passwordHash ??= hashPassword(TEST_PASSWORD);
    const email = fields.email ?? `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@test.local`;
    const id = await users.insert({
      username: fields.username ?? `${role.toLowerCase()}user`,
      email,
      passwordHash: await passwordHash,
      userType: role,
      mobile: '01000000000',
      factoryBusinessUnitId: fields.factoryBusinessUnitId ?? null,
    });
    return { id, email };
  }

  /** Signs in through the API and returns the bearer token and user id. */
  async function login(role: Role = 'ADMIN', fields: Parameters<typeof createUser>[1] = {}) {
    const { id, email } = await createUser(role, fields);
    const res = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password: TEST_PASSWORD } });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
    return { token: res.json().token as string, id, email, auth: { authorization: `Bearer ${res.json().token}` } };
  }

  /** app.inject with an optional bearer token. */
  function request(opts: InjectOptions & { token?: string }) {
    const { token, headers, ...rest } = opts;
    return app.inject({ ...rest, headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  }

  async function close() {
    await app.close();
    await db.close();
    await dropDatabase();
  }

  return { app: app as FastifyInstance, db, config, createUser, login, request, close };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;
