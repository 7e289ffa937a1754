import { idParams, oplBody, STATUS_KEYS, type StatusKey, updateStatusBodies } from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createIdeasRepository } from '../../db/ideas.repository.js';
import { notFound } from '../../plugins/errors.js';
import { ideaScoresRoutes } from './ideaScores.routes.js';
import { assertInUnit, createWorkflowService, NO_IDEA } from './ideaWorkflow.service.js';

const tags = ['idea workflow'];

/**
 * The idea status workflow (spec §4, §7): one PUT per status key, the idea's history, the knowledge table,
 * and (registered alongside) scores.
 */
export const ideaWorkflowRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createWorkflowService(app.db);
  const ideas = createIdeasRepository(app.db);

  const registerStage = <K extends StatusKey>(key: K) =>
    app.put(
      `/idea-crud/updateStatus/:id/${key}`,
      {
        schema: { tags, params: idParams, body: updateStatusBodies[key] as (typeof updateStatusBodies)[StatusKey] },
        preValidation: app.authorize('ideas.editStatus'),
      },
      (req) => service.updateStatus(req.user!, req.params.id, key, req.body as never),
    );
  for (const key of STATUS_KEYS) registerStage(key);

  app.get(
    '/idea-crud/:id/history',
    { schema: { tags, params: idParams }, preValidation: app.authorize('ideas.list') },
    async (req) => {
      const [row] = await app.db.query<{ factory_business_unit_id: string | null }>(
        'select factory_business_unit_id from ideas where id = $1',
        [req.params.id],
      );
      if (!row) throw notFound(NO_IDEA);
      assertInUnit(req.user!, row.factory_business_unit_id);
      return { data: await ideas.history(req.params.id) };
    },
  );

  app.put(
    '/idea-crud/:id/opl',
    { schema: { tags, params: idParams, body: oplBody }, preValidation: app.authorize('ideas.editOpl') },
    (req) => service.saveOpl(req.user!, req.params.id, req.body),
  );

  await app.register(ideaScoresRoutes, { service });
};
