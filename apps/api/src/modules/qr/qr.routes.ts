import { qrPoster, qrRecordParams, qrResolved, qrSheet, qrSheetParams, qrTokenParams } from '@fikra/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createQrService } from './qr.service.js';

/** Scanning is public; a plant's worth of phones behind one address stays well inside this. */
const RESOLVE_RATE_LIMIT = { max: 300, timeWindow: '1 minute' };
const tags = ['QR posters'];

/** The address the poster's code opens: the one this request came to (what the admin's browser reached). */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

export const qrRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createQrService(app.db);

  app.get(
    '/qr/resolve/:token',
    { schema: { tags, params: qrTokenParams, response: { 200: qrResolved } }, config: { rateLimit: RESOLVE_RATE_LIMIT } },
    (req) => service.resolve(req.params.token),
  );

  app.get(
    '/qr/sheet/:factoryBusinessUnitId',
    { schema: { tags, params: qrSheetParams, response: { 200: qrSheet } }, preValidation: app.authorize('qr.print') },
    (req) => service.sheet(originOf(req), req.params.factoryBusinessUnitId),
  );

  app.get(
    '/qr/:masterDataId',
    { schema: { tags, params: qrRecordParams, response: { 200: qrPoster } }, preValidation: app.authorize('qr.print') },
    (req) => service.poster(originOf(req), req.params.masterDataId),
  );
};
