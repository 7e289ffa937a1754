import type { IdeaSubmissionInput, IdeaSubmitted, MessageParams } from '@fikra/shared';
import { createStore, del, entries, set } from 'idb-keyval';
import { ApiError, uploadFile } from '../../../lib/api';
import { submitIdea } from '../api/submitIdea';
import { myIdeas } from '../myIdeas/store';
import { forgetCopiesExcept, forgetCopy, forgetLocalFile, isLocalFile, readCopy, readLocalFile } from './localFiles';
import { isUploadGone } from './renewUploads';

/**
 * Ideas submitted without a connection (issue 18). Each waits in IndexedDB, so a closed tab or a restarted
 * phone loses nothing, and is sent when the connection returns: its kept files first, then the idea with the
 * Idempotency-Key it was given when the operator pressed Submit, so a retry after a lost answer never files
 * it twice. An idea whose files the server no longer has uploads them again from the phone, as the form does.
 */
export interface OutboxEntry {
  key: string;
  body: IdeaSubmissionInput;
  savedAt: string;
  status: 'waiting' | 'sent' | 'refused';
  /**
   * file id of the form (kept on the phone, or uploaded and gone since) → the id it was uploaded as, recorded one by
   * one so a retry does not upload a file twice
   */
  uploaded: Record<string, string>;
  result?: IdeaSubmitted;
  /** why the server refused it (a refusal is not retried) */
  refusal?: { status: number; code: string; message: string; key?: string; params?: MessageParams };
}

const store = createStore('fikra-outbox', 'ideas');
const FILE_FIELDS = [
  ['filesRelated', 'attachment'],
  ['operatorImg', 'image'],
] as const;
const RETRY_MS = 30_000;
/** The file ids of one field (the form sends plain ids). */
const idsOf = (body: IdeaSubmissionInput, field: (typeof FILE_FIELDS)[number][0]) =>
  (body[field] ?? []).map((ref) => (typeof ref === 'string' ? ref : ref._id));

let snapshot: OutboxEntry[] = [];
const listeners = new Set<() => void>();

async function refresh() {
  const all = (await entries<string, OutboxEntry>(store)).map(([, e]) => e);
  snapshot = all.sort((a, b) => a.savedAt.localeCompare(b.savedAt));
  for (const l of listeners) l();
}

export const outbox = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  entries: () => snapshot,

  async add(key: string, body: IdeaSubmissionInput) {
    await set(
      key,
      { key, body, savedAt: new Date().toISOString(), status: 'waiting', uploaded: {} } satisfies OutboxEntry,
      store,
    );
    await refresh();
  },

  /** The operator has seen its number (or its refusal): forget the entry and its kept files. */
  async dismiss(entry: OutboxEntry) {
    await del(entry.key, store);
    await forgetFilesOf(entry);
    await refresh();
  },

  /** Sends every waiting idea, one tab at a time; stops at the first network failure. */
  async send() {
    const run = async () => {
      await refresh();
      for (const entry of snapshot.filter((e) => e.status === 'waiting')) {
        if (!(await sendOne(entry))) break;
      }
    };
    if (navigator.locks) await navigator.locks.request('fikra-outbox', run);
    else await run();
  },
};

const save = async (entry: OutboxEntry) => {
  await set(entry.key, entry, store);
  await refresh();
};

/** The idea's body with the ids the server knows: a file kept on the phone is uploaded first (once). */
async function bodyToSend(entry: OutboxEntry): Promise<IdeaSubmissionInput> {
  const body = { ...entry.body };
  for (const [field, purpose] of FILE_FIELDS) {
    const ids: string[] = [];
    for (const id of idsOf(entry.body, field)) {
      if (entry.uploaded[id]) ids.push(entry.uploaded[id]);
      else if (!isLocalFile(id)) ids.push(id);
      else {
        const blob = await readLocalFile(id);
        if (!blob) continue;
        const ref = await uploadFile(purpose, blob, { anonymous: true }).done;
        entry.uploaded[id] = ref._id;
        await save(entry);
        ids.push(ref._id);
      }
    }
    body[field] = ids;
  }
  return body;
}

/**
 * Every file of the idea uploaded again, from the phone: a kept file from IndexedDB, a file uploaded while the
 * form was open from the copy the form held (issue 30). An idea that waited longer than the server keeps a
 * visitor's unattached uploads (45 minutes by default) finds them gone, as a form left open does. False when a
 * file has no copy on this phone: the refusal stands.
 */
async function uploadAgain(entry: OutboxEntry): Promise<boolean> {
  for (const [field, purpose] of FILE_FIELDS) {
    for (const id of idsOf(entry.body, field)) {
      const blob = isLocalFile(id) ? await readLocalFile(id) : await readCopy(id);
      if (!blob) return false;
      entry.uploaded[id] = (await uploadFile(purpose, blob, { anonymous: true }).done)._id;
      await save(entry);
    }
  }
  return true;
}

/** The files an idea held on the phone (kept files and copies of uploaded ones): forgotten once it is settled. */
async function forgetFilesOf(entry: OutboxEntry) {
  for (const [field] of FILE_FIELDS) {
    for (const id of idsOf(entry.body, field)) await (isLocalFile(id) ? forgetLocalFile(id) : forgetCopy(id));
  }
}

/** True when the entry is settled (sent or refused); false when the connection failed and a retry is due. */
async function sendOne(entry: OutboxEntry): Promise<boolean> {
  try {
    let result: IdeaSubmitted;
    try {
      result = await submitIdea({ body: await bodyToSend(entry), idempotencyKey: entry.key });
    } catch (err) {
      if (!isUploadGone(err) || !(await uploadAgain(entry))) throw err;
      result = await submitIdea({ body: await bodyToSend(entry), idempotencyKey: entry.key });
    }
    await save({ ...entry, status: 'sent', result });
    await myIdeas.remember({ id: result._id, ideaNumber: result.ideaNumber, title: entry.body.ideaText ?? '' });
    await forgetFilesOf(entry);
    return true;
  } catch (err) {
    if (!(err instanceof ApiError) || err.status === 0 || err.status === 429 || err.status >= 500) return false;
    await save({
      ...entry,
      status: 'refused',
      refusal: { status: err.status, code: err.code, message: err.message, key: err.key, params: err.params },
    });
    return true;
  }
}

/**
 * Forgets the copies of uploaded files that neither the form (`keep`) nor an idea waiting on this phone still
 * needs: a waiting idea may have to upload its files again when it is finally sent.
 */
export async function forgetUnusedCopies(keep: readonly string[] = []) {
  const waiting = (await entries<string, OutboxEntry>(store).catch(() => [])).map(([, e]) => e);
  const held = waiting
    .filter((e) => e.status === 'waiting')
    .flatMap((e) => FILE_FIELDS.flatMap(([field]) => idsOf(e.body, field)));
  await forgetCopiesExcept([...keep, ...held]);
}

let started = false;
/** Sends now, whenever the connection returns, and every half minute while something waits. */
export function startOutbox() {
  if (started || typeof indexedDB === 'undefined') return;
  started = true;
  const trySend = () => void outbox.send().catch(() => undefined);
  window.addEventListener('online', trySend);
  setInterval(() => snapshot.some((e) => e.status === 'waiting') && navigator.onLine && trySend(), RETRY_MS);
  trySend();
}
