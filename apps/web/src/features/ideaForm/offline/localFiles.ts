import type { FileRef } from '@fikra/shared';
import { createStore, del, get, set } from 'idb-keyval';

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
