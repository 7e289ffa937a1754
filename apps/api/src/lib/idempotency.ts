import { createHash } from 'node:crypto';
import { idempotencyKeysRepository } from '../data/idempotencyKeys.repository.js';
import type { Database, Tx } from '../db/client.js';
import { appError, validationFailed } from '../plugins/errors.js';

export interface StoredResult<T> {
  statusCode: number;
  body: T;
  /** true when this is the stored answer to an earlier request with the same key */
  replayed: boolean;
}

/** How long a key is remembered: a retry after a day is a new request. */
export const IDEMPOTENCY_TTL_HOURS = 24;

/** A client's `Idempotency-Key` header: absent, or 1 to 200 visible ASCII characters. */
export function idempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (!/^[\x21-\x7e]{1,200}$/.test(key)) throw validationFailed('Idempotency-Key', 'idempotencyKeyInvalid');
  return key;
}

/**
 * Runs `work` in a transaction, once per key (DESIGN §6): the key is claimed first, so a concurrent retry
 * waits for the first attempt and then gets its stored answer; a failed attempt stores nothing, so it can
 * be retried. The same key with a different request body is refused.
 */
export async function withIdempotency<T>(
  db: Database,
  opts: { scope: string; key?: string; request: unknown },
  work: (tx: Tx) => Promise<{ statusCode: number; body: T }>,
): Promise<StoredResult<T>> {
  if (!opts.key) return { ...(await db.transaction(work)), replayed: false };
  const requestHash = createHash('sha256').update(JSON.stringify(opts.request)).digest('hex');
  const key = opts.key;
  return db.transaction(async (tx) => {
    const keys = idempotencyKeysRepository(tx);
    if (!(await keys.claim(opts.scope, key))) {
      const row = await keys.answer<T>(opts.scope, key);
      if (!row || row.response.requestHash !== requestHash) {
        throw appError('CONFLICT', 'idempotencyKeyReused');
      }
      return { statusCode: row.statusCode, body: row.response.body, replayed: true };
    }
    const result = await work(tx);
    await keys.saveAnswer(opts.scope, key, { statusCode: result.statusCode, response: { requestHash, body: result.body } });
    return { ...result, replayed: false };
  });
}

/** Forgets keys older than the TTL. */
export async function expireIdempotencyKeys(db: Database, scope: string): Promise<number> {
  return idempotencyKeysRepository(db).expire(scope, IDEMPOTENCY_TTL_HOURS);
}
