import { beforeAll, describe, expect, it } from 'vitest';
import { historyOf, ideaRow, insertIdea, useTestContext, withFreshTestContext } from '../../../test/factories.js';

const t = useTestContext();
let admin: string;

beforeAll(async () => {
  admin = (await t.login('ADMIN', { username: 'Mona Admin' })).token;
});

const postScore = (token: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/v1/idea-score', token, payload });
const FIVE_YES = {
  isItCheap: true,
  isItEasyToImplement: true,
  canWeImplementItOurselves: true,
  isItUrgent: true,
  canItBeImplementedWithin3Weeks: true,
};

describe('POST /v1/idea-score', () => {
  it('creates the score with ticks and priority, and marks the idea hasScore in the same transaction', async () => {
    const { id } = await insertIdea(t, {
      employeeName: 'Salma Adel Nour',
      ideaText: 'Use gravity rollers on line 3 to move cartons',
    });
    const res = await postScore(admin, {
      idea: id,
      questions: FIVE_YES,
      dueDate: '2026-11-23',
      responsiblePerson: ['Omar', ' '],
    });
    expect(res.statusCode).toBe(201);
    const score = res.json();
    expect(score).toMatchObject({
      idea: { _id: id, ideaText: 'Use gravity rollers on line 3 to move cartons' },
      suggestedBy: 'Salma Adel Nour',
      totalTicks: 5,
      priority: 'High',
      responsiblePerson: ['Omar'],
      questions: { ...FIVE_YES, isItOneOfOurTop3FavSuggestions: false, willItSaveAsignificantAmout: false },
    });
    expect(score.dueDate.slice(0, 10)).toBe('2026-11-23');
    const row = await ideaRow(t, id);
    expect(row.has_score).toEqual({ value: true, scoreId: score._id });
    expect(row.version).toBe(1);
    expect((await historyOf(t, id)).at(-1)).toMatchObject({ stage: 'score', decision: 'High', user_name: 'Mona Admin' });
  });

  it('defaults the due date to 23 November of this year and keeps a given suggestedBy', async () => {
    const { id } = await insertIdea(t);
    const res = await postScore(admin, { idea: { _id: id }, suggestedBy: 'Line 3 team', responsiblePerson: ['Omar'] });
    expect(res.json()).toMatchObject({ suggestedBy: 'Line 3 team', totalTicks: 0, priority: 'Low' });
    expect(res.json().dueDate.slice(0, 10)).toBe(`${new Date().getFullYear()}-11-23`);
  });

  it.each([
    [{ responsiblePerson: [] }, 400, 'This field is required'],
    [{ idea: undefined }, 400, 'This field is required'],
    [{ idea: '00000000-0000-4000-8000-000000000000' }, 404, 'No idea with this ID'],
  ])('%o -> %i "%s" and no score is stored', async (patch, status, message) => {
    const { id } = await insertIdea(t);
    const res = await postScore(admin, { idea: id, responsiblePerson: ['Omar'], ...patch });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect((await ideaRow(t, id)).has_score).toEqual({ value: false });
  });

  it.each([
    ['ADMIN', 201],
    ['CONSULTANT', 201],
    ['MBUL', 403],
    ['KEY_OWNER', 403],
    ['EMPLOYEE', 403],
  ] as const)('%s -> %i', async (role, status) => {
    const { id } = await insertIdea(t);
    const { token } = await t.login(role);
    expect((await postScore(token, { idea: id, responsiblePerson: ['Omar'] })).statusCode).toBe(status);
  });
});

describe('GET /v1/idea-score/all', () => {
  it('lists scores newest first, paginated, filterable by idea and searchable', async () => {
    await withFreshTestContext(async (ctx) => {
      const token = (await ctx.login('ADMIN')).token;
      const ideas = [(await insertIdea(ctx)).id, (await insertIdea(ctx, { employeeName: 'Hany Samir Fouad' })).id];
      for (let i = 0; i < 12; i++) {
        await ctx.request({
          method: 'POST',
          url: '/v1/idea-score',
          token,
          payload: { idea: ideas[i % 2], responsiblePerson: [`P${i}`] },
        });
      }
      const page1 = (await ctx.request({ method: 'GET', url: '/v1/idea-score/all', token })).json();
      expect(page1).toMatchObject({ total: 12, page: 1, limit: 10 });
      expect(page1.data).toHaveLength(10);
      expect(page1.data[0].responsiblePerson).toEqual(['P11']);
      const page2 = (await ctx.request({ method: 'GET', url: '/v1/idea-score/all?page=2&limit=10', token })).json();
      expect(page2.data.map((s: { responsiblePerson: string[] }) => s.responsiblePerson[0])).toEqual(['P1', 'P0']);
      const forIdea = (await ctx.request({ method: 'GET', url: `/v1/idea-score/all?idea=${ideas[1]}`, token })).json();
      expect(forIdea.total).toBe(6);
      const search = (await ctx.request({ method: 'GET', url: '/v1/idea-score/all?search=hany', token })).json();
      expect(search.total).toBe(6);
      expect((await ctx.request({ method: 'GET', url: '/v1/idea-score/all?limit=7', token })).statusCode).toBe(400);
      expect(
        (await ctx.request({ method: 'GET', url: '/v1/idea-score/all', token: (await ctx.login('MBUL')).token })).statusCode,
      ).toBe(403);
    });
  });
});
