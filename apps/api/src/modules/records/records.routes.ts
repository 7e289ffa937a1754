import {
  type Action,
  idParams,
  inRecordsModule,
  RECORD_KINDS,
  RECORD_SCHEMAS,
  type RecordKindDef,
  recordDeletedResponse,
  recordNamesResponse,
} from '@fikra/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRecordsService } from './records.service.js';

const reader = (req: FastifyRequest) => ({ id: req.user!.id });

/**
 * One generic module for every record kind of the table in shared `domain/records.ts`: each kind gets the
 * same six routes under its path, with request and response schemas generated from its fields. The kinds of
 * the optional records module answer MODULE_OFF (404) while the plant's settings have it off (decision 030):
 * after the sign-in and permission checks, before the request is read.
 */
export const recordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createRecordsService(app.db);
  const moduleOn = () => service.requireModuleOn();
  const gate = (def: RecordKindDef, action: Action) =>
    inRecordsModule(def) ? [app.authorize(action), moduleOn] : app.authorize(action);

  for (const def of RECORD_KINDS) {
    const tags = [`records: ${def.kind}`];
    const schemas = RECORD_SCHEMAS[def.kind];
    const base = `/${def.path}`;

    app.post(
      base,
      {
        schema: { tags, body: schemas.create, response: { 201: schemas.output } },
        preValidation: gate(def, def.access.create),
      },
      async (req, reply) => reply.status(201).send(await service.create(def, req.body, reader(req))),
    );

    app.get(
      `${base}/all`,
      {
        schema: { tags, querystring: schemas.listQuery, response: { 200: schemas.list } },
        preValidation: gate(def, def.access.read),
      },
      (req) => service.list(def, req.query, reader(req)),
    );

    app.get(
      `${base}/names`,
      {
        schema: { tags, querystring: schemas.namesQuery, response: { 200: recordNamesResponse } },
        preValidation: gate(def, def.access.read),
      },
      (req) => service.names(def, req.query, reader(req)),
    );

    app.get(
      `${base}/:id`,
      { schema: { tags, params: idParams, response: { 200: schemas.output } }, preValidation: gate(def, def.access.read) },
      (req) => service.get(def, req.params.id, reader(req)),
    );

    app.put(
      `${base}/:id`,
      {
        schema: { tags, params: idParams, body: schemas.update, response: { 200: schemas.output } },
        preValidation: gate(def, def.access.edit),
      },
      (req) => service.update(def, req.params.id, req.body, reader(req)),
    );

    app.delete(
      `${base}/:id`,
      {
        schema: { tags, params: idParams, response: { 200: recordDeletedResponse } },
        preValidation: gate(def, def.access.delete),
      },
      (req) => service.remove(def, req.params.id, reader(req)),
    );
  }
};
