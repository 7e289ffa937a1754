import {
  type IdeaOutput,
  ideaHistoryOutput,
  ideaOutput,
  idParams,
  oplBody,
  STATUS_KEYS,
  type StatusKey,
  updateStatusRequestBodies,
} from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ideaScoresRoutes } from './ideaScores.routes.js';
import { createWorkflowService } from './ideaWorkflow.service.js';

const tags = ['idea workflow'];

/** IdeaOutput is an interface (no index signature); the contract's loose object type asks for one. */
const asContract = (idea: IdeaOutput) => idea as unknown as z.infer<typeof ideaOutput>;

/**
 * The idea status workflow (spec §4, §7): one PUT per status key, the idea's history, the knowledge table,
 * and (registered alongside) scores.
 */
export const ideaWorkflowRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createWorkflowService(app.db);

  const registerStage = <K extends StatusKey>(key: K) =>
    app.put(
      `/idea-crud/updateStatus/:id/${key}`,
      {
        schema: {
          tags,
          params: idParams,
          body: updateStatusRequestBodies[key] as (typeof updateStatusRequestBodies)[StatusKey],
          response: { 200: ideaOutput },
        },
        preValidation: app.authorize('ideas.editStatus'),
      },
      async (req) => asContract(await service.updateStatus(req.user!, req.params.id, key, req.body as never)),
    );
  for (const key of STATUS_KEYS) registerStage(key);

  app.get(
    '/idea-crud/:id/history',
    { schema: { tags, params: idParams, response: { 200: ideaHistoryOutput } }, preValidation: app.authorize('ideas.list') },
    (req) => service.history(req.user!, req.params.id),
  );

  app.put(
    '/idea-crud/:id/opl',
    {
      schema: { tags, params: idParams, body: oplBody, response: { 200: ideaOutput } },
      preValidation: app.authorize('ideas.editOpl'),
    },
    async (req) => asContract(await service.saveOpl(req.user!, req.params.id, req.body)),
  );

  await app.register(ideaScoresRoutes, { service });
};
