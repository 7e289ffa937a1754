import { initialIdeaStatus } from '@fikra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('GET /v1/analytics/*', () => {
  it('counts ideas and users from the database', async () => {
    const { token } = await t.login('USER');
    await t.createUser('USER');
    const users = await t.request({ method: 'GET', url: '/v1/analytics/users', token });
    expect(users.json()).toEqual({ count: 2 });
    expect((await t.request({ method: 'GET', url: '/v1/analytics/ideas', token })).json()).toEqual({ count: 0 });
    await t.db.query(
      `insert into ideas (idea_text, idea_desc, idea_presenter_type, employee_name, employee_code, quarter, year, kaizen_type, status)
       values ('A clear improvement idea text', 'A clear improvement idea description', 'Visitor', 'Sara Ali', 'V-001', 'Q4', 2026, 'Quality', $1)`,
      [JSON.stringify(initialIdeaStatus())],
    );
    expect((await t.request({ method: 'GET', url: '/v1/analytics/ideas', token })).json()).toEqual({ count: 1 });
  });

  it.each(['clients', 'projects', 'assessments'])('answers %s with a count', async (what) => {
    const { token } = await t.login('USER');
    const res = await t.request({ method: 'GET', url: `/v1/analytics/${what}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 0 });
  });

  it('needs a session', async () => {
    expect((await t.request({ method: 'GET', url: '/v1/analytics/ideas' })).statusCode).toBe(401);
  });
});
