import { formPlacesOutput, ideaStatusBatchBody, ideaStatusBatchOutput, rewardedIdeasOutput } from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeWideLimit } from '../../lib/windowCounter.js';
import { createPublicIdeasService } from './publicIdeas.service.js';

/** A phone asks once per opening of its list; a plant behind one address stays well inside this. */
export const STATUS_BATCH_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };
export const STATUS_BATCH_ROUTE_LIMIT = { max: 600, windowMs: 60_000 };
const tags = ['idea submission'];

export const publicIdeasRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPublicIdeasService(app.db, { showNames: app.config.LANDING_SHOWS_NAMES });

  app.post(
    '/idea-crud/status/batch',
    {
      schema: { tags, body: ideaStatusBatchBody, response: { 200: ideaStatusBatchOutput } },
      config: { rateLimit: STATUS_BATCH_RATE_LIMIT },
      preHandler: routeWideLimit(STATUS_BATCH_ROUTE_LIMIT),
    },
    (req) => service.statusOf(req.body.ids),
  );

  app.get('/idea-crud/places', { schema: { tags, response: { 200: formPlacesOutput } } }, () => service.places());

  app.get('/idea-crud/rewarded', { schema: { tags, response: { 200: rewardedIdeasOutput } } }, () => service.rewarded());
};
