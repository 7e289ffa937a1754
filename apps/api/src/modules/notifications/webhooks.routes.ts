import {
  deliveryOutput,
  idParams,
  listEnvelope,
  pageQuery,
  webhookCreateBody,
  webhookCreatedOutput,
  webhookOutput,
  webhookUpdateBody,
} from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Outbound } from '../../lib/outboundHttp.js';
import type { Dispatcher } from './dispatcher.js';
import { createWebhooksService } from './webhooks.service.js';

const tags = ['webhooks'];

/** `/v1/webhooks` (issue 27 item 6): ADMIN only. */
export const webhooksRoutes: FastifyPluginAsyncZod<{ outbound: Outbound; dispatcher: Dispatcher }> = async (app, opts) => {
  const service = createWebhooksService(app.db, opts.outbound, opts.dispatcher);
  const admin = { preValidation: app.authorize('webhooks.manage') };

  app.get(
    '/webhooks',
    { schema: { tags, querystring: pageQuery, response: { 200: listEnvelope(webhookOutput) } }, ...admin },
    (req) => service.list(req.query.page, req.query.limit),
  );
  app.post(
    '/webhooks',
    { schema: { tags, body: webhookCreateBody, response: { 201: webhookCreatedOutput } }, ...admin },
    async (req, reply) => reply.status(201).send(await service.create(req.body)),
  );
  app.get('/webhooks/:id', { schema: { tags, params: idParams, response: { 200: webhookOutput } }, ...admin }, (req) =>
    service.get(req.params.id),
  );
  app.put(
    '/webhooks/:id',
    { schema: { tags, params: idParams, body: webhookUpdateBody, response: { 200: webhookOutput } }, ...admin },
    (req) => service.update(req.params.id, req.body),
  );
  app.delete(
    '/webhooks/:id',
    { schema: { tags, params: idParams, response: { 204: z.null() } }, ...admin },
    async (req, reply) => {
      await service.remove(req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/webhooks/:id/deliveries',
    { schema: { tags, params: idParams, querystring: pageQuery, response: { 200: listEnvelope(deliveryOutput) } }, ...admin },
    (req) => service.deliveries(req.params.id, req.query.page, req.query.limit),
  );
  app.post('/webhooks/:id/test', { schema: { tags, params: idParams, response: { 200: deliveryOutput } }, ...admin }, (req) =>
    service.test(req.params.id),
  );
};
