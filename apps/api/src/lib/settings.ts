import { randomBytes } from 'node:crypto';
import { appSettingsRepository } from '../data/appSettings.repository.js';
import type { Database } from '../db/client.js';

/** A random value of `bytes` generated once and kept in the database, so every API process shares it. */
export async function getOrCreateSetting(db: Database, key: string, bytes: number): Promise<string> {
  return appSettingsRepository(db).getOrCreate(key, randomBytes(bytes).toString('base64url'));
}
