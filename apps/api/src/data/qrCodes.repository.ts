import { randomBytes } from 'node:crypto';
import type { Tx } from '../db/client.js';

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 10 base-62 characters (about 59 bits): short enough to type from a poster, too many to guess. */
function newToken(): string {
  return Array.from(randomBytes(10), (b) => BASE62[b % 62]).join('');
}

/** The qr_codes table: a poster's token, the record it names and the path of parents it was printed with. */
export function qrCodesRepository(q: Tx) {
  return {
    /** The token of a record printed along `path` (top-down ids), created the first time. */
    async tokenFor(masterDataId: string, path: string[]): Promise<string> {
      await q.query(
        `insert into qr_codes (token, master_data_id, path) values ($1, $2, $3::jsonb)
         on conflict (master_data_id, path) do nothing`,
        [newToken(), masterDataId, JSON.stringify(path)],
      );
      const [row] = await q.query<{ token: string }>(
        'select token from qr_codes where master_data_id = $1 and path = $2::jsonb',
        [masterDataId, JSON.stringify(path)],
      );
      return row.token;
    },

    async findByToken(token: string): Promise<{ masterDataId: string; path: string[] } | undefined> {
      const [row] = await q.query<{ master_data_id: string; path: string[] }>(
        'select master_data_id, path from qr_codes where token = $1',
        [token],
      );
      return row && { masterDataId: row.master_data_id, path: row.path };
    },
  };
}
