import { MESSAGES } from '@fikra/shared';
import type { Config } from '../../config.js';
import { anonymousUploadLedgerRepository } from '../../data/anonymousUploadLedger.repository.js';
import { referencedFilesQuery } from '../../data/fileReferences.js';
import { filesRepository } from '../../data/files.repository.js';
import type { Database, Tx } from '../../db/client.js';
import { clientAddress } from '../../lib/counters.js';
import { appError } from '../../plugins/errors.js';

/**
 * Uploads without signing in (the public idea form) are bounded so strangers cannot fill the database
 * (DESIGN §7, docs/decisions/026): everything visitors upload in 24 hours, attached to an idea or not, may not
 * pass a configured total, and one address (an IPv6 client by its /64) may use only its share of it. Signed-in
 * uploads are never counted, and the files of an idea whose evaluation was accepted stop counting. Files no idea
 * attached are also removed after the keep time.
 */
export interface AnonymousUploadLimits {
  bytesPerDay: number;
  bytesPerAddressPerDay: number;
  keepUnusedMs: number;
}

const MB = 1024 * 1024;
const DAY_SECONDS = 24 * 3600;

export const BUDGET_SPENT_MESSAGE = MESSAGES.uploadBudgetSpent;
export const UPLOADS_FULL_MESSAGE = MESSAGES.uploadsFull;

export function anonymousUploadLimits(config: Config): AnonymousUploadLimits {
  const bytesPerDay = Math.floor(config.ANON_UPLOAD_MB_PER_DAY * MB);
  return {
    bytesPerDay,
    bytesPerAddressPerDay: Math.floor((bytesPerDay * config.ANON_UPLOAD_ADDRESS_PERCENT) / 100),
    keepUnusedMs: config.ANON_UPLOAD_KEEP_MINUTES * 60_000,
  };
}

/** How often the removal runs: a quarter of the keep time, so a file is gone within 1.25 × that time. */
export const purgeEveryMs = (limits: AnonymousUploadLimits) => Math.max(60_000, Math.floor(limits.keepUnusedMs / 4));

const budgetSpent = () => appError('UPLOAD_BUDGET', 'uploadBudgetSpent');
const uploadsFull = () => appError('UPLOADS_FULL', 'uploadsFull');

/** The address's share first (429: that network waits), then the total (503: every visitor waits). */
function refuseOver(used: { total: number; byAddress: number }, bytes: number, limits: AnonymousUploadLimits, atAll: boolean) {
  const over = (usedBytes: number, bound: number) => (atAll ? usedBytes >= bound : usedBytes + bytes > bound);
  if (over(used.byAddress, limits.bytesPerAddressPerDay)) throw budgetSpent();
  if (over(used.total, limits.bytesPerDay)) throw uploadsFull();
}

/**
 * Refuses before the body is read when the address or visitors together have no room left at all. `address`:
 * the client's (req.ip), keyed as every per-address limit is (an IPv6 client by its /64).
 */
export async function checkAnonymousRoom(db: Database, address: string, limits: AnonymousUploadLimits) {
  refuseOver(await anonymousUploadLedgerRepository(db).usage(clientAddress({ ip: address }), DAY_SECONDS), 0, limits, true);
}

/**
 * Inside the transaction that stored the files: books them against the address, or refuses (and the transaction
 * rolls back, storing nothing) when they would pass the address's share or the day's total. Bookings take turns
 * under a lock on PostgreSQL, so parallel uploads from any number of API processes cannot pass either figure.
 */
export async function bookAnonymousUpload(
  tx: Tx,
  kind: Database['kind'],
  address: string,
  files: readonly { id: string; bytes: number }[],
  limits: AnonymousUploadLimits,
) {
  const ledger = anonymousUploadLedgerRepository(tx);
  await ledger.lockBookings(kind);
  const key = clientAddress({ ip: address });
  const bytes = files.reduce((sum, f) => sum + f.bytes, 0);
  refuseOver(await ledger.usage(key, DAY_SECONDS), bytes, limits, false);
  await ledger.book(key, files);
}

/**
 * Removes anonymous files no idea attached within the keep time, and forgets ledger entries older than the
 * budget's day. A file some record uses after all (found by the reference scan) is kept and unmarked.
 */
export async function purgeAnonymousUploads(db: Database, keepUnusedMs: number): Promise<number> {
  const referenced = await referencedFilesQuery(db);
  return db.transaction(async (tx) => {
    const removed = await filesRepository(tx).removeUnusedAnonymous(referenced, keepUnusedMs / 1000);
    await anonymousUploadLedgerRepository(tx).forgetOlderThan(DAY_SECONDS);
    return removed;
  });
}
