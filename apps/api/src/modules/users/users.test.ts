import { ROLES } from '@fikra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertMasterData, TEST_PASSWORD, useTestContext, withFreshTestContext } from '../../../test/factories.js';

const t = useTestContext();
let fbuId: string;
let companyId: string;

beforeAll(async () => {
  companyId = await insertMasterData(t, 'company', 'Acme Foods', 'أكمي');
  fbuId = await insertMasterData(t, 'factoryBusinessUnit', 'Alex Plant', 'مصنع الإسكندرية');
});

const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });

describe('GET /v1/User/token', () => {
  it('returns the signed-in user without secrets', async () => {
    const { token, id } = await t.login('CONSULTANT');
    const res = await get('/v1/User/token', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: id, userType: 'CONSULTANT', version: 0 });
    expect(JSON.stringify(res.json())).not.toMatch(/password|scrypt/);
  });
});

describe('GET /v1/User/all', () => {
  it('lists users paginated with search for ADMIN and CONSULTANT', async () => {
    const admin = await t.login('ADMIN');
    await t.createUser('USER', { email: 'findme-zz@test.local', username: 'Find Me' });
    const all = await get('/v1/User/all?limit=10&page=1', admin.token);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ page: 1, limit: 10 });
    expect(all.json().total).toBeGreaterThanOrEqual(2);
    const found = await get('/v1/User/all?search=findme-zz', admin.token);
    expect(found.json().data.map((u: { email: string }) => u.email)).toEqual(['findme-zz@test.local']);
    const consultant = await t.login('CONSULTANT');
    expect((await get('/v1/User/all', consultant.token)).statusCode).toBe(200);
  });

  it.each(['USER', 'EMPLOYEE', 'MBUL', 'KEY_OWNER', 'HR'] as const)('refuses %s with 403', async (role) => {
    const { token } = await t.login(role);
    const res = await get('/v1/User/all', token);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('refuses a page size the spec does not offer', async () => {
    const { token } = await t.login('ADMIN');
    expect((await get('/v1/User/all?limit=7', token)).statusCode).toBe(400);
  });
});

describe('user codes', () => {
  it('GET /v1/User/code/all and /v1/User/code/:code', async () => {
    const { token } = await t.login('ADMIN');
    const { id } = await t.createUser('USER');
    await t.db.query(`update users set user_code = 'EMP-7788' where id = $1`, [id]);
    const list = await get('/v1/User/code/all', token);
    expect(list.json().data).toContainEqual(expect.objectContaining({ _id: id, userCode: 'EMP-7788' }));
    const one = await get('/v1/User/code/EMP-7788', token);
    expect(one.json()._id).toBe(id);
    const none = await get('/v1/User/code/NOPE-0000', token);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No user with this ID');
  });
});

