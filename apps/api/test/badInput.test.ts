import { messageKeyOf } from '@fikra/shared';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { insertIdea, useTestContext } from './factories.js';
import { ACCEPT, putStage } from './scenarios/workflow.js';

/**
 * Issue 10 item 4: the seven reproducers that made the API answer 500 on bad input. Each now gets a 4xx naming
 * the field and changes nothing. (hostileInput.test.ts throws generated values at every route.)
 */
const t = useTestContext();
const NOT_ALLOWED = 'This text contains characters that are not allowed';

const BAD_TEXT = ['with a NUL \u0000 inside', 'a lone surrogate \ud800 inside', 'an end surrogate \udc00'];
const BAD_DATES = ['0', '-1', '+275760-09-13T00:00:00.000Z', '0000-01-01', '-000001-01-01T00:00:00Z'];

describe('bad input gets a 4xx, never a 500 (issue 10 item 4)', () => {
  it.each(BAD_TEXT)('register refuses %j in username and userCode', async (bad) => {
    for (const field of ['username', 'userCode']) {
      const res = await t.request({
        method: 'POST',
        url: '/v1/auth/register',
        payload: {
          username: 'Valid Name',
          userCode: 'E-1234',
          email: `x${Math.random()}@test.local`,
          password: 'Passw0rd!',
          [field]: `Name ${bad}`,
        },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details).toContainEqual({ path: field, message: NOT_ALLOWED, ...messageKeyOf(NOT_ALLOWED) });
    }
  });

  it.each(BAD_TEXT)('master-data names and profile fields refuse %j', async (bad) => {
    const admin = await t.login('ADMIN');
    const company = await t.request({
      method: 'POST',
      url: '/v1/company',
      token: admin.token,
      payload: { name: { en: `Co ${bad}`, ar: 'شركة' } },
    });
    expect(company.statusCode, company.body).toBe(400);
    expect(company.json().details).toContainEqual({ path: 'name.en', message: NOT_ALLOWED, ...messageKeyOf(NOT_ALLOWED) });
    const profile = await t.request({
      method: 'PUT',
      url: `/v1/User/${admin.id}`,
      token: admin.token,
      payload: { username: `Me ${bad}` },
    });
    expect(profile.statusCode, profile.body).toBe(400);
    const code = await t.request({ method: 'GET', url: `/v1/User/code/${encodeURIComponent('E\u0000')}`, token: admin.token });
    expect(code.statusCode).toBe(400);
  });

  it.each(BAD_TEXT)('workflow text refuses %j and the idea is unchanged', async (bad) => {
    const admin = await t.login('ADMIN');
    const { id } = await insertIdea(t);
    const res = await putStage(t, admin.token, id, 'evaluated', { accepted: 'hold', reasonOfHold: `wait ${bad}`, version: 0 });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details).toContainEqual({ path: 'reasonOfHold', message: NOT_ALLOWED, key: 'invalidCharacters' });
    const people = await putStage(t, admin.token, id, 'evaluated', {
      ...ACCEPT.evaluated,
      responsiblePerson: [`Omar ${bad}`],
      version: 0,
    });
    expect(people.statusCode, people.body).toBe(400);
    expect((await t.request({ method: 'GET', url: `/v1/idea-crud/${id}`, token: admin.token })).json().version).toBe(0);
  });

  it.each(BAD_DATES)('the date %j is refused in a stage and in the list filter', async (bad) => {
    const admin = await t.login('ADMIN');
    const { id } = await insertIdea(t);
    const stage = await putStage(t, admin.token, id, 'evaluated', { ...ACCEPT.evaluated, dueDate: bad, version: 0 });
    expect(stage.statusCode, stage.body).toBe(400);
    const list = await t.request({
      method: 'POST',
      url: '/v1/idea-crud/all',
      token: admin.token,
      payload: { createdAt: { gte: bad } },
    });
    expect(list.statusCode, list.body).toBe(400);
  });

  it('a version past the 32-bit range is a 400 (or a stale 409), not a 500', async () => {
    const admin = await t.login('ADMIN');
    const { id } = await insertIdea(t);
    for (const version of [2 ** 31, 2 ** 53, 1e20]) {
      const res = await putStage(t, admin.token, id, 'evaluated', { ...ACCEPT.evaluated, version });
      expect(res.statusCode, res.body).toBe(400);
    }
  });

  it('two employee-code uploads at once are serialised (was a deadlock on PostgreSQL)', async () => {
    const admin = await t.login('ADMIN');
    const upload = (n: number) =>
      t.request({
        method: 'POST',
        url: '/v1/employee-sheet/createMany',
        token: admin.token,
        payload: { data: Array.from({ length: 300 }, (_, i) => ({ code: `C${n}-${i}`, name: `Person ${n} ${i}` })) },
      });
    const results = await Promise.all([1, 2, 3, 4].map(upload));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const sheets = await t.request({ method: 'GET', url: '/v1/employee-sheet', token: admin.token });
    expect(sheets.statusCode).toBe(200);
    const [{ count }] = await t.db.query<{ count: number }>('select count(*)::int as count from employee_codes');
    expect(count).toBe(300);
  });

  it('a correctly signed token whose session id is not a UUID is a 401', async () => {
    const admin = await t.login('ADMIN');
    const { header } = jwt.decode(admin.token, { complete: true }) as { header: { alg: jwt.Algorithm } };
    const claims = jwt.decode(admin.token) as Record<string, unknown>;
    const secret = t.config.JWT_SECRET as string;
    const forged = jwt.sign({ ...claims, sid: 'not-a-uuid' }, secret, { algorithm: header.alg });
    const res = await t.request({ method: 'GET', url: '/v1/User/token', token: forged });
    expect(res.statusCode, res.body).toBe(401);
  });
});
