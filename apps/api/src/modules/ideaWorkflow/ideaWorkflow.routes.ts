import {
  ideaHistoryOutput,
  ideaOutput,
  ideaWithHistoryOutput,
  idParams,
  oplBody,
  STATUS_KEYS,
  type StatusKey,
  statusPatchBody,
  updateStatusRequestBodies,
} from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ideaQueueRoutes } from './ideaQueue.routes.js';
import { ideaScoresRoutes } from './ideaScores.routes.js';
import { createWorkflowService } from './ideaWorkflow.service.js';
import { spreadRoutes } from './spread.routes.js';

const tags = ['idea workflow'];

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
      (req) => service.updateStatus(req.user!, req.params.id, key, req.body as never),
    );
  for (const key of STATUS_KEYS) registerStage(key);

  app.patch(
    '/idea-crud/:id/status',
    {
      schema: { tags, params: idParams, body: statusPatchBody, response: { 200: ideaWithHistoryOutput } },
      preValidation: app.authorize('ideas.editStatus'),
    },
    (req) => service.updateStages(req.user!, req.params.id, req.body),
  );

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
    (req) => service.saveOpl(req.user!, req.params.id, req.body),
  );

  await app.register(ideaScoresRoutes, { service });
  await app.register(ideaQueueRoutes);
  await app.register(spreadRoutes);
};
