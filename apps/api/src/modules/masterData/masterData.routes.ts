import {
  deletedOutput,
  fileDownloadOutput,
  idParams,
  MASTER_DATA_BODIES,
  MASTER_DATA_KINDS,
  type MasterDataKind,
  type MasterDataKindDef,
  masterDataListAction,
  masterDataListOutput,
  masterDataNamesOutput,
  masterDataNamesQuery,
  masterDataRecordOutput,
  pageQuery,
  uuid,
} from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createMasterDataService } from './masterData.service.js';

const parentParams = z.object({ parentId: uuid });

/**
 * One generic module for every master-data kind (DESIGN §5): each row of the table of kinds gets the same
 * routes under its API path and under each of its alias paths.
 */
export const masterDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMasterDataService(app.db);

  const registerKind = (def: MasterDataKindDef, base: string) => {
    const tags = [`masterData: ${def.kind}`];
    const bodies = MASTER_DATA_BODIES[def.kind as MasterDataKind];
    const record = masterDataRecordOutput(def);
    const list = masterDataListOutput(def);
    const listAction = masterDataListAction(def.kind);

    app.post(
      `/${base}`,
      { schema: { tags, body: bodies.create, response: { 201: record } }, preValidation: app.authorize('masterData.create') },
      async (req, reply) => reply.status(201).send(await service.create(def, req.body)),
    );

    app.get(
      `/${base}/all`,
      { schema: { tags, querystring: pageQuery, response: { 200: list } }, preValidation: app.authorize(listAction) },
      (req) => service.list(req.user!, def, req.query),
    );

    if (def.parent) {
      app.get(
        `/${base}/all/:parentId`,
        {
          schema: { tags, params: parentParams, querystring: pageQuery, response: { 200: list } },
          preValidation: app.authorize(listAction),
        },
        (req) => service.list(req.user!, def, { ...req.query, parentId: req.params.parentId }),
      );
    }

    app.get(
      `/${base}/names`,
      {
        schema: { tags, querystring: masterDataNamesQuery, response: { 200: masterDataNamesOutput } },
        ...(def.publicNames ? {} : { preValidation: app.authenticate }),
      },
      (req) => service.names(def, req.query.parentId),
    );

    if (def.backup) {
      app.get(
        `/${base}/backup`,
        { schema: { tags, response: { 200: fileDownloadOutput } }, preValidation: app.authorize('masterData.list') },
        async (_req, reply) => {
          const backup = await service.backup(def);
          const day = backup.exportedAt.slice(0, 10);
          return reply
            .header('Content-Type', 'application/json; charset=utf-8')
            .header('Content-Disposition', `attachment; filename="${def.kind}-backup-${day}.json"`)
            .send(JSON.stringify(backup, null, 2));
        },
      );
    }

    app.get(
      `/${base}/:id`,
      { schema: { tags, params: idParams, response: { 200: record } }, preValidation: app.authorize(listAction) },
      (req) => service.view(req.user!, def, req.params.id),
    );

    app.put(
      `/${base}/:id`,
      {
        schema: { tags, params: idParams, body: bodies.update, response: { 200: record } },
        preValidation: app.authorize('masterData.edit'),
      },
      (req) => service.update(def, req.params.id, req.body),
    );

    app.delete(
      `/${base}/:id`,
      { schema: { tags, params: idParams, response: { 200: deletedOutput } }, preValidation: app.authorize('masterData.delete') },
      (req) => service.remove(req.user!, def, req.params.id),
    );
  };

  for (const def of MASTER_DATA_KINDS) {
    for (const base of [def.path, ...def.aliasPaths]) registerKind(def, base);
  }
};
