import type { Multipart } from '@fastify/multipart';
import { videoFields } from '@fikra/shared';
import { createVideosRepository } from '../../data/media.repository.js';
import type { Database } from '../../db/client.js';
import { safeFilename } from '../../lib/safeFilename.js';
import { catalogued, notFound, validationFailed } from '../../plugins/errors.js';
import { streamVideo } from './videos.upload.js';

export const FILE_FIELD = 'file';

/** The first problem of the text fields, naming the field (an unknown one included). */
function parseFields(fields: Record<string, string>) {
  const parsed = videoFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (issue.code === 'unrecognized_keys') throw validationFailed(issue.keys[0], 'unrecognizedKey', { key: issue.keys[0] });
  throw validationFailed(issue.path.join('.'), catalogued(issue.message));
}

/** How-to videos: listing, the streamed upload (one file and its two names, in one transaction) and deleting. */
export function createVideosService(db: Database) {
  const videos = createVideosRepository(db);

  return {
    list: async (page: number, limit: number, search: string | undefined) => ({
      ...(await videos.list(page, limit, search || undefined)),
      page,
      limit,
    }),

    /** Reads the multipart parts as they come: the video's bytes go straight into the files table. */
    async upload(parts: AsyncIterable<Multipart>) {
      const id = await db.transaction(async (tx) => {
        const fields: Record<string, string> = {};
        let fileId: string | undefined;
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
      return video;
    },

    async remove(id: string) {
      const removed = await db.transaction((tx) => createVideosRepository(tx).remove(id));
      if (!removed) throw notFound('noVideo');
    },
  };
}
