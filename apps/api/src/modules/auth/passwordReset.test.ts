import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useTestContext, withFreshTestContext } from '../../../test/factories.js';
import { startMailbox } from '../../../test/smtp.js';

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
// closed after the context (after-hooks run in reverse order)
afterAll(() => mailbox.close());
const t = useTestContext(() => ({
  SMTP_URL: mailbox.url,
  MAIL_FROM: 'Fikra <fikra@plant.test>',
  PUBLIC_URL: 'http://fikra.plant.test:3000',
  LOGIN_RATE_LIMIT_PER_MINUTE: 1000,
}));

const forgot = (email: string) => t.request({ method: 'POST', url: '/v1/auth/forgotPassword', payload: { email } });
const reset = (token: string, password: string) =>
  t.request({ method: 'PUT', url: '/v1/auth/resetPassword', payload: { token, password } });
const signIn = (email: string, password: string) =>
  t.request({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
const me = (token: string) => t.request({ method: 'GET', url: '/v1/User/token', token });

describe('reset password by e-mail', () => {
  it('is offered by the public config when SMTP is configured', async () => {
    const res = await t.request({ method: 'GET', url: '/v1/config' });
    expect(res.json()).toEqual({ passwordReset: true });
  });

  it('mails a link to the app address that sets the password once and ends every session', async () => {
    const a = await t.login('USER');
    const res = await forgot(a.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    const mail = await mailbox.mailTo(a.email);
    expect(mail.from).toBe('fikra@plant.test');
    expect(mail.body).toContain('http://fikra.plant.test:3000/auth/reset-password?token=');
    const token = mailbox.tokenIn(mail) as string;
    expect(token.length).toBeGreaterThan(30);
    // only its hash is stored
    const stored = await t.db.query<{ token_hash: string }>('select token_hash from password_resets');
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    expect((await reset(token, 'short')).json().message).toBe('Password must be at least 8 characters');
    expect((await reset(token, 'x'.repeat(21))).json().message).toBe('Password must be at most 20 characters');
    const ok = await reset(token, 'Reset#2026');
    expect(ok.statusCode).toBe(200);
    expect((await me(a.token)).statusCode).toBe(401);
    expect((await signIn(a.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(a.email, 'Reset#2026')).statusCode).toBe(200);

    const again = await reset(token, 'Another#2026');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'RESET_LINK_INVALID', message: 'This link is invalid or has expired' });
    expect((await signIn(a.email, 'Reset#2026')).statusCode).toBe(200);
  });

  it('refuses an expired link and an unknown one', async () => {
    const a = await t.login('USER');
    await forgot(a.email);
    const token = mailbox.tokenIn(await mailbox.mailTo(a.email)) as string;
    await t.db.query(`update password_resets set expires_at = now() - interval '1 second' where used_at is null`);
    expect((await reset(token, 'Expired#2026')).json().code).toBe('RESET_LINK_INVALID');
    expect((await reset('not-a-token', 'Expired#2026')).json().code).toBe('RESET_LINK_INVALID');
    expect((await signIn(a.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('is valid for 30 minutes', async () => {
    const a = await t.login('USER');
    await forgot(a.email);
    await mailbox.mailTo(a.email);
    const [row] = await t.db.query<{ minutes: number }>(
      `select round(extract(epoch from expires_at - created_at) / 60)::int as minutes
         from password_resets where user_id = $1`,
      [a.id],
    );
    expect(row.minutes).toBe(30);
  });

  it('sends at most one link a minute to one user, with the same answer', async () => {
    const a = await t.login('USER');
    const first = await forgot(a.email);
    await mailbox.mailTo(a.email);
    const second = await forgot(a.email);
    expect(second.json()).toEqual(first.json());
    await expect(mailbox.mailTo(a.email, 1500)).rejects.toThrow(/no mail/);
    await t.db.query(`update password_resets set created_at = now() - interval '2 minutes' where user_id = $1`, [a.id]);
    await forgot(a.email);
    expect(mailbox.tokenIn(await mailbox.mailTo(a.email))).toBeTruthy();
  });

  it('answers the same for an unknown email, sends nothing to it, and takes no longer', async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await forgot(email);
      return { ms: performance.now() - started, status: res.statusCode, body: res.json() };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    let knownBody: unknown;
    let unknownBody: unknown;
    for (let i = 0; i < 5; i++) {
      const a = await t.login('USER');
      const k = await timed(a.email);
      const u = await timed(`nobody-${i}@nowhere.test`);
      expect(k.status).toBe(200);
      expect(u.status).toBe(200);
      known.push(k.ms);
      unknown.push(u.ms);
      knownBody = k.body;
      unknownBody = u.body;
      await mailbox.mailTo(a.email);
    }
    expect(unknownBody).toEqual(knownBody);
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[2];
    // the lookup and the mail happen after the answer: both answers are immediate
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(50);
    expect(mailbox.received.filter((m) => m.to.some((to) => to.startsWith('nobody-')))).toEqual([]);
  });
});

describe('change password', () => {
  it('refuses a wrong current password with a clear message and keeps the password', async () => {
    const a = await t.login('USER');
    const res = await t.request({
      method: 'PUT',
      url: '/v1/auth/changePassword',
      token: a.token,
      payload: { oldPassword: 'wrong-one', newPassword: 'Changed#2026' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'The current password is incorrect', details: [{ path: 'oldPassword' }] });
    expect((await signIn(a.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps this session, ends the others, and uses the register rules', async () => {
    const a = await t.login('USER');
    const other = (await signIn(a.email, TEST_PASSWORD)).json().token as string;
    const change = (newPassword: string) =>
      t.request({
        method: 'PUT',
        url: '/v1/auth/changePassword',
        token: a.token,
        payload: { oldPassword: TEST_PASSWORD, newPassword },
      });
    expect((await change('x'.repeat(21))).json().message).toBe('Password must be at most 20 characters');
    const ok = await change('Changed#2026');
    expect(ok.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(ok.json().token)).statusCode).toBe(200);
    const sessions = await t.db.query<{ live: number }>(
      'select count(*)::int as live from sessions where user_id = $1 and revoked_at is null',
      [a.id],
    );
    expect(sessions[0].live).toBe(1);
    expect((await signIn(a.email, 'Changed#2026')).statusCode).toBe(200);
  });

  it("limits attempts per signed-in user, not per address: one user's mistakes never lock out another", async () => {
    await withFreshTestContext({ LOGIN_RATE_LIMIT_PER_MINUTE: 3 }, async (strict) => {
      const a = await strict.login('USER');
      const b = await strict.login('USER');
      const wrong = (token: string) =>
        strict.request({
          method: 'PUT',
          url: '/v1/auth/changePassword',
          token,
          payload: { oldPassword: 'wrong-one', newPassword: 'Changed#2026' },
        });
      for (let i = 0; i < 3; i++) expect((await wrong(a.token)).statusCode).toBe(400);
      expect((await wrong(a.token)).statusCode).toBe(429);
      expect((await wrong(b.token)).statusCode).toBe(400);
    });
  });
});
