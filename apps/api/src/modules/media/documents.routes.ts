import {
  DOCUMENT_KINDS,
  DOCUMENT_PATHS,
  type DocumentKind,
  deletedOutput,
  documentCreateBody,
  documentList,
  documentListQuery,
  documentOutput,
  documentUpdateBody,
  idParams,
  MESSAGES,
} from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDocumentsService } from './documents.service.js';

/**
 * `/v1/reward-and-recognition` and `/v1/sap-codes` (spec §7): the same routes for each kind. Anyone reads
 * (the public viewers show the newest); ADMIN and CONSULTANT write.
 */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of DOCUMENT_KINDS) registerKind(kind);

  function registerKind(kind: DocumentKind) {
    const base = `/${DOCUMENT_PATHS[kind]}`;
    const tags = [DOCUMENT_PATHS[kind]];
    const manage = app.authorize('media.manage');
    const documents = createDocumentsService(app.db, kind);

    app.get(base, { schema: { tags, querystring: documentListQuery, response: { 200: documentList } } }, (req) =>
      documents.list(req.query.page, req.query.limit),
    );

    app.get(`${base}/:id`, { schema: { tags, params: idParams, response: { 200: documentOutput } } }, (req) =>
      documents.found(req.params.id),
    );

    app.post(
      base,
      { schema: { tags, body: documentCreateBody, response: { 201: documentOutput } }, preValidation: manage },
      async (req, reply) => reply.status(201).send(await documents.create(req.body.fileId)),
    );

    app.put(
      `${base}/:id`,
      {
        schema: { tags, params: idParams, body: documentUpdateBody, response: { 200: documentOutput } },
        preValidation: manage,
      },
      (req) => documents.setFile(req.params.id, req.body.version, req.body.fileId),
    );

    app.delete(
      `${base}/:id`,
      { schema: { tags, params: idParams, response: { 200: deletedOutput } }, preValidation: manage },
      async (req) => {
        await documents.remove(req.params.id);
        return { message: MESSAGES.deleted, _id: req.params.id };
      },
    );
  }
};
