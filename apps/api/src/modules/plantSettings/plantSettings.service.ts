import type { PlantSettingsBody } from '@fikra/shared';
import { plantSettingsRepository } from '../../data/plantSettings.repository.js';
import type { Database } from '../../db/client.js';
import { staleVersion } from '../../plugins/errors.js';

/** The plant's one settings row: read by everyone signed in, changed with its version. */
export function createPlantSettingsService(db: Database) {
  const settings = plantSettingsRepository(db);
  return {
    get: () => settings.get(),
    async update(body: PlantSettingsBody) {
      const saved = await settings.update(body);
      if (!saved) throw staleVersion();
      return saved;
    },
  };
}
