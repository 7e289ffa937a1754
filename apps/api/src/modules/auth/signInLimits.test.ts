import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useTestContext } from '../../../test/factories.js';
import { DEVICE_COOKIE } from './deviceCookies.js';

/**
 * Issue 10 item 3 and issue 29 items 2–4: sign-in limits per account over every address AND per address over
 * every account, with the production defaults (10 per account, 30 per address, per minute); the owner's browser
 * has its own bucket (a device cookie); resets are limited per link and per address.
 */
const t = useTestContext({ LOGIN_RATE_LIMIT_PER_MINUTE: 10, LOGIN_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: 30 });

const address = (n: number) => `10.20.${Math.floor(n / 250)}.${(n % 250) + 1}`;
const signIn = (email: string, password: string, remoteAddress: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email, password },
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });
/** The device cookie a response sets, as the browser sends it back. */
const deviceCookieOf = (res: { headers: Record<string, unknown> }) => {
  const header = String(res.headers['set-cookie'] ?? '');
  expect(header).toMatch(new RegExp(`^${DEVICE_COOKIE}=[^;]+; Path=/v1/auth; Max-Age=\\d+; HttpOnly; SameSite=Strict$`));
  return header.split(';')[0];
};
const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);
const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

describe('sign-in limits', () => {
  it('guessing one account from 20 addresses gets 10 tries a minute, then 429 with Retry-After', async () => {
    const { email } = await t.createUser('ADMIN');
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await signIn(email, 'wrong-password', address(i % 20));
      codes.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(codes).toEqual([...Array(10).fill(401), ...Array(20).fill(429)]);
  });

  it('60 parallel wrong passwords from 60 addresses: the attempt is counted before the check, so 10 are checked', async () => {
    const { email } = await t.createUser('ADMIN');
    const codes = statuses(
      await Promise.all(Array.from({ length: 60 }, (_, i) => signIn(email, 'wrong-password', address(300 + i)))),
    );
    console.info(`parallel guesses at one account checked: ${count(codes, 401)} of 60`);
    expect(count(codes, 401)).toBe(10);
    expect(count(codes, 429)).toBe(50);
  });

  it('a right password gives its attempt back: many sign-ins in a row all succeed, failures still count', async () => {
    const { email } = await t.createUser('CONSULTANT');
    for (let i = 0; i < 15; i++) expect((await signIn(email, TEST_PASSWORD, address(100 + i))).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await signIn(email, 'wrong-password', address(120 + i))).statusCode).toBe(401);
    expect((await signIn(email, TEST_PASSWORD, address(130))).statusCode).toBe(200);
    expect((await signIn(email, 'wrong-password', address(131))).statusCode).toBe(401);
    expect((await signIn(email, 'wrong-password', address(132))).statusCode).toBe(429);
  });

  it("the owner's browser signs in during an attack; a new browser waits; a stolen-cookie guesser gets its own 10", async () => {
    const { email } = await t.createUser('ADMIN');
    const first = await signIn(email, TEST_PASSWORD, '10.30.0.1');
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookieOf(first);
    // an attack: 40 failures from elsewhere fill the account's shared bucket
    const attack = statuses(await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(email, 'guess', address(400 + i)))));
    expect(count(attack, 401)).toBe(10);
    expect((await signIn(email, TEST_PASSWORD, '10.30.0.2')).statusCode).toBe(429);
    // the owner's browser: counted in its own bucket, signs in at once, and keeps its cookie
    const owner = await signIn(email, TEST_PASSWORD, '10.30.0.1', cookie);
    expect(owner.statusCode).toBe(200);
    expect(deviceCookieOf(owner)).toBe(cookie);
    // the owner typing a wrong password now and then is not locked out either
    expect((await signIn(email, 'typo', '10.30.0.1', cookie)).statusCode).toBe(401);
    expect((await signIn(email, TEST_PASSWORD, '10.30.0.1', cookie)).statusCode).toBe(200);
    // whoever holds the cookie gets 10 guesses a minute with it, no more
    const withCookie = statuses(await Promise.all(Array.from({ length: 15 }, () => signIn(email, 'guess', '10.30.0.9', cookie))));
    expect(count(withCookie, 401)).toBe(9);
    expect(count(withCookie, 429)).toBe(6);
  });

  it('a cookie counts only for its own account, and a forged one for none', async () => {
    const owner = await t.createUser('ADMIN');
    const other = await t.createUser('USER');
    const cookie = deviceCookieOf(await signIn(other.email, TEST_PASSWORD, '10.31.0.1'));
    const forged = cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(owner.email, 'guess', address(500 + i))));
    expect((await signIn(owner.email, TEST_PASSWORD, '10.31.0.1', cookie)).statusCode).toBe(429);
    expect((await signIn(owner.email, TEST_PASSWORD, '10.31.0.1', forged)).statusCode).toBe(429);
    expect(
      (await signIn(owner.email, TEST_PASSWORD, '10.31.0.1', `${DEVICE_COOKIE}=garbage~${'x'.repeat(5000)}`)).statusCode,
    ).toBe(429);
    // one browser remembers several accounts: signing in to a third keeps the other's entry after its own
    const third = await t.createUser('USER');
    const both = deviceCookieOf(await signIn(third.email, TEST_PASSWORD, '10.31.0.1', cookie));
    expect(both.split('~')).toHaveLength(2);
    expect(both.endsWith(`~${cookie.slice(DEVICE_COOKIE.length + 1)}`)).toBe(true);
  });

  it('a spray over 100 accounts from one address is stopped after 30 attempts; other addresses still sign in', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 100; i++) codes.push((await signIn(`spray${i}@test.local`, 'wrong-password', '10.99.0.1')).statusCode);
    expect(codes).toEqual([...Array(30).fill(401), ...Array(70).fill(429)]);
    const { email } = await t.createUser('USER');
    expect((await signIn(email, TEST_PASSWORD, '10.99.0.2')).statusCode).toBe(200);
  });

  it('an IPv6 client is one address by its /64', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 35; i++) {
      codes.push((await signIn(`v6spray${i}@test.local`, 'wrong-password', `2001:db8:7:7:${i.toString(16)}::1`)).statusCode);
    }
    expect(count(codes, 401)).toBe(30);
    expect((await signIn('v6@test.local', 'wrong-password', '2001:db8:7:8::1')).statusCode).toBe(401);
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
    const codes = statuses(await Promise.all(flood));
    expect(real.statusCode).toBe(200);
    expect(count(codes, 429)).toBe(270);
    console.info(`a real sign-in: ${normal.toFixed(0)} ms alone, ${duringMs.toFixed(0)} ms during a flood of 300`);
  });
});

