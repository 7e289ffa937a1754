import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.js';

/** A value generated once and kept in the database, so every API process shares it. */
export async function getOrCreateSetting(db: Database, key: string, bytes: number): Promise<string> {
  await db.query('insert into app_settings (key, value) values ($1, $2) on conflict (key) do nothing', [
    key,
    randomBytes(bytes).toString('base64url'),
  ]);
  const [row] = await db.query<{ value: string }>('select value from app_settings where key = $1', [key]);
  return row.value;
}
