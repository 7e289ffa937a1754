import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { periodicJobsRepository } from '../src/data/periodicJobs.repository.js';
import { queryOrigin } from '../src/db/client.js';
import { useTestContext } from './factories.js';

/** Issue 31 item 3: liveness, readiness, Prometheus metrics behind a token, the request id in the SQL. */
const TOKEN = 'metrics-token-for-tests-0123';
const t = useTestContext({ METRICS_TOKEN: TOKEN });
const onPostgres = Boolean(process.env.DATABASE_URL);

const metrics = (authorization?: string) =>
  t.request({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('health and readiness', () => {
  it('GET /v1/health answers while the process runs; GET /v1/ready when the database is migrated', async () => {
    expect((await t.request({ method: 'GET', url: '/v1/health' })).json()).toEqual({ status: 'ok', database: t.db.kind });
    const ready = await t.request({ method: 'GET', url: '/v1/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: t.db.kind });
  });

  it('a migration of this build the database lacks makes it not ready (503), and ready again once applied', async () => {
    const [last] = await t.db.query<{ name: string; applied_at: string }>(
      'select name, applied_at::text from schema_migrations order by name desc limit 1',
    );
    await t.db.query('delete from schema_migrations where name = $1', [last.name]);
    try {
      const res = await t.request({ method: 'GET', url: '/v1/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        statusCode: 503,
        key: 'migrationsPending',
        message: 'The database is not migrated yet',
      });
      expect((await t.request({ method: 'GET', url: '/v1/health' })).statusCode).toBe(200);
    } finally {
      await t.db.query('insert into schema_migrations (name, applied_at) values ($1, $2)', [last.name, last.applied_at]);
    }
    expect((await t.request({ method: 'GET', url: '/v1/ready' })).statusCode).toBe(200);
  });
});

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const app = await buildApp({ db: t.db, config: { ...t.config, METRICS_TOKEN: undefined } });
    try {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      // no such route: a 404, or the web app's page when a build is there to serve (the SPA owns unknown addresses)
      if (res.statusCode !== 404) expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).not.toContain('fikra_http_request_duration_seconds');
    } finally {
      await app.close();
    }
  });

  it('answers 401 without the token or with another', async () => {
    for (const header of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await metrics(header);
      expect(res.statusCode, String(header)).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', key: 'metricsTokenNeeded' });
    }
  });

  it('with the token: requests by route pattern, the pool, the event loop, job runs and the outbox', async () => {
    await t.request({ method: 'GET', url: '/v1/health' });
    await t.request({ method: 'GET', url: '/v1/idea-crud/00000000-0000-4000-8000-000000000000' });
    await t.request({ method: 'GET', url: '/v1/no-such-route/12345' });
    await t.app.housekeeping.stop(); // no background look for due jobs runs beside this one
    await periodicJobsRepository(t.db).makeDue('rate-counters');
    await t.app.housekeeping.runDue();
    const res = await metrics(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(/fikra_http_request_duration_seconds_count\{route="\/v1\/health",method="GET",status="200"\} \d+/);
    // the pattern, never the address asked for; unknown addresses under one label
    expect(text).toContain('route="/v1/idea-crud/:id"');
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(text).toContain('route="unmatched"');
    expect(text).not.toContain('no-such-route');
    // a pool: PostgreSQL's (the tests' embedded database runs inline, without one)
    if (onPostgres) {
      expect(text).toMatch(/fikra_db_pool_connections\{state="in_use"\} \d+/);
      expect(text).toMatch(/fikra_db_pool_connections\{state="waiting"\} \d+/);
    }
    expect(text).toMatch(/fikra_nodejs_eventloop_lag_p99_seconds \d/);
    expect(text).toMatch(/fikra_job_runs_total\{job="rate-counters",outcome="ok"\} 1/);
    expect(text).toMatch(/fikra_outbox_lag_seconds\{kind="events"\} \d/);
    expect(text).toMatch(/fikra_outbox_waiting\{kind="deliveries"\} \d/);
  });
});

describe.skipIf(!onPostgres)(
  'the request id in the SQL (PostgreSQL; the embedded database has no activity view to read it in)',
  () => {
    it("every statement of a request starts with a comment naming the request's id, after its body is read too", async () => {
      const app = await buildApp({ db: t.db, config: t.config });
      app.post('/probe', async (req) => ({
        id: req.id,
        sql: (await t.db.query<{ q: string }>('select current_query() as q'))[0].q,
      }));
      await app.ready();
      try {
        const res = await app.inject({ method: 'POST', url: '/probe', payload: { some: 'body' } });
        const { id, sql } = res.json();
        expect(id).toMatch(/^[0-9a-f-]{36}$/);
        expect(sql).toBe(`/* request ${id} */ select current_query() as q`);
        expect(
          await queryOrigin.run('not a uuid */ drop', () => t.db.query<{ q: string }>('select current_query() as q')),
        ).toEqual([{ q: 'select current_query() as q' }]);
      } finally {
        await app.close();
      }
    });
  },
);
