import { beforeAll, describe, expect, it } from 'vitest';
import { insertMasterData, TEST_PASSWORD, useTestContext } from '../../../test/factories.js';

const t = useTestContext();
let fbuId: string;

beforeAll(async () => {
  const company = await insertMasterData(t, 'company', 'Acme Foods', 'أكمي للأغذية');
  fbuId = await insertMasterData(t, 'factoryBusinessUnit', 'Cairo Plant', 'مصنع القاهرة', [company]);
});

const validRegistration = () => ({
  username: 'Mona Hassan',
  email: `Mona.${Math.random().toString(36).slice(2, 8)}@Example.com`,
  userCode: 'EMP1001',
  password: 'secret123',
  mobile: '01012345678',
  defaultLang: 'ar',
  factoryBusinessUnit: fbuId,
});

describe('POST /v1/auth/register', () => {
  it('creates a USER with a lowercased email, its company from the location, and returns a token', async () => {
    const body = validRegistration();
    const res = await t.request({ method: 'POST', url: '/v1/auth/register', payload: body });
    expect(res.statusCode).toBe(201);
    const { user, token } = res.json();
    expect(token).toMatch(/^ey/);
    expect(user.userType).toBe('USER');
    expect(user.email).toBe(body.email.toLowerCase());
    expect(user.factoryBusinessUnit).toEqual({ _id: fbuId, name: { en: 'Cairo Plant', ar: 'مصنع القاهرة' } });
    expect(user.company.name.en).toBe('Acme Foods');
    expect(user).not.toHaveProperty('password_hash');
    const me = await t.request({ method: 'GET', url: '/v1/User/token', token });
    expect(me.json().email).toBe(body.email.toLowerCase());
  });

  it.each([
    [{ username: '' }, 'Please enter your Username'],
    [{ username: 'abc' }, 'Username must be at least 4 characters'],
    [{ userCode: 'ab1' }, 'User Code must be at least 4 characters'],
    [{ email: 'not-an-email' }, 'Please enter a valid Email'],
    [{ mobile: '' }, 'Please enter a valid Mobile'],
    [{ mobile: '0101234' }, 'Mobile must be at least 11 numbers'],
    [{ mobile: '0101234567a' }, 'Mobile must be numbers only'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ password: 'x'.repeat(21) }, 'Password must be at most 20 characters'],
    [{ factoryBusinessUnit: undefined }, 'This field is required'],
  ])('refuses %o with "%s" and stores nothing', async (patch, message) => {
    const before = await t.db.query<{ count: string }>('select count(*) from users');
    const res = await t.request({ method: 'POST', url: '/v1/auth/register', payload: { ...validRegistration(), ...patch } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message });
    const after = await t.db.query<{ count: string }>('select count(*) from users');
    expect(after[0].count).toBe(before[0].count);
  });

  it('refuses an unknown location of idea and a taken email', async () => {
    const unknown = await t.request({
      method: 'POST',
      url: '/v1/auth/register',
      payload: { ...validRegistration(), factoryBusinessUnit: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(400);
    const body = validRegistration();
    expect((await t.request({ method: 'POST', url: '/v1/auth/register', payload: body })).statusCode).toBe(201);
    const again = await t.request({
      method: 'POST',
      url: '/v1/auth/register',
      payload: { ...body, email: body.email.toUpperCase() },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
  });
});

describe('POST /v1/auth/login', () => {
  it('signs in with any letter case of the email', async () => {
    const { email } = await t.createUser('CONSULTANT');
    const res = await t.request({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.userType).toBe('CONSULTANT');
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const { email } = await t.createUser('USER');
    const wrong = await t.request({ method: 'POST', url: '/v1/auth/login', payload: { email, password: 'nope-nope' } });
    const unknown = await t.request({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'ghost@test.local', password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it.each([
    [{ email: '' }, 'Email is required'],
    [{ password: '' }, 'Password is required'],
  ])('refuses %o with "%s"', async (patch, message) => {
    const res = await t.request({ method: 'POST', url: '/v1/auth/login', payload: { email: 'a@b.co', password: 'x', ...patch } });
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  it('is rate-limited per account and address', async () => {
    const payload = { email: 'limited@test.local', password: 'wrong-pass' };
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await t.request({ method: 'POST', url: '/v1/auth/login', payload })).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes[11]).toBe(429);
  });
});

describe('sessions, refresh and logout', () => {
  it('logout ends the session at once', async () => {
    const { token } = await t.login('USER');
    expect((await t.request({ method: 'GET', url: '/v1/User/token', token })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/v1/auth/logout', token })).statusCode).toBe(200);
    const after = await t.request({ method: 'GET', url: '/v1/User/token', token });
    expect(after.statusCode).toBe(401);
  });

  it('refresh issues a new token once; reusing the old token revokes the session', async () => {
    const { token, email } = await t.login('USER');
    const first = await t.request({ method: 'PUT', url: '/v1/auth/refreshToken', payload: { email, oldToken: token } });
    expect(first.statusCode).toBe(200);
    const next = first.json().token;
    expect(next).not.toBe(token);
    expect(first.json().user.email).toBe(email);
    // a reuse after the few seconds another tab is allowed
    await t.db.query(`update sessions set rotated_at = rotated_at - interval '1 minute'`);
    const reuse = await t.request({ method: 'PUT', url: '/v1/auth/refreshToken', payload: { email, oldToken: token } });
    expect(reuse.statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/v1/User/token', token: next })).statusCode).toBe(401);
  });

  it('two tabs refreshing the same token at once both get the same new token and keep the session', async () => {
    const { token, email } = await t.login('USER');
    const refresh = () => t.request({ method: 'PUT', url: '/v1/auth/refreshToken', payload: { email, oldToken: token } });
    const [a, b] = await Promise.all([refresh(), refresh()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().token).toBe(b.json().token);
    expect(a.json().token).not.toBe(token);
    const third = await refresh();
    expect(third.statusCode).toBe(200);
    expect(third.json().token).toBe(a.json().token);
    expect((await t.request({ method: 'GET', url: '/v1/User/token', token: a.json().token })).statusCode).toBe(200);
    // the new token refreshes on as usual
    const onward = await t.request({
      method: 'PUT',
      url: '/v1/auth/refreshToken',
      payload: { email, oldToken: a.json().token },
    });
    expect(onward.statusCode).toBe(200);
    expect(onward.json().token).not.toBe(a.json().token);
  });

  it('refuses a refresh for another email or a forged token', async () => {
    const { token } = await t.login('USER');
    expect(
      (await t.request({ method: 'PUT', url: '/v1/auth/refreshToken', payload: { email: 'other@x.io', oldToken: token } }))
        .statusCode,
    ).toBe(401);
    const forged = `${token.slice(0, -4)}AAAA`;
    const { email } = await t.login('USER');
    expect(
      (await t.request({ method: 'PUT', url: '/v1/auth/refreshToken', payload: { email, oldToken: forged } })).statusCode,
    ).toBe(401);
  });

  it('an expired token gets TOKEN_EXPIRED; refresh within 30 minutes works, later is refused', async () => {
    const { id, email } = await t.createUser('USER');
    const [session] = await t.db.query<{ id: string }>(
      `insert into sessions (user_id, current_jti) values ($1, 'x') returning id`,
      [id],
    );
    const jwt = (await import('jsonwebtoken')).default;
    const secret = t.config.JWT_SECRET!;
    const now = Math.floor(Date.now() / 1000);
    const make = (expAgo: number, jti: string) =>
      jwt.sign({ sid: session.id, email, sub: id, jti, iat: now - 3600 - expAgo, exp: now - expAgo }, secret, {
        algorithm: 'HS256',
      });
    await t.db.query('update sessions set current_jti = $2 where id = $1', [session.id, 'recent']);
    const recent = make(10 * 60, 'recent');
    const expired = await t.request({ method: 'GET', url: '/v1/User/token', token: recent });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('TOKEN_EXPIRED');
    expect(
      (await t.request({ method: 'PUT', url: '/v1/auth/refreshToken', payload: { email, oldToken: recent } })).statusCode,
    ).toBe(200);

    await t.db.query('update sessions set current_jti = $2 where id = $1', [session.id, 'old']);
    const old = make(31 * 60, 'old');
    expect((await t.request({ method: 'PUT', url: '/v1/auth/refreshToken', payload: { email, oldToken: old } })).statusCode).toBe(
      401,
    );
  });

  it('changePassword checks the old password, ends other sessions and returns a new token', async () => {
    const a = await t.login('USER');
    const second = await t.request({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: a.email, password: TEST_PASSWORD },
    });
    const wrong = await t.request({
      method: 'PUT',
      url: '/v1/auth/changePassword',
      token: a.token,
      payload: { oldPassword: 'bad', newPassword: 'newpass123' },
    });
    expect(wrong.statusCode).toBe(400);
    const tooShort = await t.request({
      method: 'PUT',
      url: '/v1/auth/changePassword',
      token: a.token,
      payload: { oldPassword: TEST_PASSWORD, newPassword: 'short' },
    });
    expect(tooShort.json().message).toBe('Password must be at least 8 characters');
    const ok = await t.request({
      method: 'PUT',
      url: '/v1/auth/changePassword',
      token: a.token,
      payload: { oldPassword: TEST_PASSWORD, newPassword: 'newpass123' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/v1/User/token', token: second.json().token })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/v1/User/token', token: ok.json().token })).statusCode).toBe(200);
    const relogin = await t.request({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: a.email, password: 'newpass123' },
    });
    expect(relogin.statusCode).toBe(200);
  });

  it('needs a bearer token for protected routes', async () => {
    const res = await t.request({ method: 'GET', url: '/v1/User/token' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Please sign in', key: 'signInPlease' });
  });
});
