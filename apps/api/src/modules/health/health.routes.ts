import { errorOutput, healthOutput, publicConfigOutput } from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../plugins/errors.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthOutput, 503: errorOutput } }, config: { rateLimit: false } },
    async (_req, reply) => {
      try {
        await app.db.query('select 1');
        return { status: 'ok', database: app.db.kind };
      } catch {
        return reply.status(503).send(errorBody('INTERNAL', 'databaseUnreachable', 503));
      }
    },
  );

  /** What the public pages adapt to: 'Forgot password?' is offered only when e-mail can be sent. */
  app.get(
    '/config',
    { schema: { tags: ['health'], response: { 200: publicConfigOutput } }, config: { rateLimit: false } },
    () => ({
      passwordReset: Boolean(app.config.SMTP_URL),
    }),
  );
};
