import { errorOutput, healthOutput, MESSAGES, publicConfigOutput } from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthOutput, 503: errorOutput } }, config: { rateLimit: false } },
    async (_req, reply) => {
      try {
        await app.db.query('select 1');
        return { status: 'ok', database: app.db.kind };
      } catch {
        return reply
          .status(503)
          .send({ statusCode: 503, code: 'INTERNAL', message: MESSAGES.databaseUnreachable, key: 'databaseUnreachable' });
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
