import { ideaBankBody, ideaBankParams, ideaListOutput } from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createIdeaBankService } from './ideaBank.service.js';

/** The idea banks: one page of a bank's ideas (ideaBank.service.ts). */
export const ideaBankRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createIdeaBankService(app.db);

  app.post(
    '/idea-crud/bank/:source',
    {
      schema: { tags: ['ideas'], params: ideaBankParams, body: ideaBankBody, response: { 200: ideaListOutput } },
      preValidation: app.authorize('ideas.list'),
    },
    (req) => service.page(req.user!, req.params.source, req.body),
  );
};
