import type { FileRef } from '@fikra/shared';
import type { Tx } from '../db/client.js';
import { iso } from './sql.js';

/**
 * Files kept in PostgreSQL (DESIGN §6): one `files` row with size, detected type and sha256, and the bytes in
 * fixed-size `file_chunks`, so a file commits together with the record that uses it.
 */
export const FILE_CHUNK_SIZE = 256 * 1024;
/**
 * Chunks fetched per query while streaming a download (1 MiB): what one query brings into memory at once, as
 * bytes and as the wire's hex text (docs/decisions/009).
 */
const CHUNKS_PER_READ = 4;

export interface StoredFile {
  id: string;
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
  purpose: string;
  chunkCount: number;
  createdAt: string;
}

export interface NewFile {
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
  purpose: string;
  /** uploaded without signing in: bounded and removed within the hour unless an idea attaches it */
  anonymousUnused?: boolean;
}

interface FileRow {
  id: string;
  filename: string;
  content_type: string;
  size: string | number;
  sha256: string;
  purpose: string;
  chunk_count: number;
  created_at: Date | string;
}

const toStoredFile = (r: FileRow): StoredFile => ({
  id: r.id,
  filename: r.filename,
  contentType: r.content_type,
  size: Number(r.size),
  sha256: r.sha256,
  purpose: r.purpose,
  chunkCount: r.chunk_count,
  createdAt: iso(r.created_at),
});

export const toFileRef = (f: Pick<StoredFile, 'id' | 'filename' | 'contentType'>): FileRef => ({
  _id: f.id,
  filename: f.filename,
  contentType: f.contentType,
});