describe('PUT /v1/User/:id', () => {
  it('lets a user edit their own profile with the spec messages, and bumps the version', async () => {
    const me = await t.login('USER');
    const bad = await t.request({
      method: 'PUT',
      url: `/v1/User/${me.id}`,
      token: me.token,
      payload: { username: 'ab', version: 0 },
    });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Username must be at least 4 characters' });
    const badEmail = await t.request({
      method: 'PUT',
      url: `/v1/User/${me.id}`,
      token: me.token,
      payload: { email: '', version: 0 },
    });
    expect(badEmail.json().message).toBe('This is required');
    const ok = await t.request({
      method: 'PUT',
      url: `/v1/User/${me.id}`,
      token: me.token,
      payload: { _id: me.id, username: 'Omar Khaled', mobile: '01098765432', userCode: 'EMP9', version: 0 },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ username: 'Omar Khaled', mobile: '01098765432', userCode: 'EMP9', version: 1 });
  });

  it('refuses a stale version and changes nothing', async () => {
    const me = await t.login('USER');
    await t.request({
      method: 'PUT',
      url: `/v1/User/${me.id}`,
      token: me.token,
      payload: { username: 'First Edit', version: 0 },
    });
    const stale = await t.request({
      method: 'PUT',
      url: `/v1/User/${me.id}`,
      token: me.token,
      payload: { username: 'Second Edit', version: 0 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect((await get('/v1/User/token', me.token)).json().username).toBe('First Edit');
  });

  it('a user cannot change their own role, nor edit someone else', async () => {
    const me = await t.login('USER');
    const other = await t.createUser('USER');
    const role = await t.request({
      method: 'PUT',
      url: `/v1/User/${me.id}`,
      token: me.token,
      payload: { userType: 'ADMIN', version: 0 },
    });
    expect(role.statusCode).toBe(403);
    const edit = await t.request({
      method: 'PUT',
      url: `/v1/User/${other.id}`,
      token: me.token,
      payload: { username: 'Hacked', version: 0 },
    });
    expect(edit.statusCode).toBe(403);
    const consultant = await t.login('CONSULTANT');
    const c = await t.request({
      method: 'PUT',
      url: `/v1/User/${other.id}`,
      token: consultant.token,
      payload: { username: 'Hacked', version: 0 },
    });
    expect(c.statusCode).toBe(403);
  });

  it('ADMIN changes role, company and location; a role change ends that user’s sessions', async () => {
    const admin = await t.login('ADMIN');
    const target = await t.login('USER');
    const res = await t.request({
      method: 'PUT',
      url: `/v1/User/${target.id}`,
      token: admin.token,
      payload: { userType: 'MBUL', company: companyId, factoryBusinessUnit: { _id: fbuId }, version: 0 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userType: 'MBUL', company: { _id: companyId }, factoryBusinessUnit: { _id: fbuId } });
    expect((await get('/v1/User/token', target.token)).statusCode).toBe(401);
    const relogin = await t.request({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: target.email, password: TEST_PASSWORD },
    });
    expect(relogin.json().user.userType).toBe('MBUL');
  });

  it('refuses a location of the wrong kind, an unknown role and a taken email', async () => {
    const admin = await t.login('ADMIN');
    const target = await t.createUser('USER');
    const wrongKind = await t.request({
      method: 'PUT',
      url: `/v1/User/${target.id}`,
      token: admin.token,
      payload: { factoryBusinessUnit: companyId, version: 0 },
    });
    expect(wrongKind.json()).toMatchObject({ statusCode: 400, message: 'This is required' });
    const badRole = await t.request({
      method: 'PUT',
      url: `/v1/User/${target.id}`,
      token: admin.token,
      payload: { userType: 'KING', version: 0 },
    });
    // a value that is not listed says which are (issue 30); 'This is required' is for a missing one
    expect(badRole.json().message).toBe(`This is not one of the allowed values (${ROLES.join(', ')})`);
    const taken = await t.request({
      method: 'PUT',
      url: `/v1/User/${target.id}`,
      token: admin.token,
      payload: { email: admin.email, version: 0 },
    });
    expect(taken.statusCode).toBe(409);
  });

  it('keeps at least one ADMIN', async () => {
    await withFreshTestContext(async (ctx) => {
      const admin = await ctx.login('ADMIN');
      const res = await ctx.request({
        method: 'PUT',
        url: `/v1/User/${admin.id}`,
        token: admin.token,
        payload: { userType: 'USER', version: 0 },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('At least one ADMIN must remain');
    });
  });

  it('404s an unknown user with the spec message', async () => {
    const admin = await t.login('ADMIN');
    const res = await t.request({
      method: 'PUT',
      url: '/v1/User/00000000-0000-4000-8000-000000000000',
      token: admin.token,
      payload: { version: 0 },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No user with this ID');
  });
});

describe('DELETE /v1/User/:id', () => {
  it('ADMIN deletes a user, whose sessions end at once', async () => {
    const admin = await t.login('ADMIN');
    const target = await t.login('USER');
    const res = await t.request({ method: 'DELETE', url: `/v1/User/${target.id}`, token: admin.token });
    expect(res.statusCode).toBe(200);
    expect((await get('/v1/User/token', target.token)).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: `/v1/User/${target.id}`, token: admin.token })).statusCode).toBe(404);
  });

  it.each(['CONSULTANT', 'USER', 'MBUL'] as const)('refuses %s', async (role) => {
    const { token } = await t.login(role);
    const target = await t.createUser('USER');
    expect((await t.request({ method: 'DELETE', url: `/v1/User/${target.id}`, token })).statusCode).toBe(403);
  });

  it('an admin cannot delete their own account', async () => {
    const admin = await t.login('ADMIN');
    const res = await t.request({ method: 'DELETE', url: `/v1/User/${admin.id}`, token: admin.token });
    expect(res.statusCode).toBe(409);
  });
});
