import { plantSettingsBody, plantSettingsOutput } from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPlantSettingsService } from './plantSettings.service.js';

const tags = ['plant settings'];

/** The plant's settings: every signed-in user reads them (currency, modules in use); an administrator changes them. */
export const plantSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = createPlantSettingsService(app.db);

  app.get(
    '/plant-settings',
    { schema: { tags, response: { 200: plantSettingsOutput } }, preValidation: app.authenticate },
    async () => settings.get(),
  );

  app.put(
    '/plant-settings',
    {
      schema: { tags, body: plantSettingsBody, response: { 200: plantSettingsOutput } },
      preValidation: app.authorize('settings.edit'),
    },
    (req) => settings.update(req.body),
  );
};
