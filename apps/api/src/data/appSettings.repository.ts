import type { Tx } from '../db/client.js';

/** Values generated once and kept in the database, so every API process shares them (the JWT secret). */
export function appSettingsRepository(db: Tx) {
  return {
    /** The setting's value, storing `value` first when it has none. */
    async getOrCreate(key: string, value: string): Promise<string> {
      await db.query('insert into app_settings (key, value) values ($1, $2) on conflict (key) do nothing', [key, value]);
      const [row] = await db.query<{ value: string }>('select value from app_settings where key = $1', [key]);
      return row.value;
    },
  };
}
