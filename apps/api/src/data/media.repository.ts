import type { DocumentKind, DocumentOutput, StoredFileOutput, VideoOutput } from '@fikra/shared';
import type { Database, Tx } from '../db/client.js';
import { filesRepository } from './files.repository.js';

/** The media_documents (R&R, SAP codes) and videos tables, each row joined with its file's metadata. */
interface FileColumns {
  file_id: string;
  filename: string;
  content_type: string;
  size: string | number;
  file_created_at: Date | string;
}
interface DocumentRow extends FileColumns {
  id: string;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
}
interface VideoRow extends DocumentRow {
  name_en: string;
  name_ar: string;
}

const iso = (d: Date | string) => new Date(d).toISOString();
const FILE_COLUMNS = 'f.filename, f.content_type, f.size, f.created_at as file_created_at';

const toFile = (r: FileColumns): StoredFileOutput => ({
  _id: r.file_id,
  filename: r.filename,
  contentType: r.content_type,
  size: Number(r.size),
  createdAt: iso(r.file_created_at),
});
const toDocument = (r: DocumentRow): DocumentOutput => ({
  _id: r.id,
  fileId: r.file_id,
  file: toFile(r),
  version: r.version,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});
const toVideo = (r: VideoRow): VideoOutput => ({
  _id: r.id,
  videoName: { en: r.name_en, ar: r.name_ar },
  videoId: r.file_id,
  file: toFile(r),
  version: r.version,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

/** `%text%` for ILIKE with the wildcard characters of the text itself escaped. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export function createDocumentsRepository(db: Database | Tx, kind: DocumentKind) {
  const select = `select d.*, ${FILE_COLUMNS} from media_documents d join files f on f.id = d.file_id`;
  return {
    /** Newest first: the first one is what the public sees. */
    async list(page: number, limit: number): Promise<{ data: DocumentOutput[]; total: number }> {
      const rows = await db.query<DocumentRow>(
        `${select} where d.kind = $1 order by d.created_at desc, d.id desc limit $2 offset $3`,
        [kind, limit, (page - 1) * limit],
      );
      const [{ n }] = await db.query<{ n: string }>('select count(*) as n from media_documents where kind = $1', [kind]);
      return { data: rows.map(toDocument), total: Number(n) };
    },
    async find(id: string): Promise<DocumentOutput | undefined> {
      const [row] = await db.query<DocumentRow>(`${select} where d.kind = $1 and d.id = $2`, [kind, id]);
      return row && toDocument(row);
    },
    async create(fileId: string): Promise<string> {
      const [row] = await db.query<{ id: string }>('insert into media_documents (kind, file_id) values ($1, $2) returning id', [
        kind,
        fileId,
      ]);
      return row.id;
    },
    /** False when the version is stale. */
    async setFile(id: string, version: number, fileId: string): Promise<boolean> {
      const rows = await db.query(
        `update media_documents set file_id = $4, version = version + 1, updated_at = now()
          where kind = $1 and id = $2 and version = $3 returning id`,
        [kind, id, version, fileId],
      );
      return rows.length > 0;
    },
    async remove(id: string): Promise<boolean> {
      return (await db.query('delete from media_documents where kind = $1 and id = $2 returning id', [kind, id])).length > 0;
    },
  };
}

export function createVideosRepository(db: Database | Tx) {
  const select = `select v.*, ${FILE_COLUMNS} from videos v join files f on f.id = v.file_id`;
  return {
    /** Newest first; the search matches either name. */
    async list(page: number, limit: number, search?: string): Promise<{ data: VideoOutput[]; total: number }> {
      const where = search ? `where (v.name_en ilike $1 or v.name_ar ilike $1)` : 'where $1::text is null';
      const pattern = search ? likePattern(search) : null;
      const rows = await db.query<VideoRow>(`${select} ${where} order by v.created_at desc, v.id desc limit $2 offset $3`, [
        pattern,
        limit,
        (page - 1) * limit,
      ]);
      const [{ n }] = await db.query<{ n: string }>(`select count(*) as n from videos v ${where}`, [pattern]);
      return { data: rows.map(toVideo), total: Number(n) };
    },
    async find(id: string): Promise<VideoOutput | undefined> {
      const [row] = await db.query<VideoRow>(`${select} where v.id = $1`, [id]);
      return row && toVideo(row);
    },
    async create(name: { en: string; ar: string }, fileId: string): Promise<string> {
      const [row] = await db.query<{ id: string }>(
        'insert into videos (name_en, name_ar, file_id) values ($1, $2, $3) returning id',
        [name.en, name.ar, fileId],
      );
      return row.id;
    },
    /** Deletes the video and its file; returns the file id, or undefined when there was no such video. */
    async remove(id: string): Promise<string | undefined> {
      const [row] = await db.query<{ file_id: string }>('delete from videos where id = $1 returning file_id', [id]);
      if (row) await filesRepository(db).remove(row.file_id);
      return row?.file_id;
    },
  };
}
