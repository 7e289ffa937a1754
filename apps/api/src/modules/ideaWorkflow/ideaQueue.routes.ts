import { ideaQueueQuery, ideaQueueResponse } from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createIdeaQueueService } from './ideaQueue.service.js';

/** GET /v1/idea-crud/queue: the ideas waiting for a decision the signed-in user may take (issue 26). */
export const ideaQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createIdeaQueueService(app.db);
  app.get(
    '/idea-crud/queue',
    {
      schema: { tags: ['idea workflow'], querystring: ideaQueueQuery, response: { 200: ideaQueueResponse } },
      preValidation: app.authorize('ideas.editStatus'),
    },
    (req) => service.queue(req.user!, req.query),
  );
};
