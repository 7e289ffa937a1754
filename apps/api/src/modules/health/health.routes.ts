import { errorOutput, healthOutput, publicConfigOutput, readinessOutput } from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pendingMigrations } from '../../db/migrate.js';
import { errorBody } from '../../plugins/errors.js';

const tags = ['health'];

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Liveness: the process answers (a supervisor restarts it when it does not); the database is not asked. */
  app.get('/health', { schema: { tags, response: { 200: healthOutput } }, config: { rateLimit: false } }, () => ({
    status: 'ok',
    database: app.db.kind,
  }));

  /**
   * Readiness: the database answers and every migration of this build is applied; otherwise 503, and the load
   * balancer sends this process nothing (docs/operations.md).
   */
  app.get(
    '/ready',
    { schema: { tags, response: { 200: readinessOutput, 503: errorOutput } }, config: { rateLimit: false } },
    async (_req, reply) => {
      let pending: string[];
      try {
        pending = await pendingMigrations(app.db);
      } catch {
        return reply.status(503).send(errorBody('INTERNAL', 'databaseUnreachable', 503));
      }
      if (pending.length) return reply.status(503).send(errorBody('INTERNAL', 'migrationsPending', 503));
      return { status: 'ready' as const, database: app.db.kind };
    },
  );

  /** What the public pages adapt to: 'Forgot password?' is offered only when e-mail can be sent. */
  app.get('/config', { schema: { tags, response: { 200: publicConfigOutput } }, config: { rateLimit: false } }, () => ({
    passwordReset: Boolean(app.config.SMTP_URL),
  }));
};
