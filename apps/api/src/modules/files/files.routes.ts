import {
  deletedOutput,
  type FilePurpose,
  fileCleanupOutput,
  fileDownloadOutput,
  fileRefOutput,
  idParams,
  MESSAGES,
  MIME,
  PUBLIC_UPLOAD_PURPOSES,
  uploadQuery,
} from '@fikra/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, appError } from '../../plugins/errors.js';
import { anonymousUploadLimits, checkAnonymousRoom } from './anonymousUploads.js';
import { deleteUnreferencedFiles } from './files.cleanup.js';
import type { Disposition } from './files.download.js';
import { deleteFile, findFile, receiveUploads, sendFile, storeUploads } from './files.service.js';

const RETRY_ANONYMOUS_UPLOAD_AFTER_SECONDS = 600;

/**
 * Public idea-form uploads are allowed without signing in, so they are limited per address: enough for a
 * whole plant behind one address (1,000 ideas with a photo and an attachment in 10 minutes). Their bytes are
 * bounded apart from this count (anonymousUploads.ts).
 */
export const UPLOAD_RATE_LIMIT = { max: 2000, timeWindow: '10 minutes' };

/** Files shown with <img>, <video>, <iframe> or a plain link (no bearer token) are readable by id. */
const READABLE_BY_ID: readonly string[] = ['image', 'pdf', 'video', 'attachment'];
const INLINE_TYPES = /^(image|video)\/|^application\/pdf$/;

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const anonymousLimits = anonymousUploadLimits(app.config);

  app.post(
    '/file/upload',
    {
      schema: { tags: ['files'], querystring: uploadQuery, response: { 201: z.array(fileRefOutput) } },
      config: { rateLimit: UPLOAD_RATE_LIMIT },
      // after validation, unlike the other routes: the purpose (defaulted by the schema) decides who may upload
      preHandler: async (req, reply) => {
        if (!PUBLIC_UPLOAD_PURPOSES.includes(req.query.purpose)) await app.authorize('uploads.manage')(req, reply);
        // a signed-in user's public upload is not bounded as a visitor's; a bad token just counts as none
        else if (req.headers.authorization) await app.authenticate(req, reply).catch(() => undefined);
      },
    },
    async (req, reply) => {
      const purpose: FilePurpose = req.query.purpose;
      const anonymous = req.user ? undefined : { address: req.ip, limits: anonymousLimits };
      try {
        if (anonymous) await checkAnonymousRoom(app.db, anonymous.address, anonymous.limits);
        const stored = await storeUploads(app.db, purpose, await receiveUploads(req, purpose), anonymous);
        return reply.status(201).send(stored);
      } catch (err) {
        if (err instanceof AppError && (err.code === 'UPLOAD_BUDGET' || err.code === 'UPLOADS_FULL')) {
          reply.header('Retry-After', String(RETRY_ANONYMOUS_UPLOAD_AFTER_SECONDS));
        }
        throw err;
      }
    },
  );

  /** Loads the file and checks that the caller may read it. */
  async function readable(req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
    const file = await findFile(app.db, req.params.id);
    if (!READABLE_BY_ID.includes(file.purpose)) await app.authorize('uploads.manage')(req, reply);
    return file;
  }
  const serve =
    (disposition: (contentType: string) => Disposition, pdfOnly = false) =>
    async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const file = await readable(req, reply);
      if (pdfOnly && file.contentType !== MIME.pdf) throw appError('UNSUPPORTED_FILE', 'notPdf');
      return sendFile(app.db, req, reply, file, {
        disposition: disposition(file.contentType),
        publicCache: READABLE_BY_ID.includes(file.purpose),
      });
    };
  const getOptions = {
    schema: { tags: ['files'], params: idParams, response: { 200: fileDownloadOutput } },
    compress: false as const,
  };

  app.get(
    '/file/:id',
    getOptions,
    serve((type) => (INLINE_TYPES.test(type) ? 'inline' : 'attachment')),
  );
  app.get(
    '/file/download/:id',
    getOptions,
    serve(() => 'attachment'),
  );
  app.get(
    '/file/PDF/:id',
    getOptions,
    serve(() => 'inline', true),
  );

  app.delete(
    '/file/delete/:id',
    {
      schema: { tags: ['files'], params: idParams, response: { 200: deletedOutput } },
      preValidation: app.authorize('uploads.manage'),
    },
    async (req) => {
      return { message: MESSAGES.deleted, _id: await deleteFile(app.db, req.params.id) };
    },
  );

  /** Runs the unreferenced-file cleanup now (it also runs every hour). */
  app.post(
    '/file/cleanup',
    { schema: { tags: ['files'], response: { 200: fileCleanupOutput } }, preValidation: app.authorize('uploads.manage') },
    async () => ({ deleted: await deleteUnreferencedFiles(app.db) }),
  );
};
