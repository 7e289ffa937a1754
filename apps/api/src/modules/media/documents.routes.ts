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
  MIME,
} from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { filesRepository } from '../../data/files.repository.js';
import { createDocumentsRepository } from '../../data/media.repository.js';
import type { Tx } from '../../db/client.js';
import { appError, notFound, staleVersion } from '../../plugins/errors.js';

/**
 * The file a document record may show: an existing PDF uploaded with purpose pdf. The share lock keeps the
 * unreferenced-file cleanup off it until the record commits.
 */
async function pdfFile(tx: Tx, fileId: string) {
  const [file] = await filesRepository(tx).findMany([fileId], true);
  if (!file) throw notFound('noFile');
  if (file.purpose !== 'pdf' || file.contentType !== MIME.pdf) throw appError('UNSUPPORTED_FILE', 'notPdf');
  return file;
}

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
    const repo = createDocumentsRepository(app.db, kind);

    app.get(base, { schema: { tags, querystring: documentListQuery, response: { 200: documentList } } }, async (req) => {
      const { page, limit } = req.query;
      return { ...(await repo.list(page, limit)), page, limit };
    });

    const found = async (id: string) => {
      const doc = await repo.find(id);
      if (!doc) throw notFound('noDocument');
      return doc;
    };

    app.get(`${base}/:id`, { schema: { tags, params: idParams, response: { 200: documentOutput } } }, (req) =>
      found(req.params.id),
    );

    app.post(
      base,
      { schema: { tags, body: documentCreateBody, response: { 201: documentOutput } }, preValidation: manage },
      async (req, reply) => {
        const id = await app.db.transaction(async (tx) => {
          await pdfFile(tx, req.body.fileId);
          return createDocumentsRepository(tx, kind).create(req.body.fileId);
        });
        return reply.status(201).send(await found(id));
      },
    );

    app.put(
      `${base}/:id`,
      {
        schema: { tags, params: idParams, body: documentUpdateBody, response: { 200: documentOutput } },
        preValidation: manage,
      },
      async (req) => {
        await app.db.transaction(async (tx) => {
          const docs = createDocumentsRepository(tx, kind);
          if (!(await docs.find(req.params.id))) throw notFound('noDocument');
          await pdfFile(tx, req.body.fileId);
          if (!(await docs.setFile(req.params.id, req.body.version, req.body.fileId))) throw staleVersion();
        });
        return found(req.params.id);
      },
    );

    app.delete(
      `${base}/:id`,
      { schema: { tags, params: idParams, response: { 200: deletedOutput } }, preValidation: manage },
      async (req) => {
        if (!(await repo.remove(req.params.id))) throw notFound('noDocument');
        return { message: MESSAGES.deleted, _id: req.params.id };
      },
    );
  }
};
