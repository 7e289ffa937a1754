import type { FileRef } from '@fikra/shared';
import { createStore, del, get, keys, set } from 'idb-keyval';

/** Photos and files chosen while offline wait in IndexedDB until the idea is sent. */
const store = createStore('fikra-offline-files', 'files');
const LOCAL_PREFIX = 'local-';
const previews = new Map<string, string>();

export const isLocalFile = (id: string) => id.startsWith(LOCAL_PREFIX);

function newLocalId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `${LOCAL_PREFIX}${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Keeps a file on the device and answers a reference that stands in for the uploaded file's. */
export async function keepLocalFile(file: File): Promise<FileRef> {
  const ref: FileRef = { _id: newLocalId(), filename: file.name, contentType: file.type || 'application/octet-stream' };
  await set(ref._id, file, store);
  previews.set(ref._id, URL.createObjectURL(file));
  return ref;
}

export const readLocalFile = (id: string) => get<Blob>(id, store);

export async function forgetLocalFile(id: string) {
  await del(id, store);
  const url = previews.get(id);
  if (url) URL.revokeObjectURL(url);
  previews.delete(id);
}

/** A picture of a kept file for the upload list (after a reload, once `loadPreviews` has run). */
export const localPreviewUrl = (id: string) => previews.get(id);

export async function loadPreviews(ids: string[]) {
  for (const id of ids.filter((i) => isLocalFile(i) && !previews.has(i))) {
    const blob = await readLocalFile(id);
    if (blob) previews.set(id, URL.createObjectURL(blob));
  }
}

/**
 * A copy of each file the form uploaded (issue 30): the server removes a visitor's upload that no idea attached
 * within its keep time (45 minutes by default), so a form left open longer sends the copies again on submit.
 * Keyed by the uploaded file's id; kept in IndexedDB, so a draft restored after a reload has them too.
 */
const COPY_PREFIX = 'copy-';

export async function holdCopy(id: string, file: Blob) {
  await set(`${COPY_PREFIX}${id}`, file, store).catch(() => undefined);
}

export const readCopy = (id: string) => get<Blob>(`${COPY_PREFIX}${id}`, store).catch(() => undefined);

export const forgetCopy = (id: string) => del(`${COPY_PREFIX}${id}`, store).catch(() => undefined);

/** Forgets the copies of every file but `keep` (the files the form still holds). */
export async function forgetCopiesExcept(keep: readonly string[]) {
  const wanted = new Set(keep.map((id) => `${COPY_PREFIX}${id}`));
  const all = await keys<string>(store).catch(() => [] as string[]);
  for (const key of all) if (key.startsWith(COPY_PREFIX) && !wanted.has(key)) await del(key, store).catch(() => undefined);
}
