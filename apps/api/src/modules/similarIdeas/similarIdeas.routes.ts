import { similarIdeasQuery, similarIdeasResponse } from '@fikra/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeWideLimit } from '../../lib/windowCounter.js';
import { createSimilarIdeasService } from './similarIdeas.service.js';

/**
 * Typing is debounced on the form; 120 a minute still lets a plant behind one address type at once. Signed-in
 * staff (whose token is checked before anything is read) get more, for evaluation pages.
 */
const SIMILAR_RATE_LIMIT = { max: (req: FastifyRequest) => (req.headers.authorization ? 6000 : 120), timeWindow: '1 minute' };
/** Visitors from all addresses together (DESIGN §7: no bulk reading of idea titles); staff are not counted. */
export const SIMILAR_ANONYMOUS_ROUTE_LIMIT = { max: 1200, windowMs: 60_000 };

export const similarIdeasRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSimilarIdeasService(app.db, app.log);
  const visitorsTogether = routeWideLimit(SIMILAR_ANONYMOUS_ROUTE_LIMIT);
  /** Anyone may ask; a token, when sent, must be valid and then decides what is shown. */
  const optionalUser = async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.headers.authorization) await app.authenticate(req, reply);
  };

  app.get(
    '/idea-crud/similar',
    {
      schema: { tags: ['idea submission'], querystring: similarIdeasQuery, response: { 200: similarIdeasResponse } },
      preValidation: optionalUser,
      config: { rateLimit: SIMILAR_RATE_LIMIT },
      preHandler: async (req, reply) => {
        if (!req.user) await visitorsTogether(req, reply);
      },
    },
    (req) => service.find(req.query, req.user),
  );
};
