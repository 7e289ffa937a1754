import { rm } from 'node:fs/promises';
import type { SavedMultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The multipart plugin's temporary files, kept tidy (issue 29 item 9). It deletes a request's files when its
 * response ends, again when the connection closes first, and once more inside a failed save: the second and
 * third deletions of the same file logged "ENOENT … unlink" at error level. Each request's cleanup is made
 * idempotent here: every file is deleted once, and the list is emptied as it is deleted.
 */
export function registerMultipartFileCleanup(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    request.cleanRequestFiles = async function cleanOnce(this: FastifyRequest) {
      const paths = this.tmpUploads ?? [];
      this.tmpUploads = [];
      await Promise.all(paths.map((path) => rm(path, { force: true })));
    };
  });
}

/**
 * Saves a multipart request's files as `req.saveRequestFiles` does, but what fails while reading the body (a
 * body cut off, a missing boundary) is the client's mistake: the plugin's own log line about it is written at
 * info level as a client error, not at error level (the error handler answers it with a 4xx).
 */
export async function saveUploadedFiles(
  req: FastifyRequest,
  options: Parameters<FastifyRequest['saveRequestFiles']>[0],
): Promise<SavedMultipartFile[]> {
  const log = req.log;
  req.log = Object.assign(Object.create(log), {
    error: (obj: unknown, msg?: string) => log.info(obj, `client error: ${msg ?? ''}`),
  });
  try {
    return (await req.saveRequestFiles(options)).files;
  } finally {
    req.log = log;
  }
}
