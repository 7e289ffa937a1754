import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { isPublicEntryPath, UPLOAD_LIMITS } from '@fikra/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { sessionsRepository } from './data/sessions.repository.js';
import { type Database, queryOrigin } from './db/client.js';
import { registerHousekeeping } from './housekeeping.js';
import { type Counters, countersFor } from './lib/counters.js';
import { loggerOptions } from './lib/logging.js';
import { counterStore } from './lib/rateLimitStore.js';
import { getOrCreateSetting } from './lib/settings.js';
import { registerModules } from './modules/index.js';
import { authPlugin, createTokenService } from './plugins/auth.js';
import { errorBody, registerErrorHandler } from './plugins/errors.js';
import { registerHttpsOnlyHeaders } from './plugins/httpsOnlyHeaders.js';
import { registerMetrics } from './plugins/metrics.js';
import { registerMultipartFileCleanup } from './plugins/multipartFiles.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    /** where every limit counts: PostgreSQL with DATABASE_URL, this process's memory on the embedded database */
    counters: Counters;
  }
}

export interface BuildOptions {
  db: Database;
  config: Config;
  /** where the log goes instead of stdout (tests read it) */
  logStream?: NodeJS.WritableStream;
}

export async function buildApp({ db, config, logStream }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, logStream),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 5 * 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { caseSensitive: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('counters', countersFor(db));
  registerErrorHandler(app);
  const metrics = registerMetrics(app, config.METRICS_TOKEN);
  // the request's id goes with its SQL as a comment (db/client.ts); after the body is read, which loses the context
  app.addHook('preValidation', (req, _reply, done) => queryOrigin.run(req.id, done));

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd injects its CSS-in-JS at run time
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // sent per request below, only over real HTTPS
        upgradeInsecureRequests: null,
      },
    },
    hsts: false,
    crossOriginEmbedderPolicy: false,
  });
  registerHttpsOnlyHeaders(app);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, { global: false, enableDraftSpec: true, store: counterStore(app.counters) });
  await app.register(multipart, { limits: { fileSize: Math.max(...Object.values(UPLOAD_LIMITS)), files: 10 } });
  registerMultipartFileCleanup(app);
  await app.register(swagger, {
    openapi: { info: { title: 'Fikra API', version: '1.0.0' }, servers: [{ url: '/' }] },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/v1/docs', staticCSP: false });

  const secret = config.JWT_SECRET ?? (await getOrCreateSetting(db, 'jwt_secret', 48));
  const tokens = createTokenService(secret, config.ACCESS_TOKEN_MINUTES);
  await app.register(authPlugin, { tokens, loadSession: sessionsRepository(db).loadUser });
  await app.register(registerModules, { prefix: '/v1' });
  registerHousekeeping(app, metrics.jobRun);

  serveWebApp(app, config);
  return app;
}

/** What a client-side route of the SPA answers to, as a static page would. */
const APP_ROUTE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/** Serves the built SPA (when built), with index.html for every non-API GET path (client-side routes). */
function serveWebApp(app: FastifyInstance, config: Config) {
  const dist = resolve(config.WEB_DIST ?? join(import.meta.dirname, '../../web/dist'));
  const hasWeb = existsSync(join(dist, 'index.html'));
  const hasPublicEntry = existsSync(join(dist, 'public.html'));
  if (hasWeb) {
    app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      cacheControl: false,
      // hashed bundles never change; the service worker, its manifest and the page must be fetched fresh so
      // that an upgrade reaches every phone on its next load
      setHeaders: (res, path) =>
        res.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    // a missing bundle is a 404, never a page (a browser would run the page as a script)
    const notAPage = path.startsWith('/v1/') || path === '/v1' || path.startsWith('/assets/');
    if (!hasWeb || !APP_ROUTE_METHODS.includes(request.method) || notAPage) {
      return reply.status(404).send(errorBody('NOT_FOUND', { key: 'routeNotFound', params: { method: request.method, path } }));
    }
    if (request.method === 'OPTIONS') return reply.status(204).header('Allow', APP_ROUTE_METHODS.join(', ')).send();
    // for HEAD, Node sends the headers of the page and drops its body; the shop floor's pages have their own entry
    const page = hasPublicEntry && isPublicEntryPath(path) ? 'public.html' : 'index.html';
    return reply.header('Cache-Control', 'no-cache').sendFile(page);
  });
}
