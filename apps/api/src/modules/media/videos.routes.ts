import {
  deletedOutput,
  idParams,
  MESSAGES,
  UPLOAD_LIMITS,
  videoFields,
  videoList,
  videoListQuery,
  videoOutput,
} from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createVideosRepository } from '../../data/media.repository.js';
import { safeFilename } from '../../lib/safeFilename.js';
import { catalogued, notFound, validationFailed } from '../../plugins/errors.js';
import { streamVideo, videoTooLarge } from './videos.upload.js';

const tags = ['video'];
const FILE_FIELD = 'file';
/** Spec §5: a file input takes one file. */
/** Room for the multipart boundaries, part headers and the two names beside the video's bytes. */
const MULTIPART_OVERHEAD = 256 * 1024;

/** The first problem of the text fields, naming the field (an unknown one included). */
function parseFields(fields: Record<string, string>) {
  const parsed = videoFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (issue.code === 'unrecognized_keys') throw validationFailed(issue.keys[0], 'unrecognizedKey', { key: issue.keys[0] });
  throw validationFailed(issue.path.join('.'), catalogued(issue.message));
}

/**
 * How-to videos (spec §7): anyone lists them; ADMIN and CONSULTANT upload (multipart `file`, `nameEn`,
 * `nameAr`) and delete. The bytes are served by GET /v1/file/:videoId with Range.
 */
export const videosRoutes: FastifyPluginAsyncZod = async (app) => {
  const videos = createVideosRepository(app.db);
  const manage = app.authorize('media.manage');

  app.get('/video', { schema: { tags, querystring: videoListQuery, response: { 200: videoList } } }, async (req) => {
    const { page, limit, search } = req.query;
    return { ...(await videos.list(page, limit, search || undefined)), page, limit };
  });

  app.post('/video', { schema: { tags, response: { 201: videoOutput } }, preValidation: manage }, async (req, reply) => {
    if (!req.isMultipart()) throw validationFailed(FILE_FIELD, 'chooseFile');
    // a declared size over the limit is refused before a byte is stored
    if (Number(req.headers['content-length']) > UPLOAD_LIMITS.video + MULTIPART_OVERHEAD) throw videoTooLarge();
    const id = await app.db.transaction(async (tx) => {
      const fields: Record<string, string> = {};
      let fileId: string | undefined;
      const parts = req.parts({ limits: { fileSize: UPLOAD_LIMITS.video, files: 2, fields: 10, fieldSize: 4096 } });
      for await (const part of parts) {
        if (part.type === 'field') fields[part.fieldname] = String(part.value);
        else if (part.fieldname !== FILE_FIELD)
          throw validationFailed(part.fieldname, 'unrecognizedKey', { key: part.fieldname });
        else if (fileId) throw validationFailed(FILE_FIELD, 'chooseOneFile');
        else fileId = await streamVideo(tx, part.file, safeFilename(part.filename));
      }
      if (!fileId) throw validationFailed(FILE_FIELD, 'chooseFile');
      const { nameEn, nameAr } = parseFields(fields);
      return createVideosRepository(tx).create({ en: nameEn, ar: nameAr }, fileId);
    });
    const video = await videos.find(id);
    if (!video) throw notFound('noVideo');
    return reply.status(201).send(video);
  });

  app.delete(
    '/video/:id',
    { schema: { tags, params: idParams, response: { 200: deletedOutput } }, preValidation: manage },
    async (req) => {
      const removed = await app.db.transaction((tx) => createVideosRepository(tx).remove(req.params.id));
      if (!removed) throw notFound('noVideo');
      return { message: MESSAGES.deleted, _id: req.params.id };
    },
  );
};
