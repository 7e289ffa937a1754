import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { SESSION, UPLOAD_LIMITS } from '@fikra/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { sessionsRepository } from './data/sessions.repository.js';
import type { Database } from './db/client.js';
import { loggerOptions } from './lib/logging.js';
import { runPeriodically } from './lib/periodic.js';
import { getOrCreateSetting } from './lib/settings.js';
import { registerModules } from './modules/index.js';
import { authPlugin, createTokenService } from './plugins/auth.js';
import { errorBody, registerErrorHandler } from './plugins/errors.js';
import { registerHttpsOnlyHeaders } from './plugins/httpsOnlyHeaders.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
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
  registerErrorHandler(app);

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
  await app.register(rateLimit, { global: false, enableDraftSpec: true });
  await app.register(multipart, { limits: { fileSize: Math.max(...Object.values(UPLOAD_LIMITS)), files: 10 } });
  await app.register(swagger, {
    openapi: { info: { title: 'Fikra API', version: '1.0.0' }, servers: [{ url: '/' }] },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/v1/docs', staticCSP: false });

  const secret = config.JWT_SECRET ?? (await getOrCreateSetting(db, 'jwt_secret', 48));
  const tokens = createTokenService(secret, config.ACCESS_TOKEN_MINUTES);
  await app.register(authPlugin, { tokens, loadSession: sessionsRepository(db).loadUser });
  runPeriodically(
    app,
    'ended-sessions',
    () => sessionsRepository(db).purgeEnded(SESSION.sessionMaxHours, SESSION.purgeEndedAfterHours),
    { everyMs: 3600_000, firstAfterMs: 0 },
  );
  await app.register(registerModules, { prefix: '/v1' });

  serveWebApp(app, config);
  return app;
}

/** What a client-side route of the SPA answers to, as a static page would. */
const APP_ROUTE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/** Serves the built SPA (when built), with index.html for every non-API GET path (client-side routes). */
function serveWebApp(app: FastifyInstance, config: Config) {
  const dist = resolve(config.WEB_DIST ?? join(import.meta.dirname, '../../web/dist'));
  const hasWeb = existsSync(join(dist, 'index.html'));
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
    if (!hasWeb || !APP_ROUTE_METHODS.includes(request.method) || path.startsWith('/v1/') || path === '/v1') {
      return reply.status(404).send(errorBody('NOT_FOUND', { key: 'routeNotFound', params: { method: request.method, path } }));
    }
    if (request.method === 'OPTIONS') return reply.status(204).header('Allow', APP_ROUTE_METHODS.join(', ')).send();
    // for HEAD, Node sends the headers of the page and drops its body
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
