import { type IdeaOutput, ideaBankParams, ideaListBody, ideaListOutput, type ListEnvelope, unitScopeOf } from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ideasRepository } from '../../data/ideas.repository.js';

/** IdeaOutput is an interface (no index signature); the contract's loose object type asks for one. */
const asContract = (page: ListEnvelope<IdeaOutput>) => page as unknown as z.infer<typeof ideaListOutput>;

/**
 * The idea banks (spec §2 kaizenTemplate, kaizenTemplateImported): the ideas list's body and rules, narrowed
 * to implemented and accepted ideas of one source. Unit-scoped roles see their own unit's, as in the list.
 */
export const ideaBankRoutes: FastifyPluginAsyncZod = async (app) => {
  const ideas = ideasRepository(app.db);

  app.post(
    '/idea-crud/bank/:source',
    {
      schema: { tags: ['ideas'], params: ideaBankParams, body: ideaListBody, response: { 200: ideaListOutput } },
      preValidation: app.authorize('ideas.list'),
    },
    async (req) => {
      const { search, page, limit, sort, ...filter } = req.body;
      const criteria = { filter, search, unit: unitScopeOf(req.user!), bank: req.params.source };
      const { data, total } = await ideas.pageWithTotal(criteria, sort, page, limit);
      return asContract({ data, total, page, limit });
    },
  );
};
