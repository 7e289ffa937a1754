import { okOutput, pushKeyOutput, pushSubscribeBody, pushUnsubscribeBody, smsOptOutBody } from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { createPushService } from './push.service.js';

const tags = ['phone notifications'];
/** Anonymous routes: per address, as the other public routes. */
const PHONE_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

/** The operator's phone, without an account: Web Push for the ideas it sent, and the SMS opt-out link. */
export const pushRoutes: FastifyPluginAsyncZod<{ service: ReturnType<typeof createPushService> }> = async (app, { service }) => {
  app.get('/push/key', { schema: { tags, response: { 200: pushKeyOutput } } }, () => service.key());
  app.post(
    '/push/subscriptions',
    { schema: { tags, body: pushSubscribeBody, response: { 201: okOutput } }, config: { rateLimit: PHONE_RATE_LIMIT } },
    async (req, reply) => reply.status(201).send(await service.subscribe(req.body)),
  );
  app.delete(
    '/push/subscriptions',
    { schema: { tags, body: pushUnsubscribeBody, response: { 204: z.null() } }, config: { rateLimit: PHONE_RATE_LIMIT } },
    async (req, reply) => {
      await service.unsubscribe(req.body.endpoint);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/sms/opt-out',
    { schema: { tags, body: smsOptOutBody, response: { 200: okOutput } }, config: { rateLimit: PHONE_RATE_LIMIT } },
    (req) => service.optOut(req.body.token),
  );
};
