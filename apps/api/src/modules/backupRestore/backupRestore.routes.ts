import { BACKUP_RESTORE_MAX_BYTES, importReportOutput, restoreResultOutput } from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appError, fieldError, validationFailed } from '../../plugins/errors.js';
import { restoreBackup } from './backupRestore.service.js';

const tags = ['backup'];
const FILE_FIELD = 'file';
const fileTooLarge = () => appError('FILE_TOO_LARGE', 'fileTooLarge');

/**
 * Restoring a JSON backup (spec §2, §7; issue 12): `POST /v1/idea-crud/backup`, multipart with one .json file,
 * ADMIN only. The file is read as it arrives and restored in one transaction; the answer is what was restored,
 * or 422 with the per-row report and nothing stored.
 */
export const backupRestoreRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/idea-crud/backup',
    {
      schema: { tags, response: { 200: restoreResultOutput, 422: importReportOutput } },
      preValidation: app.authorize('backup.restore'),
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw validationFailed(FILE_FIELD, 'chooseFile');
      if (Number(req.headers['content-length']) > BACKUP_RESTORE_MAX_BYTES + 64 * 1024) throw fileTooLarge();
      const part = await req.file({ limits: { fileSize: BACKUP_RESTORE_MAX_BYTES, files: 1, fields: 0 } });
      if (!part) throw validationFailed(FILE_FIELD, 'chooseFile');
      try {
        if (part.fieldname !== FILE_FIELD) throw validationFailed(part.fieldname, 'unrecognizedKey', { key: part.fieldname });
        if (!/\.json$/i.test(part.filename))
          throw appError('UNSUPPORTED_FILE', 'onlyJsonBackup', undefined, [fieldError(FILE_FIELD, 'onlyJsonBackup')]);
        const outcome = await restoreBackup(app.db, part.file);
        if (part.file.truncated) throw fileTooLarge();
        if (!outcome.ok) return reply.status(422).send(outcome.report);
        return outcome.result;
      } finally {
        // a refused file is still read to its end, so the client gets the answer instead of a broken upload
        if (!part.file.readableEnded) part.file.resume();
      }
    },
  );
};
