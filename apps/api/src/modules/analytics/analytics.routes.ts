import {
  ANALYTICS_COUNTS,
  analyticsCountResponse,
  analyticsDashboardQuery,
  analyticsDashboardResponse,
  analyticsExportQuery,
  analyticsFilters,
  DEFAULT_LANGUAGE,
  fileDownloadOutput,
  spreadFiguresOutput,
} from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAnalyticsService } from './analytics.service.js';

const tags = ['analytics'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The dashboard (spec §2, §7; issue 15): header counts `GET /v1/analytics/<name>` -> { count } and the charts'
 * figures `GET /v1/analytics/dashboard` (and as .xlsx, `GET /v1/analytics/export`), all within the caller's unit scope. Everyone signed in sees them.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAnalyticsService(app.db);

  for (const what of ANALYTICS_COUNTS) {
    app.get(
      `/analytics/${what}`,
      { schema: { tags, response: { 200: analyticsCountResponse } }, preValidation: app.authenticate },
      async (req) => ({ count: await service.count(req.user!, what) }),
    );
  }

  app.get(
    '/analytics/dashboard',
    {
      schema: { tags, querystring: analyticsDashboardQuery, response: { 200: analyticsDashboardResponse } },
      preValidation: app.authenticate,
    },
    (req) => service.dashboard(req.user!, req.query),
  );

  app.get(
    '/analytics/spread',
    {
      schema: { tags, querystring: analyticsFilters, response: { 200: spreadFiguresOutput } },
      preValidation: app.authenticate,
    },
    (req) => service.spread(req.user!, req.query),
  );

  app.get(
    '/analytics/export',
    {
      schema: { tags, querystring: analyticsExportQuery, response: { 200: fileDownloadOutput } },
      preValidation: app.authenticate,
    },
    async (req, reply) => {
      const { lang = DEFAULT_LANGUAGE, ...filters } = req.query;
      const body = await service.workbook(req.user!, filters, lang);
      return reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', `attachment; filename="dashboard-${filters.from}-${filters.to}.xlsx"`)
        .header('Cache-Control', 'no-store')
        .send(body);
    },
  );
};
