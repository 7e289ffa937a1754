import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { type FilePurpose, type FileRef, UPLOAD_LIMITS } from '@fikra/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isFileReferenced } from '../../data/fileReferences.js';
import { FILE_CHUNK_SIZE, filesRepository, type StoredFile, toFileRef } from '../../data/files.repository.js';
import type { Database } from '../../db/client.js';
import { detectAllowedType } from '../../lib/fileTypes.js';
import { safeFilename } from '../../lib/safeFilename.js';
import { appError, notFound, validationFailed } from '../../plugins/errors.js';
import { saveUploadedFiles } from '../../plugins/multipartFiles.js';
import { type AnonymousUploadLimits, bookAnonymousUpload } from './anonymousUploads.js';
import { type Disposition, sendStoredFile } from './files.download.js';

export { safeFilename };

export const MAX_FILES_PER_UPLOAD = 10;

export const unsupportedFile = () => appError('UNSUPPORTED_FILE', 'unsupportedFile');
export const fileTooLarge = () => appError('FILE_TOO_LARGE', 'fileTooLarge');

interface ReceivedFile {
  path: string;
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
}

/**
 * Saves the request's files to temporary files (removed when the response ends), refusing any over the
 * purpose's size limit or whose bytes are not an allowed type. Nothing reaches the database here.
 */
export async function receiveUploads(req: FastifyRequest, purpose: FilePurpose): Promise<ReceivedFile[]> {
  const limit = UPLOAD_LIMITS[purpose];
  // JSON or a form without files: the client's mistake, a 400 (the plugin would log it at error level)
  if (!req.isMultipart()) throw validationFailed('file', 'chooseFile');
  const files = await saveUploadedFiles(req, { limits: { fileSize: limit, files: MAX_FILES_PER_UPLOAD } });
  if (!files.length) throw validationFailed('file', 'chooseFile');
  const received: ReceivedFile[] = [];
  for (const part of files) {
    const { size } = await stat(part.filepath);
    if (part.file.truncated || size > limit) throw fileTooLarge();
    if (size === 0) throw validationFailed('file', 'fileEmpty');
    const contentType = await detectAllowedType(part.filepath, purpose);
    if (!contentType) throw unsupportedFile();
    received.push({
      path: part.filepath,
      filename: safeFilename(part.filename),
      contentType,
      size,
      sha256: await sha256Of(part.filepath),
    });
  }
  return received;
}

/**
 * Stores every received file in one transaction: all of them or none. An upload without signing in marks its
 * files as not yet used and books them against the visitors' daily budget, which may refuse them all.
 */
export function storeUploads(
  db: Database,
  purpose: FilePurpose,
  files: ReceivedFile[],
  anonymous?: { address: string; limits: AnonymousUploadLimits },
): Promise<FileRef[]> {
  return db.transaction(async (tx) => {
    const repo = filesRepository(tx);
    const stored: FileRef[] = [];
    for (const { path, ...meta } of files) {
      stored.push(toFileRef(await repo.insert({ ...meta, purpose, anonymousUnused: !!anonymous }, chunksOf(path))));
    }
    if (anonymous) {
      const booked = stored.map((f, i) => ({ id: f._id, bytes: files[i].size }));
      await bookAnonymousUpload(tx, db.kind, anonymous.address, booked, anonymous.limits);
    }
    return stored;
  });
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function* chunksOf(path: string): AsyncGenerator<Buffer> {
  const handle = await open(path, 'r');
  try {
    for (;;) {
      const buf = Buffer.alloc(FILE_CHUNK_SIZE);
      let filled = 0;
      while (filled < FILE_CHUNK_SIZE) {
        const { bytesRead } = await handle.read(buf, filled, FILE_CHUNK_SIZE - filled, null);
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
      if (filled === 0) return;
      yield buf.subarray(0, filled);
      if (filled < FILE_CHUNK_SIZE) return;
    }
  } finally {
    await handle.close();
  }
}

/** A stored file by id (its bytes stay in the database until sent), or NOT_FOUND. */
export async function findFile(db: Database, id: string) {
  const file = await filesRepository(db).find(id);
  if (!file) throw notFound('noFile');
  return file;
}

/** Sends a stored file's bytes (Range, ETag, disposition): files.download.ts reads them in chunks. */
export const sendFile = (
  db: Database,
  req: FastifyRequest,
  reply: FastifyReply,
  file: StoredFile,
  opts: { disposition: Disposition; publicCache: boolean },
) => sendStoredFile(req, reply, filesRepository(db), file, opts);

/** Deletes a file no record refers to; one still in use is refused (IN_USE). */
export async function deleteFile(db: Database, id: string) {
  const file = await findFile(db, id);
  if (await isFileReferenced(db, file.id)) throw appError('IN_USE', 'fileInUse');
  await filesRepository(db).remove(file.id);
  return file.id;
}
