import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { ignoredField, versionField } from './common.js';
import { whenMissing } from './zodMessages.js';

/** The currencies a plant may show its savings in (ISO 4217); Egyptian pounds unless an administrator changes it. */
export const PLANT_CURRENCIES = ['EGP', 'SAR', 'AED', 'USD', 'EUR'] as const;
export type PlantCurrency = (typeof PLANT_CURRENCIES)[number];
export const DEFAULT_CURRENCY: PlantCurrency = 'EGP';

/** GET /v1/plant-settings: what every signed-in screen reads (the dashboard's currency, the menu's modules). */
export const plantSettingsOutput = z.object({
  currency: z.enum(PLANT_CURRENCIES),
  /** the record kinds but notifications (countries, clients, projects, …): off until an administrator turns them on; while off,
   * their routes answer MODULE_OFF and their pages say so (decision 030) */
  recordsEnabled: z.boolean(),
  version: z.number(),
  updatedAt: z.string(),
});
export type PlantSettings = z.infer<typeof plantSettingsOutput>;

/** PUT /v1/plant-settings: what GET returns can be sent back (updatedAt is ignored). */
export const plantSettingsBody = z.object({
  currency: z.enum(PLANT_CURRENCIES, { error: whenMissing(MESSAGES.required) }),
  recordsEnabled: z.boolean({ error: whenMissing(MESSAGES.required) }),
  version: versionField,
  updatedAt: ignoredField,
});
export type PlantSettingsBody = z.infer<typeof plantSettingsBody>;
