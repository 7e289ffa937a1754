import { SESSION } from '@fikra/shared';
import type { FastifyInstance } from 'fastify';
import { sessionsRepository } from './data/sessions.repository.js';
import { expireIdempotencyKeys } from './lib/idempotency.js';
import { createJobRunner, type JobOutcome, type JobRunner, type PeriodicJob } from './lib/periodic.js';
import { anonymousUploadLimits, purgeAnonymousUploads, purgeEveryMs } from './modules/files/anonymousUploads.js';
import { CLEANUP_EVERY_MS, deleteUnreferencedFiles } from './modules/files/files.cleanup.js';
import { SUBMISSION_SCOPE } from './modules/ideaSubmission/ideaSubmission.service.js';
import { recordDailyDigests, recordOverdueIdeas } from './modules/notifications/jobs.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** the periodic jobs (this file): `runDue()` runs the due ones now (tests) */
    housekeeping: JobRunner;
  }
}

/** How often each process looks for a due job; a job runs at most this late. */
export const HOUSEKEEPING_TICK_MS = 30_000;

const HOUR = 3600_000;

/**
 * Every periodic job of the server, in one list (docs/decisions/031): what it does, how often, and when it first
 * runs on a new database. Each runs once per period across all API processes (lib/periodic.ts).
 */
export function periodicJobs(app: FastifyInstance): PeriodicJob[] {
  const { db, config } = app;
  const anonymous = anonymousUploadLimits(config);
  const jobs: PeriodicJob[] = [
    {
      name: 'ended-sessions',
      everyMs: HOUR,
      firstAfterMs: 0,
      run: () => sessionsRepository(db).purgeEnded(SESSION.sessionMaxHours, SESSION.purgeEndedAfterHours),
    },
    { name: 'rate-counters', everyMs: 10 * 60_000, run: () => app.counters.forgetEnded() },
    { name: 'unreferenced-files', everyMs: CLEANUP_EVERY_MS, run: () => deleteUnreferencedFiles(db) },
    {
      name: 'anonymous-uploads',
      everyMs: purgeEveryMs(anonymous),
      run: () => purgeAnonymousUploads(db, anonymous.keepUnusedMs),
    },
    { name: 'idempotency-keys', everyMs: HOUR, run: () => expireIdempotencyKeys(db, SUBMISSION_SCOPE) },
  ];
  // the notification events go with the outbox's dispatcher: a process told not to deliver writes none either
  if (config.OUTBOX_POLL_MS > 0) {
    jobs.push(
      { name: 'overdue-ideas', everyMs: HOUR, run: () => recordOverdueIdeas(db) },
      { name: 'daily-digests', everyMs: 15 * 60_000, run: () => recordDailyDigests(db, config.DIGEST_HOUR_UTC) },
    );
  }
  return jobs;
}

/** Starts the periodic jobs when the server is ready and stops them (waiting for a running one) when it closes. */
export function registerHousekeeping(
  app: FastifyInstance,
  observe?: (name: string, outcome: JobOutcome, seconds: number) => void,
) {
  const runner = createJobRunner(app.db, app.log, periodicJobs(app), observe);
  app.decorate('housekeeping', runner);
  app.addHook('onReady', async () => runner.start(HOUSEKEEPING_TICK_MS));
  app.addHook('onClose', () => runner.close());
}
