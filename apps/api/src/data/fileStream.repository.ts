import type { Tx } from '../db/client.js';
import { FILE_CHUNK_SIZE } from './files.repository.js';

/**
 * Writes a file whose size is not known in advance (a streamed upload) into files/file_chunks: the row
 * first, the fixed-size chunks as they arrive, the size, type and sha256 at the end. Use inside a
 * transaction, so that a failure or a client gone midway leaves nothing.
 */
export function createFileStreamWriter(tx: Tx) {
  return {
    async begin(filename: string, purpose: string): Promise<string> {
      const [row] = await tx.query<{ id: string }>(
        `insert into files (filename, content_type, size, sha256, purpose, chunk_count)
         values ($1, 'application/octet-stream', 0, '', $2, 0) returning id`,
        [filename, purpose],
      );
      return row.id;
    },
    async append(fileId: string, n: number, chunk: Buffer): Promise<void> {
      if (chunk.length > FILE_CHUNK_SIZE) throw new Error('chunk larger than FILE_CHUNK_SIZE');
      await tx.query('insert into file_chunks (file_id, n, data) values ($1, $2, $3)', [fileId, n, chunk]);
    },
    async finish(fileId: string, meta: { contentType: string; size: number; sha256: string; chunkCount: number }) {
      await tx.query('update files set content_type = $2, size = $3, sha256 = $4, chunk_count = $5 where id = $1', [
        fileId,
        meta.contentType,
        meta.size,
        meta.sha256,
        meta.chunkCount,
      ]);
    },
  };
}
