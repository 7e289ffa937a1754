import { qrPoster, qrRecordParams, qrResolved, qrSheet, qrSheetParams, qrTokenParams } from '@fikra/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createQrService, isPrintableHost, type PosterOrigin } from './qr.service.js';

/** Scanning is public; a plant's worth of phones behind one address stays well inside this. */
const RESOLVE_RATE_LIMIT = { max: 300, timeWindow: '1 minute' };
const tags = ['QR posters'];

/**
 * The address a poster's code opens: PUBLIC_URL when the plant set it (issue 28), otherwise the one this request
 * came to (what the admin's browser reached), which is printable only when it is a real host name.
 */
const originOf = (req: FastifyRequest, publicUrl: string | undefined): PosterOrigin =>
  publicUrl
    ? { origin: publicUrl.replace(/\/+$/, ''), printable: true }
    : { origin: `${req.protocol}://${req.host}`, printable: isPrintableHost(req.hostname) };

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
    (req) => service.sheet(originOf(req, app.config.PUBLIC_URL), req.params.factoryBusinessUnitId),
  );

  app.get(
    '/qr/:masterDataId',
    { schema: { tags, params: qrRecordParams, response: { 200: qrPoster } }, preValidation: app.authorize('qr.print') },
    (req) => service.poster(originOf(req, app.config.PUBLIC_URL), req.params.masterDataId),
  );
};
