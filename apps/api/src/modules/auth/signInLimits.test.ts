import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useTestContext } from '../../../test/factories.js';

/**
 * Issue 10 item 3: sign-in limits per account over every address AND per address over every account, with
 * the production defaults (10 failures per account, 30 attempts per address, per minute).
 */
const t = useTestContext({ LOGIN_RATE_LIMIT_PER_MINUTE: 10, LOGIN_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: 30 });

const address = (n: number) => `10.20.${Math.floor(n / 250)}.${(n % 250) + 1}`;
const signIn = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password }, remoteAddress });

describe('sign-in limits (issue 10)', () => {
  it('guessing one account from 20 addresses gets 10 tries a minute, then 429 with Retry-After', async () => {
    const { email } = await t.createUser('ADMIN');
    const codes: number[] = [];
    for (let i = 0; i < 60; i++) {
      const res = await signIn(email, 'wrong-password', address(i % 20));
      codes.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    const guesses = codes.filter((c) => c === 401).length;
    console.info(`sign-in guesses on one account from 20 addresses in a minute: ${guesses} of 60`);
    expect(guesses).toBe(11);
    expect(codes.slice(11).every((c) => c === 429)).toBe(true);
  });

  it('a right password does not count against the account: many sign-ins in a row all succeed', async () => {
    const { email } = await t.createUser('CONSULTANT');
    for (let i = 0; i < 15; i++) expect((await signIn(email, TEST_PASSWORD, address(100 + i))).statusCode).toBe(200);
  });

  it('a spray over 100 accounts from one address is stopped after 30 attempts; other addresses still sign in', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 100; i++) codes.push((await signIn(`spray${i}@test.local`, 'wrong-password', '10.99.0.1')).statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(30);
    expect(codes.slice(30).every((c) => c === 429)).toBe(true);
    const { email } = await t.createUser('USER');
    expect((await signIn(email, TEST_PASSWORD, '10.99.0.2')).statusCode).toBe(200);
  });

  it('register counts every attempt per address, whatever the e-mail', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 35; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/register',
        remoteAddress: '10.98.0.1',
        payload: {
          username: `Person ${i}`,
          email: `new${i}@test.local`,
          password: 'Passw0rd!',
          mobile: '01012345678',
          factoryBusinessUnit: '00000000-0000-4000-8000-000000000000',
        },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([...Array(30).fill(400), ...Array(5).fill(429)]);
  });

  it('a flood of sign-ins with fresh e-mails is refused before any password is hashed; a real user still signs in', async () => {
    const { email } = await t.createUser('ADMIN');
    const started = performance.now();
    expect((await signIn(email, TEST_PASSWORD, '10.97.0.9')).statusCode).toBe(200);
    const normal = performance.now() - started;
    const flood = Array.from({ length: 300 }, (_, i) => signIn(`flood${i}@test.local`, 'wrong-password', '10.97.0.1'));
    const during = performance.now();
    const real = await signIn(email, TEST_PASSWORD, '10.97.0.10');
    const duringMs = performance.now() - during;
    const codes = (await Promise.all(flood)).map((r) => r.statusCode);
    expect(real.statusCode).toBe(200);
    expect(codes.filter((c) => c === 429)).toHaveLength(270);
    console.info(`a real sign-in: ${normal.toFixed(0)} ms alone, ${duringMs.toFixed(0)} ms during a flood of 300`);
  });
});
