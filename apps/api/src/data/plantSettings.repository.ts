import type { PlantSettings, PlantSettingsBody } from '@fikra/shared';
import type { Tx } from '../db/client.js';
import { iso } from './sql.js';

interface SettingsRow {
  currency: PlantSettings['currency'];
  records_enabled: boolean;
  version: number;
  updated_at: Date | string;
}

const toPlantSettings = (r: SettingsRow): PlantSettings => ({
  currency: r.currency,
  recordsEnabled: r.records_enabled,
  version: r.version,
  updatedAt: iso(r.updated_at),
});

/** The `plant_settings` table: one row, made by its migration. */
export function plantSettingsRepository(db: Tx) {
  return {
    async get(): Promise<PlantSettings> {
      const [row] = await db.query<SettingsRow>('select * from plant_settings where id');
      return toPlantSettings(row);
    },
    /** Saves the settings if `version` is current; undefined when stale. */
    async update(body: PlantSettingsBody): Promise<PlantSettings | undefined> {
      const [row] = await db.query<SettingsRow>(
        `update plant_settings set currency = $1, records_enabled = $2, version = version + 1, updated_at = now()
          where id and version = $3 returning *`,
        [body.currency, body.recordsEnabled, body.version],
      );
      return row ? toPlantSettings(row) : undefined;
    },
  };
}
