import { type DocumentKind, MIME } from '@fikra/shared';
import { filesRepository } from '../../data/files.repository.js';
import { createDocumentsRepository } from '../../data/media.repository.js';
import type { Database, Tx } from '../../db/client.js';
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

/** One kind of document (reward and recognition, SAP codes): its rules and its transactions. */
export function createDocumentsService(db: Database, kind: DocumentKind) {
  const repo = createDocumentsRepository(db, kind);

  const found = async (id: string) => {
    const doc = await repo.find(id);
    if (!doc) throw notFound('noDocument');
    return doc;
  };

  return {
    list: async (page: number, limit: number) => ({ ...(await repo.list(page, limit)), page, limit }),
    found,

    /** A new record showing an uploaded PDF. */
    async create(fileId: string) {
      const id = await db.transaction(async (tx) => {
        await pdfFile(tx, fileId);
        return createDocumentsRepository(tx, kind).create(fileId);
      });
      return found(id);
    },

    /** Points a record at another PDF; a stale version changes nothing. */
    async setFile(id: string, version: number, fileId: string) {
      await db.transaction(async (tx) => {
        const docs = createDocumentsRepository(tx, kind);
        if (!(await docs.find(id))) throw notFound('noDocument');
        await pdfFile(tx, fileId);
        if (!(await docs.setFile(id, version, fileId))) throw staleVersion();
      });
      return found(id);
    },

    async remove(id: string) {
      if (!(await repo.remove(id))) throw notFound('noDocument');
    },
  };
}
