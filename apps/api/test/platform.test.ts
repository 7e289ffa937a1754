import { describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import { migrate } from '../src/db/migrate.js';
import { useTestContext, withFreshTestContext } from './factories.js';

const t = useTestContext();

describe('platform', () => {
  it('GET /v1/health reports the database', async () => {
    const res = await t.request({ method: 'GET', url: '/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.db.kind });
  });

  it('serves OpenAPI at /v1/docs built from the zod schemas', async () => {
    const res = await t.request({ method: 'GET', url: '/v1/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/v1/auth/login'].post).toBeDefined();
    expect(JSON.stringify(doc.paths['/v1/auth/register'])).toContain('factoryBusinessUnit');
  });

  it('sends helmet headers with a strict CSP', async () => {
    const res = await t.request({ method: 'GET', url: '/v1/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers unknown API routes with the error body and never leaks internals', async () => {
    const res = await t.request({ method: 'GET', url: '/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    const bad = await t.request({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).not.toMatch(/at .*\.ts|stack/);
  });

  it('a server fault answers 500 with the generic message, never SQL or a stack', async () => {
    await withFreshTestContext(async (ctx) => {
      const { token } = await ctx.login('USER');
      await ctx.db.query('alter table ideas rename to ideas_gone');
      const res = await ctx.request({ method: 'GET', url: '/v1/analytics/ideas', token });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        statusCode: 500,
        code: 'INTERNAL',
        message: 'An error occured please try again',
        key: 'errorTryAgain',
      });
    });
  });

  it('search has its trigram index on this database too (pg_trgm is loaded into PGlite)', async () => {
    const rows = await t.db.query<{ indexdef: string }>("select indexdef from pg_indexes where indexname = 'idea_search_trgm'");
    expect(rows).toHaveLength(1);
    expect(rows[0].indexdef).toContain('gin_trgm_ops');
  });

  it('migrations are idempotent', async () => {
    expect(await migrate(t.db)).toEqual([]);
  });

  it('creates the first ADMIN only on an empty database, with a generated password when none is configured', async () => {
    await withFreshTestContext(async (ctx) => {
      await ctx.db.query('delete from users');
      const first = await ensureFirstAdmin(ctx.db, { ...ctx.config, ADMIN_PASSWORD: undefined, ADMIN_EMAIL: 'Boss@Plant.com' });
      expect(first?.email).toBe('boss@plant.com');
      expect(first?.password).toMatch(/^.{8,20}$/);
      const login = await ctx.request({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: 'boss@plant.com', password: first!.password },
      });
      expect(login.json().user.userType).toBe('ADMIN');
      expect(await ensureFirstAdmin(ctx.db, ctx.config)).toBeNull();
    });
  });
});

describe('configuration', () => {
  it('lists every bad value at once', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', ADMIN_PASSWORD: 'x' })).toThrowError(
      /PORT[\s\S]*DATABASE_URL: must start with postgres[\s\S]*JWT_SECRET: must be at least 32 characters[\s\S]*ADMIN_PASSWORD/,
    );
  });

  it('needs MAIL_FROM and PUBLIC_URL with SMTP_URL, and an smtp address', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.plant.example:587' })).toThrowError(/MAIL_FROM[\s\S]*PUBLIC_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail', MAIL_FROM: 'a@b.c', PUBLIC_URL: 'http://x' })).toThrowError(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'smtp://h:25', MAIL_FROM: 'a@b.c', PUBLIC_URL: 'javascript:alert(1)' })).toThrowError(
      /PUBLIC_URL/,
    );
    const c = loadConfig({
      SMTP_URL: 'smtps://fikra:secret@mail.plant.example:465',
      MAIL_FROM: 'Fikra <fikra@plant.example>',
      PUBLIC_URL: 'https://fikra.plant.example',
    });
    expect(c.SMTP_URL).toBe('smtps://fikra:secret@mail.plant.example:465');
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
  });

  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data', ACCESS_TOKEN_MINUTES: 60 });
    expect(c.DATABASE_URL).toBeUndefined();
  });
});
