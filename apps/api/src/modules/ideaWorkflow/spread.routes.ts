import {
  closeSpreadBody,
  declineReplicationBody,
  ideaOutput,
  idParams,
  proposedReplicationsOutput,
  proposeReplicationsBody,
  spreadOutput,
} from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSpreadService } from './spread.service.js';

const tags = ['idea workflow'];

/** Spreading an implemented idea to other units (issue 32, decision 032). */
export const spreadRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSpreadService(app.db);

  app.post(
    '/idea-crud/:id/replications',
    {
      schema: { tags, params: idParams, body: proposeReplicationsBody, response: { 201: proposedReplicationsOutput } },
      preValidation: app.authorize('ideas.spread'),
    },
    async (req, reply) => reply.code(201).send(await service.propose(req.user!, req.params.id, req.body)),
  );

  app.get(
    '/idea-crud/:id/replications',
    { schema: { tags, params: idParams, response: { 200: spreadOutput } }, preValidation: app.authorize('ideas.list') },
    (req) => service.view(req.user!, req.params.id),
  );

  app.post(
    '/idea-crud/:id/replications/close',
    {
      schema: { tags, params: idParams, body: closeSpreadBody, response: { 200: ideaOutput } },
      preValidation: app.authorize('ideas.spread'),
    },
    (req) => service.close(req.user!, req.params.id, req.body.version),
  );

  app.post(
    '/idea-crud/:id/replication/decline',
    {
      schema: { tags, params: idParams, body: declineReplicationBody, response: { 200: ideaOutput } },
      preValidation: app.authorize('ideas.editStatus'),
    },
    (req) => service.decline(req.user!, req.params.id, req.body),
  );
};
