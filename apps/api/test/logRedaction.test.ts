import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { useTestContext } from './factories.js';

const t = useTestContext();
/** A second app on the context's database, logging at info into `log`. */
let logged: FastifyInstance;
let log = '';

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  logged = await buildApp({ db: t.db, config: { ...t.config, LOG_LEVEL: 'info' }, logStream: stream });
  await logged.ready();
});
// closed before the context (after-hooks run in reverse order)
afterAll(() => logged.close());

describe('the log never holds a password, its hash or a failed query’s values', () => {
  it('a failing write of a new password logs the error without its parameters or the row', async () => {
    const { auth } = await t.login('ADMIN');
    const { id, email } = await t.createUser('USER');
    const [{ password_hash: oldHash }] = await t.db.query<{ password_hash: string }>(
      'select password_hash from users where id = $1',
      [id],
    );
    await t.db.exec('alter table users add constraint refuse_every_write check (false) not valid');
    try {
      const newPassword = 'Brand-New-Secret-77';
      const res = await logged.inject({
        method: 'PUT',
        url: `/v1/User/${id}/password`,
        headers: auth,
        payload: { password: newPassword },
      });
      expect(res.statusCode).toBe(500);
      expect(log).toContain('unhandled error');
      expect(log).toContain('23514');
      expect(log).not.toContain(newPassword);
      expect(log).not.toContain(email);
      expect(log).not.toContain(oldHash);
      expect(log).not.toMatch(/scrypt|\$[0-9a-z]+\$/i);
      expect(log).not.toContain(auth.authorization.slice('Bearer '.length));
    } finally {
      await t.db.exec('alter table users drop constraint refuse_every_write');
    }
  });

  it('redacts the known secret fields wherever they are logged', () => {
    log = '';
    logged.log.info(
      {
        password: 'p-1',
        body: { passwordHash: 'h-2', password_hash: 'h-3', newPassword: 'p-4', oldPassword: 'p-5' },
        req: { headers: { authorization: 'Bearer t-6', cookie: 'c-7' }, body: { token: 't-8', oldToken: 't-9' } },
      },
      'probe',
    );
    for (const secret of ['p-1', 'h-2', 'h-3', 'p-4', 'p-5', 't-6', 'c-7', 't-8', 't-9']) expect(log).not.toContain(secret);
    expect(log).toContain('[redacted]');
  });
});
