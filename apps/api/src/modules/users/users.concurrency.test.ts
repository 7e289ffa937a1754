import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/factories.js';
import { createUsersService } from './users.service.js';

const t = useTestContext();

const countAdmins = async () =>
  Number((await t.db.query<{ n: string }>(`select count(*) as n from users where user_type = 'ADMIN'`))[0].n);

describe('the last ADMIN under concurrency', () => {
  it('two ADMINs demoting each other at once leave exactly one ADMIN; the other request gets the 409', async () => {
    const a = await t.login('ADMIN');
    const b = await t.login('ADMIN');
    const [ab, ba] = await Promise.all([
      t.request({ method: 'PUT', url: `/v1/User/${b.id}`, token: a.token, payload: { userType: 'USER', version: 0 } }),
      t.request({ method: 'PUT', url: `/v1/User/${a.id}`, token: b.token, payload: { userType: 'USER', version: 0 } }),
    ]);
    // the loser is refused by the guard (409), or already signed out by the winner's demotion (401)
    const codes = [ab.statusCode, ba.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([401, 409]).toContain(codes[1]);
    expect(await countAdmins()).toBe(1);
  });

  it('the guard itself: two demotions of the last two ADMINs run in parallel transactions, one is refused', async () => {
    await t.db.query(`update users set user_type = 'USER' where user_type = 'ADMIN'`);
    const a = await t.createUser('ADMIN');
    const b = await t.createUser('ADMIN');
    const users = createUsersService(t.db);
    const actor = (id: string) => ({
      id,
      sessionId: id,
      username: 'admin',
      email: 'a@test.local',
      role: 'ADMIN',
      factoryBusinessUnitId: null,
    });
    const results = await Promise.allSettled([
      users.update(actor(a.id), b.id, { userType: 'USER', version: 0 }),
      users.update(actor(b.id), a.id, { userType: 'USER', version: 0 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ statusCode: 409, message: 'At least one ADMIN must remain' });
    expect(await countAdmins()).toBe(1);
  });

  it('parallel demotions and deletions of every ADMIN but one caller leave one ADMIN', async () => {
    const admins = await Promise.all([1, 2, 3, 4].map(() => t.login('ADMIN')));
    const [first] = admins;
    const results = await Promise.all(
      admins.flatMap((me) => [
        ...admins
          .filter((other) => other.id !== me.id)
          .map((other) =>
            t.request({ method: 'PUT', url: `/v1/User/${other.id}`, token: me.token, payload: { userType: 'USER', version: 0 } }),
          ),
        t.request({ method: 'DELETE', url: `/v1/User/${me.id === first.id ? admins[1].id : first.id}`, token: me.token }),
      ]),
    );
    expect(results.every((r) => [200, 401, 404, 409].includes(r.statusCode))).toBe(true);
    expect(await countAdmins()).toBeGreaterThanOrEqual(1);
  });

  it('a role change ends the sessions of that user in the same transaction: its old token is refused', async () => {
    const admin = await t.login('ADMIN');
    const user = await t.login('CONSULTANT');
    const res = await t.request({
      method: 'PUT',
      url: `/v1/User/${user.id}`,
      token: admin.token,
      payload: { userType: 'USER', version: 0 },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/v1/User/token', token: user.token })).statusCode).toBe(401);
  });
});
