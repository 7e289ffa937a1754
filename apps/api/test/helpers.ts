import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Role } from '@fikra/shared';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Config, testConfig } from '../src/config.js';
import { plantSettingsRepository } from '../src/data/plantSettings.repository.js';
import { usersRepository } from '../src/data/users.repository.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { hashPassword } from '../src/lib/passwords.js';
import { createScratchDatabase } from './scratchDatabase.js';
import type { DatabaseTemplate } from './templateDatabase.js';

export const TEST_PASSWORD = 'Passw0rd!';
let passwordHash: Promise<string> | undefined;

/**
 * A fresh database per test file: in-memory PGlite by default, or a new database on the server named by
 * DATABASE_URL (dropped on close); either a copy of the run's migrated template (test/templateDatabase.ts).
 */
export async function createTestContext(overrides: Partial<Config> = {}) {
  const serverUrl = process.env.DATABASE_URL;
  let db: Database;
  let dropDatabase = async () => {};
  const template: DatabaseTemplate = inject('databaseTemplate') ?? {};
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, 'fikra_test', template.postgresDatabase);
    db = await openDatabase({ databaseUrl: scratch.url, poolSize: 5 });
    dropDatabase = scratch.drop;
  } else {
    const initialData = template.pgliteTarball ? new Blob([readFileSync(template.pgliteTarball)]) : undefined;
    db = await openDatabase({ initialData });
  }
  await migrate(db); // nothing left to apply on a copy of the template
  const config = testConfig(overrides);
  const app = await buildApp({ db, config });
  await app.ready();
  const users = usersRepository(db);

  /** Creates a user of the given role directly in the database. */
  async function createUser(
    role: Role = 'ADMIN',
    fields: {
      email?: string;
      factoryBusinessUnitId?: string;
      username?: string;
      userCode?: string;
      defaultLang?: 'ar' | 'en';
    } = {},
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
      userCode: fields.userCode ?? null,
      defaultLang: fields.defaultLang,
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

  /**
   * Turns the optional records module of the plant's settings on or off (off on a new plant, decision 030):
   * a test that reads or writes records of its kinds turns it on first.
   */
  async function setRecordsModule(on: boolean) {
    const settings = plantSettingsRepository(db);
    const current = await settings.get();
    await settings.update({ ...current, recordsEnabled: on });
  }

  async function close() {
    await app.close();
    await db.close();
    await dropDatabase();
  }

  return { app: app as FastifyInstance, db, config, createUser, login, request, setRecordsModule, close };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;
