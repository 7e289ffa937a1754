import { randomUUID } from 'node:crypto';
import { ideaWithHistoryOutput, STATUS_KEYS } from '@fikra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertIdea, seedUnits, type Units, useTestContext } from '../../../test/factories.js';

const ctx = useTestContext();
let h: Units;
let admin: string;

beforeAll(async () => {
  h = await seedUnits(ctx.db);
  admin = (await ctx.login('ADMIN')).token;
});

const get = (id: string, token?: string) => ctx.request({ method: 'GET', url: `/v1/idea-crud/${id}`, token });
const del = (id: string, token?: string) => ctx.request({ method: 'DELETE', url: `/v1/idea-crud/${id}`, token });
const exists = async (id: string) => (await ctx.db.query('select 1 from ideas where id = $1', [id])).length === 1;

describe('GET /v1/idea-crud/:id', () => {
  it('returns the idea with names and its history', async () => {
    const { id, ideaNumber } = await insertIdea(ctx.db, { company: h.company, factory: h.f1, area: h.a1, done: ['evaluated'] });
    await ctx.db.query(
      `insert into idea_history (idea_id, user_name, stage, decision, changes) values ($1, 'consultant', 'evaluated', 'accepted', '{}')`,
      [id],
    );
    const res = await get(id, admin);
    expect(res.statusCode).toBe(200);
    const idea = res.json();
    expect(idea).toMatchObject({
      _id: id,
      ideaNumber,
      company: { _id: h.company, name: { en: 'Nile Foods', ar: 'أغذية النيل' } },
    });
    expect(idea.status.evaluated.value).toBe(true);
    expect(idea.history).toEqual([expect.objectContaining({ userName: 'consultant', stage: 'evaluated', decision: 'accepted' })]);
  });

  it('answers with every field its response schema names and the whole status document (what the edit form sends back)', async () => {
    const { id } = await insertIdea(ctx.db, { company: h.company, factory: h.f1, area: h.a1, done: ['evaluated'] });
    const idea = (await get(id, admin)).json();
    expect(Object.keys(idea).sort()).toEqual(Object.keys(ideaWithHistoryOutput.shape).sort());
    expect(Object.keys(idea.status)).toEqual(expect.arrayContaining([...STATUS_KEYS]));
    expect(Object.keys(idea.status.evaluated).length).toBeGreaterThan(1);
  });

  it("answers 404 with the spec's message, 400 for a malformed id, 401 without a token and 403 for USER", async () => {
    const missing = await get(randomUUID(), admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'No idea with this ID', key: 'noIdea' });
    expect((await get('not-an-id', admin)).statusCode).toBe(400);
    const { id } = await insertIdea(ctx.db, { factory: h.f1 });
    expect((await get(id)).statusCode).toBe(401);
    expect((await get(id, (await ctx.login('USER')).token)).statusCode).toBe(403);
  });

  it.each(['MBUL', 'KEY_OWNER'] as const)('lets %s read ideas of their own unit only', async (role) => {
    const own = await insertIdea(ctx.db, { factory: h.f1 });
    const other = await insertIdea(ctx.db, { factory: h.f2 });
    const { token } = await ctx.login(role, { factoryBusinessUnitId: h.f1 });
    expect((await get(own.id, token)).statusCode).toBe(200);
    const refused = await get(other.id, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
  });
});

describe('DELETE /v1/idea-crud/:id', () => {
  it('deletes an idea with its history for ADMIN and CONSULTANT', async () => {
    for (const token of [admin, (await ctx.login('CONSULTANT')).token]) {
      const { id } = await insertIdea(ctx.db, { factory: h.f1 });
      await ctx.db.query(`insert into idea_history (idea_id, stage, changes) values ($1, 'evaluated', '{}')`, [id]);
      const res = await del(id, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Deleted', _id: id });
      expect(await exists(id)).toBe(false);
      expect(await ctx.db.query('select 1 from idea_history where idea_id = $1', [id])).toHaveLength(0);
      expect((await get(id, admin)).statusCode).toBe(404);
    }
  });

  it.each(['MBUL', 'KEY_OWNER'] as const)(
    "lets %s delete their own unit's ideas and refuses others' (403, nothing deleted)",
    async (role) => {
      const own = await insertIdea(ctx.db, { factory: h.f2 });
      const other = await insertIdea(ctx.db, { factory: h.f1 });
      const { token } = await ctx.login(role, { factoryBusinessUnitId: h.f2 });
      expect((await del(other.id, token)).statusCode).toBe(403);
      expect(await exists(other.id)).toBe(true);
      expect((await del(own.id, token)).statusCode).toBe(200);
      expect(await exists(own.id)).toBe(false);
    },
  );

  it('refuses anonymous callers and roles without ideas.delete, and answers 404 for a missing idea', async () => {
    const { id } = await insertIdea(ctx.db, { factory: h.f1 });
    expect((await del(id)).statusCode).toBe(401);
    for (const role of ['USER', 'EMPLOYEE', 'PROJECT_TEAM'] as const) {
      expect((await del(id, (await ctx.login(role)).token)).statusCode).toBe(403);
    }
    expect(await exists(id)).toBe(true);
    const missing = await del(randomUUID(), admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No idea with this ID');
  });
});
