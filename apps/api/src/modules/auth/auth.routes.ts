import {
  authResponse,
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  MESSAGES,
  messageOutput,
  refreshBody,
  registerBody,
  resetPasswordBody,
} from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createMailer } from '../../lib/mailer.js';
import { createAuthService } from './auth.service.js';
import { createPasswordResetService, RESET_LINK_SENT } from './passwordReset.service.js';
import { signInLimits } from './signInLimits.js';

/** Rate limit keyed by address, an IPv6 client by its /64 (the plugin's own key; refresh: its body names no account). */
const perAddressLimit = (max: number) => ({
  rateLimit: { max, timeWindow: '1 minute', hook: 'preHandler' as const },
});

/** Rate limit keyed by the signed-in user (set before the preHandler hook), whatever the address. */
const perUserLimit = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (req: { ip: string; user?: { id: string } }) => `user|${req.user?.id ?? req.ip}`,
  },
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService(app.db, app.tokens);
  const mailer = createMailer(app.config);
  const resets = createPasswordResetService(app.db, mailer, app.config.PUBLIC_URL, app.log);
  app.addHook('onClose', async () => {
    await resets.settled();
    mailer.close();
  });
  const perMinute = app.config.LOGIN_RATE_LIMIT_PER_MINUTE;
  const limits = signInLimits(app, perMinute, app.config.LOGIN_RATE_LIMIT_PER_ADDRESS_PER_MINUTE);
  const tags = ['auth'];

  app.post('/auth/login', { schema: { tags, body: loginBody, response: { 200: authResponse } }, ...limits.signIn }, (req) =>
    auth.login(req.body.email, req.body.password, req.ip),
  );

  app.post(
    '/auth/register',
    { schema: { tags, body: registerBody, response: { 201: authResponse } }, ...limits.register },
    async (req, reply) => reply.status(201).send(await auth.register(req.body, req.ip)),
  );

  app.put(
    '/auth/refreshToken',
    { schema: { tags, body: refreshBody, response: { 200: authResponse } }, config: perAddressLimit(perMinute * 2) },
    (req) => auth.refresh(req.body),
  );

  app.post(
    '/auth/logout',
    { schema: { tags, response: { 200: messageOutput } }, preValidation: app.authenticate },
    async (req) => {
      await auth.logout(req.user!.sessionId);
      return { message: MESSAGES.signedOut };
    },
  );

  app.put(
    '/auth/changePassword',
    {
      schema: { tags, body: changePasswordBody, response: { 200: authResponse.extend({ message: z.string() }) } },
      preValidation: app.authenticate,
      config: perUserLimit(perMinute),
    },
    async (req) => ({ message: MESSAGES.passwordChanged, ...(await auth.changePassword(req.user!, req.body)) }),
  );

  app.post(
    '/auth/forgotPassword',
    { schema: { tags, body: forgotPasswordBody, response: { 200: messageOutput } }, ...limits.forgotPassword },
    async (req) => {
      resets.requestLink(req.body.email);
      return { message: RESET_LINK_SENT };
    },
  );

  app.put(
    '/auth/resetPassword',
    { schema: { tags, body: resetPasswordBody, response: { 200: messageOutput } }, ...limits.resetPassword },
    async (req) => {
      await resets.reset(req.body.token, req.body.password);
      return { message: MESSAGES.passwordChanged };
    },
  );
};
