import { countResponse } from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Counts for the dashboard (spec §7 Analytics). Clients, projects and assessments have no tables yet
 * (the spec lists them as endpoints only), so they count an empty set.
 */
const COUNT_SQL: Record<string, string | null> = {
  ideas: 'select count(*) from ideas',
  users: 'select count(*) from users',
  clients: null,
  projects: null,
  assessments: null,
};

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [name, sql] of Object.entries(COUNT_SQL)) {
    app.get(
      `/analytics/${name}`,
      { schema: { tags: ['analytics'], response: { 200: countResponse } }, preHandler: app.authenticate },
      async () => {
        if (!sql) return { count: 0 };
        const [row] = await app.db.query<{ count: string }>(sql);
        return { count: Number(row.count) };
      },
    );
  }
};
