import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ALLOWED_TYPES, UPLOAD_LIMITS } from '@fikra/shared';
import { fileTypeFromBuffer } from 'file-type';
import { createFileStreamWriter } from '../../data/fileStream.repository.js';
import { FILE_CHUNK_SIZE } from '../../data/files.repository.js';
import type { Tx } from '../../db/client.js';
import { AppError, validationFailed } from '../../plugins/errors.js';

export const unsupportedVideo = () => new AppError(415, 'UNSUPPORTED_FILE', 'This type of file is not accepted');
export const videoTooLarge = () => new AppError(413, 'FILE_TOO_LARGE', 'The file is too large');

/**
 * Streams an uploaded video into the database as it arrives, in the files table's fixed-size chunks: at most
 * one chunk is held in memory, the type is decided from the first chunk's bytes (mp4 or webm only) and the
 * sha256 is computed on the way. Runs inside the caller's transaction: any failure, including the client
 * going away (the stream errors), rolls everything back.
 */
export async function streamVideo(
  tx: Tx,
  stream: Readable,
  filename: string,
  maxBytes: number = UPLOAD_LIMITS.video,
): Promise<string> {
  const writer = createFileStreamWriter(tx);
  const hash = createHash('sha256');
  const fileId = await writer.begin(filename, 'video');
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let n = 0;
  let size = 0;
  let contentType: string | undefined;

  const flush = async (chunk: Buffer) => {
    if (n === 0) contentType = await videoType(chunk);
    await writer.append(fileId, n++, chunk);
  };

  for await (const data of stream as AsyncIterable<Buffer>) {
    hash.update(data);
    size += data.length;
    if (size > maxBytes) throw videoTooLarge();
    pending.push(data);
    pendingBytes += data.length;
    while (pendingBytes >= FILE_CHUNK_SIZE) {
      const all = pending.length === 1 ? pending[0] : Buffer.concat(pending, pendingBytes);
      await flush(all.subarray(0, FILE_CHUNK_SIZE));
      const rest = all.subarray(FILE_CHUNK_SIZE);
      pending = rest.length ? [rest] : [];
      pendingBytes = rest.length;
    }
  }
  if (size === 0) throw validationFailed('file', 'The file is empty');
  if (pendingBytes) await flush(Buffer.concat(pending, pendingBytes));
  await writer.finish(fileId, { contentType: contentType as string, size, sha256: hash.digest('hex'), chunkCount: n });
  return fileId;
}

/** The first chunk's type by its magic bytes, if it is an allowed video type. */
async function videoType(first: Buffer): Promise<string> {
  const detected = await fileTypeFromBuffer(first);
  if (!detected || !ALLOWED_TYPES.video.includes(detected.mime)) throw unsupportedVideo();
  return detected.mime;
}
