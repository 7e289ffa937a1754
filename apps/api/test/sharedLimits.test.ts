import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { usersRepository } from '../src/data/users.repository.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { hashPassword } from '../src/lib/passwords.js';
import { multipart, SAMPLES } from './multipart.js';
import { createScratchDatabase } from './scratchDatabase.js';

/**
 * Issue 31 item 1: with DATABASE_URL every limit and budget counts in PostgreSQL, so its figure holds across any
 * number of API processes. Two app instances, each with its own connection pool, on one database stand for two
 * processes behind a load balancer; requests alternate between them. (The embedded database serves one process
 * and counts in memory: nothing to share there.)
 */
const serverUrl = process.env.DATABASE_URL;
const PASSWORD = 'Passw0rd!';
const KB = 1024;

describe.skipIf(!serverUrl)('two API instances on one PostgreSQL database', () => {
  let drop: () => Promise<void>;
  const dbs: Database[] = [];
  const apps: FastifyInstance[] = [];
  /** the i-th request of a series goes to instance i % 2, as a round-robin proxy sends it */
  const send = (i: number, opts: InjectOptions) => apps[i % 2].inject(opts);
  const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);
  const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

  beforeAll(async () => {
    const scratch = await createScratchDatabase(serverUrl as string);
    drop = scratch.drop;
    for (let i = 0; i < 2; i++) dbs.push(await openDatabase({ databaseUrl: scratch.url, poolSize: 5 }));
    await migrate(dbs[0]);
    const config = testConfig({
      LOGIN_RATE_LIMIT_PER_MINUTE: 10,
      LOGIN_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: 30,
      ANON_UPLOAD_MB_PER_DAY: 200 / 1024,
      ANON_UPLOAD_ADDRESS_PERCENT: 50,
    });
    for (const db of dbs) apps.push(await buildApp({ db, config }));
    await Promise.all(apps.map((a) => a.ready()));
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of dbs) await db.close();
    await drop?.();
  });

  const newUser = async (email: string) => {
    await usersRepository(dbs[0]).insert({
      username: 'Shared Limits',
      email,
      passwordHash: await hashPassword(PASSWORD),
      userType: 'ADMIN',
      mobile: '01000000000',
      factoryBusinessUnitId: null,
    });
    return email;
  };
  const signIn = (i: number, email: string, password: string, remoteAddress: string, cookie?: string) =>
    send(i, {
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email, password },
      remoteAddress,
      headers: cookie ? { cookie } : {},
    });

  it('counts in PostgreSQL', () => {
    expect(apps.map((a) => a.counters.kind)).toEqual(['shared', 'shared']);
  });

  it('a sign-in limit of 10 per account per minute lets 10 guesses through across both, not 20', async () => {
    const email = await newUser('guessed@test.local');
    const codes = statuses(
      await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(i, email, 'wrong-password', `10.50.0.${i + 1}`))),
    );
    console.info(`guesses at one account checked by two instances together: ${count(codes, 401)} of 40`);
    expect(count(codes, 401)).toBe(10);
    expect(count(codes, 429)).toBe(30);
  });

  it("the owner's device cookie from one instance is honoured by the other during an attack", async () => {
    const email = await newUser('owner@test.local');
    const first = await signIn(0, email, PASSWORD, '10.51.0.1');
    expect(first.statusCode).toBe(200);
    const cookie = String(first.headers['set-cookie']).split(';')[0];
    await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(i, email, 'guess', `10.51.1.${i + 1}`)));
    expect((await signIn(1, email, PASSWORD, '10.51.0.2')).statusCode).toBe(429);
    expect((await signIn(1, email, PASSWORD, '10.51.0.1', cookie)).statusCode).toBe(200);
  });

  it("a per-address route limit (the status lookup's 30 a minute) counts both instances' requests together", async () => {
    const codes = statuses(
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          send(i, { method: 'GET', url: '/v1/idea-crud/code/E-1', remoteAddress: '10.52.0.1' }),
        ),
      ),
    );
    expect(count(codes, 429)).toBe(10);
    expect(count(codes, 404)).toBe(30);
  });

  it('a limit for all addresses together (the status lookup, 300 a minute) holds across both', async () => {
    const codes = statuses(
      await Promise.all(
        Array.from({ length: 330 }, (_, i) =>
          send(i, {
            method: 'GET',
            url: '/v1/idea-crud/status?type=employee&code=E-2',
            remoteAddress: `10.53.${i % 50}.${Math.floor(i / 50) + 1}`,
          }),
        ),
      ),
    );
    expect(count(codes, 404)).toBe(300);
    expect(count(codes, 429)).toBe(30);
  });

  it("visitors' uploads: the day's total and one address's share hold across both", async () => {
    const upload = (i: number, address: string) =>
      send(i, {
        method: 'POST',
        url: '/v1/file/upload?purpose=attachment',
        remoteAddress: address,
        ...multipart([
          { filename: 'a.pdf', content: Buffer.concat([SAMPLES.pdf, Buffer.alloc(40 * KB - SAMPLES.pdf.length, 0x20)]) },
        ]),
      });
    // one address: 100 KB of 200, so two 40 KB files of four
    const share = statuses(await Promise.all(Array.from({ length: 4 }, (_, i) => upload(i, '10.54.0.1'))));
    expect(count(share, 201)).toBe(2);
    // everyone: 200 KB, so 80 + three more 40 KB files
    const total = statuses(await Promise.all(Array.from({ length: 8 }, (_, i) => upload(i, `10.54.1.${i + 1}`))));
    expect(count(total, 201)).toBe(3);
    expect(count(total, 503)).toBe(5);
  });
});