describe('password reset limits', () => {
  const reset = (token: string, remoteAddress: string) =>
    t.app.inject({ method: 'PUT', url: '/v1/auth/resetPassword', payload: { token, password: 'Reset#2026' }, remoteAddress });
  const forgot = (email: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/forgotPassword', payload: { email }, remoteAddress });

  it('resets by different people do not block each other: each link and each address has its own count', async () => {
    const bogus = statuses(await Promise.all(Array.from({ length: 15 }, (_, i) => reset(`bogus-${i}`, address(600 + i)))));
    expect(count(bogus, 400)).toBe(15);
    // one link hammered from many addresses stops at 10 a minute; another link is untouched
    const same = statuses(await Promise.all(Array.from({ length: 15 }, (_, i) => reset('one-link', address(620 + i)))));
    expect(count(same, 400)).toBe(10);
    expect(count(same, 429)).toBe(5);
    expect((await reset('another-link', address(640))).statusCode).toBe(400);
  });

  it("ten 'forgot password' for the admin's address from others do not block the admin's own", async () => {
    const admin = await t.createUser('ADMIN');
    for (let i = 0; i < 12; i++) expect((await forgot(admin.email, address(700 + i))).statusCode).toBe(200);
    expect((await forgot(admin.email, '10.40.0.1')).statusCode).toBe(200);
    // one address is still limited over every account
    const codes = statuses(await Promise.all(Array.from({ length: 35 }, (_, i) => forgot(`x${i}@test.local`, '10.40.0.2'))));
    expect(count(codes, 200)).toBe(30);
  });
});
