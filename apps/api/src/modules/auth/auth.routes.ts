import { authResponse, changePasswordBody, loginBody, messageOutput, refreshBody, registerBody } from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthService } from './auth.service.js';

/** Rate limit keyed by address and account, counted after the body is parsed. */
const perAccountLimit = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (req: { ip: string; body?: unknown }) =>
      `${req.ip}|${String((req.body as { email?: string } | undefined)?.email ?? '').toLowerCase()}`,
  },
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService(app.db, app.tokens);
  const perMinute = app.config.LOGIN_RATE_LIMIT_PER_MINUTE;
  const tags = ['auth'];

  app.post(
    '/auth/login',
    { schema: { tags, body: loginBody, response: { 200: authResponse } }, config: perAccountLimit(perMinute) },
    (req) => auth.login(req.body.email, req.body.password),
  );

  app.post(
    '/auth/register',
    { schema: { tags, body: registerBody, response: { 201: authResponse } }, config: perAccountLimit(perMinute) },
    async (req, reply) => reply.status(201).send(await auth.register(req.body)),
  );

  app.put(
    '/auth/refreshToken',
    { schema: { tags, body: refreshBody, response: { 200: authResponse } }, config: perAccountLimit(perMinute * 2) },
    (req) => auth.refresh(req.body),
  );

  app.post(
    '/auth/logout',
    { schema: { tags, response: { 200: messageOutput } }, preValidation: app.authenticate },
    async (req) => {
      await auth.logout(req.user!.sessionId);
      return { message: 'Signed out' };
    },
  );

  app.put(
    '/auth/changePassword',
    {
      schema: { tags, body: changePasswordBody, response: { 200: authResponse.extend({ message: z.string() }) } },
      preValidation: app.authenticate,
      config: perAccountLimit(perMinute),
    },
    async (req) => ({ message: 'Password changed', ...(await auth.changePassword(req.user!.id, req.body)) }),
  );
};
