import { MESSAGES } from '@fikra/shared';
import type { Config } from '../../config.js';
import { anonymousUploadLedgerRepository } from '../../data/anonymousUploadLedger.repository.js';
import { referencedFilesQuery } from '../../data/fileReferences.js';
import { filesRepository } from '../../data/files.repository.js';
import type { Database, Tx } from '../../db/client.js';
import { appError } from '../../plugins/errors.js';

/**
 * Uploads without signing in (the public idea form) are bounded so strangers cannot fill the database
 * (DESIGN §7, docs/decisions/021): each address may upload so many bytes an hour, all anonymous files not
 * yet attached to an idea together may not pass a cap, and such files are removed within the hour.
 */
export interface AnonymousUploadLimits {
  bytesPerAddressPerHour: number;
  unusedBytesCap: number;
  keepUnusedMs: number;
}

const MB = 1024 * 1024;
const LEDGER_WINDOW_SECONDS = 3600;

export const BUDGET_SPENT_MESSAGE = MESSAGES.uploadBudgetSpent;
export const UPLOADS_FULL_MESSAGE = MESSAGES.uploadsFull;

export function anonymousUploadLimits(config: Config): AnonymousUploadLimits {
  return {
    bytesPerAddressPerHour: Math.floor(config.ANON_UPLOAD_MB_PER_HOUR * MB),
    unusedBytesCap: Math.floor(config.ANON_UPLOAD_UNUSED_MB_CAP * MB),
    keepUnusedMs: config.ANON_UPLOAD_KEEP_MINUTES * 60_000,
  };
}

/** How often the removal runs: a quarter of the keep time, so a file is gone within 1.25 × that time. */
export const purgeEveryMs = (limits: AnonymousUploadLimits) => Math.max(60_000, Math.floor(limits.keepUnusedMs / 4));

const budgetSpent = () => appError('UPLOAD_BUDGET', 'uploadBudgetSpent');
const uploadsFull = () => appError('UPLOADS_FULL', 'uploadsFull');

async function usage(db: Tx, address: string) {
  const byAddress = await anonymousUploadLedgerRepository(db).bytesFrom(address, LEDGER_WINDOW_SECONDS);
  return { byAddress, unused: await filesRepository(db).unusedAnonymousBytes() };
}

/** Refuses before the body is read when the address or the server has no room left at all. */
export async function checkAnonymousRoom(db: Database, address: string, limits: AnonymousUploadLimits) {
  const used = await usage(db, address);
  if (used.byAddress >= limits.bytesPerAddressPerHour) throw budgetSpent();
  if (used.unused >= limits.unusedBytesCap) throw uploadsFull();
}

/**
 * Inside the transaction that stores the files: books their bytes against the address, or refuses (and the
 * transaction rolls back, storing nothing) when they would pass the address's budget or the overall cap.
 */
export async function bookAnonymousUpload(
  tx: Tx,
  kind: Database['kind'],
  address: string,
  bytes: number,
  limits: AnonymousUploadLimits,
) {
  const ledger = anonymousUploadLedgerRepository(tx);
  await ledger.lockBookings(kind);
  const used = await usage(tx, address);
  if (used.byAddress + bytes > limits.bytesPerAddressPerHour) throw budgetSpent();
  if (used.unused + bytes > limits.unusedBytesCap) throw uploadsFull();
  await ledger.book(address, bytes);
}

/**
 * Removes anonymous files no idea attached within the keep time, and forgets ledger entries older than the
 * budget's hour. A file some record uses after all (found by the reference scan) is kept and unmarked.
 */
export async function purgeAnonymousUploads(db: Database, keepUnusedMs: number): Promise<number> {
  const referenced = await referencedFilesQuery(db);
  return db.transaction(async (tx) => {
    const removed = await filesRepository(tx).removeUnusedAnonymous(referenced, keepUnusedMs / 1000);
    await anonymousUploadLedgerRepository(tx).forgetOlderThan(LEDGER_WINDOW_SECONDS);
    return removed;
  });
}