const asBuffer = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function filesRepository(db: Tx) {
  const insertChunk = (fileId: string, n: number, chunk: Buffer) =>
    db.query('insert into file_chunks (file_id, n, data) values ($1, $2, $3)', [fileId, n, chunk]);
  return {
    async find(id: string): Promise<StoredFile | undefined> {
      if (!UUID.test(id)) return undefined;
      const [row] = await db.query<FileRow>('select * from files where id = $1', [id]);
      return row ? toStoredFile(row) : undefined;
    },

    /**
     * The files among ids that exist. Inside a transaction `lock` takes a share lock, so the unreferenced-file
     * cleanup (which skips locked rows) cannot delete them before the record that uses them commits.
     */
    async findMany(ids: readonly string[], lock = false): Promise<StoredFile[]> {
      const valid = ids.filter((id) => UUID.test(id));
      if (!valid.length) return [];
      const rows = await db.query<FileRow>(`select * from files where id = any($1::uuid[])${lock ? ' for share' : ''}`, [valid]);
      return rows.map(toStoredFile);
    },

    /** The files are used by a record now: no longer anonymous uploads waiting to be removed. */
    async markUsed(ids: readonly string[]): Promise<void> {
      const valid = ids.filter((id) => UUID.test(id));
      if (valid.length) {
        await db.query('update files set anonymous_unused = false where id = any($1::uuid[]) and anonymous_unused', [valid]);
      }
    },

    /** Stores a file's metadata and its bytes, chunk by chunk; call inside a transaction. */
    async insert(file: NewFile, chunks: AsyncIterable<Buffer>): Promise<StoredFile> {
      const chunkCount = Math.ceil(file.size / FILE_CHUNK_SIZE);
      const [row] = await db.query<FileRow>(
        `insert into files (filename, content_type, size, sha256, purpose, chunk_count, anonymous_unused)
         values ($1, $2, $3, $4, $5, $6, $7) returning *`,
        [file.filename, file.contentType, file.size, file.sha256, file.purpose, chunkCount, file.anonymousUnused ?? false],
      );
      let n = 0;
      for await (const chunk of chunks) {
        await insertChunk(row.id, n++, chunk);
      }
      if (n !== chunkCount) throw new Error(`stored ${n} chunks of ${chunkCount}`);
      return toStoredFile(row);
    },

    /** Yields the bytes from start to end (inclusive), fetching a few chunks per query. */
    async *read(file: StoredFile, start = 0, end = file.size - 1): AsyncGenerator<Buffer> {
      if (file.size === 0 || end < start) return;
      const first = Math.floor(start / FILE_CHUNK_SIZE);
      const last = Math.floor(end / FILE_CHUNK_SIZE);
      for (let from = first; from <= last; from += CHUNKS_PER_READ) {
        const to = Math.min(last, from + CHUNKS_PER_READ - 1);
        const rows = await db.query<{ n: number; data: Uint8Array }>(
          'select n, data from file_chunks where file_id = $1 and n between $2 and $3 order by n',
          [file.id, from, to],
        );
        for (const { n, data } of rows) {
          const offset = n * FILE_CHUNK_SIZE;
          const buf = asBuffer(data);
          yield buf.subarray(Math.max(0, start - offset), Math.min(buf.length, end - offset + 1));
        }
      }
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db.query('delete from files where id = $1 returning id', [id]);
      return rows.length > 0;
    },

    /**
     * Deletes the files older than `seconds` that no record uses (`referenced`: fileReferences.ts), chunks
     * with them. Rows another transaction holds (a record attaching the file right now) are skipped.
     */
    async removeUnreferenced(referenced: string, seconds: number): Promise<number> {
      const rows = await db.query(
        `with referenced as (${referenced})
         delete from files where id in (
           select f.id from files f
            where f.created_at < now() - make_interval(secs => $1)
              and not exists (select 1 from referenced r where r.id = f.id::text)
            for update skip locked)
         returning id`,
        [seconds],
      );
      return rows.length;
    },

    /** The bytes of visitors' uploads no idea has attached yet. */
    async unusedAnonymousBytes(): Promise<number> {
      const [row] = await db.query<{ bytes: string }>(
        'select coalesce(sum(size), 0)::text as bytes from files where anonymous_unused',
      );
      return Number(row.bytes);
    },

    /**
     * Removes visitors' uploads no record attached within `seconds`; one some record uses after all (found in
     * `referenced`) is kept and unmarked.
     */
    async removeUnusedAnonymous(referenced: string, seconds: number): Promise<number> {
      await db.query(
        `with referenced as (${referenced})
         update files set anonymous_unused = false where anonymous_unused and id::text in (select id from referenced)`,
      );
      const rows = await db.query(
        `delete from files where id in (
           select id from files
            where anonymous_unused and created_at < now() - make_interval(secs => $1)
            for update skip locked)
         returning id`,
        [seconds],
      );
      return rows.length;
    },

    /**
     * Writes a file whose size is not known in advance (a streamed upload): the row first, the fixed-size
     * chunks as they arrive, the size, type and sha256 at the end. Use inside a transaction, so that a failure
     * or a client gone midway leaves nothing.
     */
    streamWriter() {
      return {
        async begin(filename: string, purpose: string): Promise<string> {
          const [row] = await db.query<{ id: string }>(
            `insert into files (filename, content_type, size, sha256, purpose, chunk_count)
             values ($1, 'application/octet-stream', 0, '', $2, 0) returning id`,
            [filename, purpose],
          );
          return row.id;
        },
        async append(fileId: string, n: number, chunk: Buffer): Promise<void> {
          if (chunk.length > FILE_CHUNK_SIZE) throw new Error('chunk larger than FILE_CHUNK_SIZE');
          await insertChunk(fileId, n, chunk);
        },
        async finish(fileId: string, meta: { contentType: string; size: number; sha256: string; chunkCount: number }) {
          await db.query('update files set content_type = $2, size = $3, sha256 = $4, chunk_count = $5 where id = $1', [
            fileId,
            meta.contentType,
            meta.size,
            meta.sha256,
            meta.chunkCount,
          ]);
        },
      };
    },
  };
}

export type FilesRepository = ReturnType<typeof filesRepository>;
