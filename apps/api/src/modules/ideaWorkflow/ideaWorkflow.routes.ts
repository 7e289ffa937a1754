import { idParams, oplBody, STATUS_KEYS, type StatusKey, updateStatusRequestBodies } from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ideaScoresRoutes } from './ideaScores.routes.js';
import { createWorkflowService } from './ideaWorkflow.service.js';

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
        schema: { tags, params: idParams, body: updateStatusRequestBodies[key] as (typeof updateStatusRequestBodies)[StatusKey] },
        preValidation: app.authorize('ideas.editStatus'),
      },
      (req) => service.updateStatus(req.user!, req.params.id, key, req.body as never),
    );
  for (const key of STATUS_KEYS) registerStage(key);

  app.get('/idea-crud/:id/history', { schema: { tags, params: idParams }, preValidation: app.authorize('ideas.list') }, (req) =>
    service.history(req.user!, req.params.id),
  );

  app.put(
    '/idea-crud/:id/opl',
    { schema: { tags, params: idParams, body: oplBody }, preValidation: app.authorize('ideas.editOpl') },
    (req) => service.saveOpl(req.user!, req.params.id, req.body),
  );

  await app.register(ideaScoresRoutes, { service });
};
