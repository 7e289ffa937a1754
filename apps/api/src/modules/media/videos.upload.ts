import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ALLOWED_TYPES, UPLOAD_LIMITS } from '@fikra/shared';
import { fileTypeFromBuffer } from 'file-type';
import { FILE_CHUNK_SIZE, filesRepository } from '../../data/files.repository.js';
import type { Tx } from '../../db/client.js';
import { appError, validationFailed } from '../../plugins/errors.js';

export const unsupportedVideo = () => appError('UNSUPPORTED_FILE', 'unsupportedFile');
export const videoTooLarge = () => appError('FILE_TOO_LARGE', 'fileTooLarge');

/**
 * Streams an uploaded video into the database as it arrives, in the files table's fixed-size chunks: one
 * chunk's buffer is filled and written in turn (no new buffer per chunk), the type is decided from the first
 * chunk's bytes (mp4 or webm only) and the sha256 is computed on the way. Runs inside the caller's transaction: any failure, including the client
 * going away (the stream errors), rolls everything back.
 */
export async function streamVideo(
  tx: Tx,
  stream: Readable,
  filename: string,
  maxBytes: number = UPLOAD_LIMITS.video,
): Promise<string> {
  const writer = filesRepository(tx).streamWriter();
  const hash = createHash('sha256');
  const fileId = await writer.begin(filename, 'video');
  // one chunk's buffer, filled and written again and again: each write has finished before it is refilled
  const chunk = Buffer.allocUnsafe(FILE_CHUNK_SIZE);
  let filled = 0;
  let n = 0;
  let size = 0;
  let contentType: string | undefined;

  const flush = async (bytes: Buffer) => {
    if (n === 0) contentType = await videoType(bytes);
    await writer.append(fileId, n++, bytes);
    filled = 0;
  };

  for await (const data of stream as AsyncIterable<Buffer>) {
    hash.update(data);
    size += data.length;
    if (size > maxBytes) throw videoTooLarge();
    for (let at = 0; at < data.length; ) {
      const copied = data.copy(chunk, filled, at);
      filled += copied;
      at += copied;
      if (filled === FILE_CHUNK_SIZE) await flush(chunk);
    }
  }
  if (size === 0) throw validationFailed('file', 'fileEmpty');
  if (filled) await flush(chunk.subarray(0, filled));
  await writer.finish(fileId, { contentType: contentType as string, size, sha256: hash.digest('hex'), chunkCount: n });
  return fileId;
}

/** The first chunk's type by its magic bytes, if it is an allowed video type. */
async function videoType(first: Buffer): Promise<string> {
  const detected = await fileTypeFromBuffer(first);
  if (!detected || !ALLOWED_TYPES.video.includes(detected.mime)) throw unsupportedVideo();
  return detected.mime;
}
