import { ALLOWED_TYPES, type FileRef } from '@fikra/shared';
import { filesRepository, toFileRef } from '../data/files.repository.js';
import type { Tx } from '../db/client.js';
import { validationFailed } from '../plugins/errors.js';

/**
 * The stored files behind the ids, as `{ _id, filename, contentType }`, share-locked until the idea commits
 * (so the unreferenced-file cleanups cannot take them meanwhile). Each must exist and be of an allowed type
 * (the operator's photos: images). The submission and an admin's change of an idea's files both attach so.
 */
export async function attachFiles(tx: Tx, field: 'filesRelated' | 'operatorImg', ids: string[]): Promise<FileRef[]> {
  if (!ids.length) return [];
  const allowed = ALLOWED_TYPES[field === 'operatorImg' ? 'image' : 'attachment'];
  const repo = filesRepository(tx);
  const files = new Map((await repo.findMany(ids, true)).map((f) => [f.id, f]));
  // attached now: a visitor's upload stops counting against the cap and is no longer removed after the hour
  await repo.markUsed(ids);
  return ids.map((id) => {
    const file = files.get(id);
    if (!file) throw validationFailed(field, 'notFound', { label: 'File' });
    if (!allowed.includes(file.contentType)) {
      throw validationFailed(field, field === 'operatorImg' ? 'operatorPhotoImage' : 'fileNotAttachable');
    }
    return toFileRef(file);
  });
}
