import { deletedOutput, idParams, MESSAGES, UPLOAD_LIMITS, videoList, videoListQuery, videoOutput } from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validationFailed } from '../../plugins/errors.js';
import { createVideosService, FILE_FIELD } from './videos.service.js';
import { videoTooLarge } from './videos.upload.js';

const tags = ['video'];
/** Spec §5: a file input takes one file. */
/** Room for the multipart boundaries, part headers and the two names beside the video's bytes. */
const MULTIPART_OVERHEAD = 256 * 1024;

/**
 * How-to videos (spec §7): anyone lists them; ADMIN and CONSULTANT upload (multipart `file`, `nameEn`,
 * `nameAr`) and delete. The bytes are served by GET /v1/file/:videoId with Range.
 */
export const videosRoutes: FastifyPluginAsyncZod = async (app) => {
  const videos = createVideosService(app.db);
  const manage = app.authorize('media.manage');

  app.get('/video', { schema: { tags, querystring: videoListQuery, response: { 200: videoList } } }, (req) =>
    videos.list(req.query.page, req.query.limit, req.query.search),
  );

  app.post('/video', { schema: { tags, response: { 201: videoOutput } }, preValidation: manage }, async (req, reply) => {
    if (!req.isMultipart()) throw validationFailed(FILE_FIELD, 'chooseFile');
    // a declared size over the limit is refused before a byte is stored
    if (Number(req.headers['content-length']) > UPLOAD_LIMITS.video + MULTIPART_OVERHEAD) throw videoTooLarge();
    const parts = req.parts({ limits: { fileSize: UPLOAD_LIMITS.video, files: 2, fields: 10, fieldSize: 4096 } });
    return reply.status(201).send(await videos.upload(parts));
  });

  app.delete(
    '/video/:id',
    { schema: { tags, params: idParams, response: { 200: deletedOutput } }, preValidation: manage },
    async (req) => {
      await videos.remove(req.params.id);
      return { message: MESSAGES.deleted, _id: req.params.id };
    },
  );
};
