import { timingSafeEqual } from 'node:crypto';
import { errorOutput } from '@fikra/shared';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { z } from 'zod';
import { outboxDeliveriesRepository } from '../data/outboxDeliveries.repository.js';
import { outboxEventsRepository } from '../data/outboxEvents.repository.js';
import type { JobOutcome } from '../lib/periodic.js';
import { errorBody } from './errors.js';

export interface Metrics {
  /** a periodic job's run, heard from the job runner */
  jobRun(name: string, outcome: JobOutcome, seconds: number): void;
}

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * Prometheus metrics at `GET /metrics` (docs/decisions/031), in this process's own registry (a test builds several
 * apps in one process): requests by route (the route's pattern, never the raw address), method and status, with
 * their duration; the database pool's connections in use, idle and waited for; Node's own figures, the event
 * loop's delay among them; periodic job runs and failures; the notifications outbox's backlog and lag. Answered
 * only with `Authorization: Bearer <METRICS_TOKEN>`; without the setting the address does not exist (404).
 */
export function registerMetrics(app: FastifyInstance, token: string | undefined): Metrics {
  const register = new Registry();
  collectDefaultMetrics({ register, prefix: 'fikra_' });
  const requests = new Histogram({
    name: 'fikra_http_request_duration_seconds',
    help: 'Time from a request received to its answer sent, by route, method and status',
    labelNames: ['route', 'method', 'status'],
    buckets: DURATION_BUCKETS,
    registers: [register],
  });
  const jobRuns = new Counter({
    name: 'fikra_job_runs_total',
    help: 'Periodic job runs in this process, by job and outcome (ok, failed)',
    labelNames: ['job', 'outcome'],
    registers: [register],
  });
  const jobSeconds = new Histogram({
    name: 'fikra_job_duration_seconds',
    help: 'How long each periodic job run took',
    labelNames: ['job'],
    buckets: [0.01, 0.1, 1, 10, 60, 600],
    registers: [register],
  });
  const { db } = app;
  // both outbox gauges show the same two backlogs: one read per scrape (prom-client collects the gauges together)
  type Backlogs = [
    Awaited<ReturnType<ReturnType<typeof outboxEventsRepository>['backlog']>>,
    Awaited<ReturnType<ReturnType<typeof outboxDeliveriesRepository>['backlog']>>,
  ];
  let backlog: Promise<Backlogs> | undefined;
  const readBacklog = () => {
    backlog ??= Promise.all([outboxEventsRepository(db).backlog(), outboxDeliveriesRepository(db).backlog()]).finally(() =>
      setImmediate(() => {
        backlog = undefined;
      }),
    );
    return backlog;
  };
  new Gauge({
    name: 'fikra_db_pool_connections',
    help: "This process's database connections, by state: in use, idle, and requests waiting for one",
    labelNames: ['state'],
    registers: [register],
    collect() {
      const stats = db.poolStats?.();
      if (!stats) return;
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'fikra_outbox_waiting',
    help: 'Notification events not fanned out yet, and deliveries due or waiting for a retry',
    labelNames: ['kind'],
    registers: [register],
    async collect() {
      const [events, deliveries] = await readBacklog();
      this.set({ kind: 'events' }, events.waiting);
      this.set({ kind: 'deliveries' }, deliveries.pending);
    },
  });
  new Gauge({
    name: 'fikra_outbox_lag_seconds',
    help: 'Age of the oldest event not fanned out, and of the oldest delivery that is due',
    labelNames: ['kind'],
    registers: [register],
    async collect() {
      const [events, deliveries] = await readBacklog();
      this.set({ kind: 'events' }, events.oldestSeconds);
      this.set({ kind: 'deliveries' }, deliveries.oldestDueSeconds);
    },
  });

  app.addHook('onResponse', async (req, reply) => {
    // a request no route matched is counted under one label, so strangers' addresses cannot grow the series
    const route = req.routeOptions.url ?? 'unmatched';
    requests.observe({ route, method: req.method, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  if (token) {
    const expected = Buffer.from(`Bearer ${token}`);
    app.get(
      '/metrics',
      {
        schema: { tags: ['health'], response: { 200: z.string(), 401: errorOutput } },
        config: { rateLimit: false },
      },
      async (req, reply) => {
        const given = Buffer.from(req.headers.authorization ?? '');
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
          return reply.status(401).send(errorBody('UNAUTHENTICATED', 'metricsTokenNeeded'));
        }
        return reply.type(register.contentType).send(await register.metrics());
      },
    );
  }

  return {
    jobRun(name, outcome, seconds) {
      jobRuns.inc({ job: name, outcome });
      jobSeconds.observe({ job: name }, seconds);
    },
  };
}
