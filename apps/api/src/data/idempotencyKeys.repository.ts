import type { Tx } from '../db/client.js';

export interface StoredAnswer<T> {
  statusCode: number;
  response: { requestHash: string; body: T };
}

/** The answers of requests sent with an `Idempotency-Key` (lib/idempotency.ts). */
export function idempotencyKeysRepository(db: Tx) {
  return {
    /** Takes the key for this request; false when another request has it already. */
    async claim(scope: string, key: string): Promise<boolean> {
      const claimed = await db.query(
        `insert into idempotency_keys (key, scope, status_code, response) values ($1, $2, 0, '{}')
         on conflict (scope, key) do nothing returning key`,
        [key, scope],
      );
      return claimed.length > 0;
    },

    async answer<T>(scope: string, key: string): Promise<StoredAnswer<T> | undefined> {
      const [row] = await db.query<{ status_code: number; response: StoredAnswer<T>['response'] }>(
        'select status_code, response from idempotency_keys where scope = $1 and key = $2',
        [scope, key],
      );
      return row && { statusCode: row.status_code, response: row.response };
    },

    async saveAnswer(scope: string, key: string, answer: StoredAnswer<unknown>): Promise<void> {
      await db.query('update idempotency_keys set status_code = $3, response = $4 where scope = $1 and key = $2', [
        scope,
        key,
        answer.statusCode,
        JSON.stringify(answer.response),
      ]);
    },

    /** Forgets the keys older than `hours`; returns how many. */
    async expire(scope: string, hours: number): Promise<number> {
      const rows = await db.query(
        'delete from idempotency_keys where scope = $1 and created_at < now() - make_interval(hours => $2) returning key',
        [scope, hours],
      );
      return rows.length;
    },
  };
}
