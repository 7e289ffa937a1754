import { ideaScoreBody, ideaScoreListOutput, ideaScoreOutput, pageQuery, uuid } from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { createWorkflowService } from './ideaWorkflow.service.js';

const tags = ['idea scores'];
const scoreListQuery = pageQuery.extend({ idea: uuid.optional() });

/** Scores (spec §7): creating one also marks the idea hasScore; the list is paginated, newest first. */
export const ideaScoresRoutes: FastifyPluginAsyncZod<{ service: ReturnType<typeof createWorkflowService> }> = async (
  app,
  { service },
) => {
  app.post(
    '/idea-score',
    { schema: { tags, body: ideaScoreBody, response: { 201: ideaScoreOutput } }, preValidation: app.authorize('ideas.score') },
    async (req, reply) => reply.status(201).send(await service.createScore(req.user!, req.body)),
  );

  app.get(
    '/idea-score/all',
    {
      schema: { tags, querystring: scoreListQuery, response: { 200: ideaScoreListOutput } },
      preValidation: app.authorize('ideas.score'),
    },
    (req) => service.listScores(req.user!, req.query),
  );
};
