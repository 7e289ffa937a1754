import { createHmac, createSecretKey, randomUUID } from 'node:crypto';
import { type Action, can, uuid } from '@fikra/shared';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import jwt from 'jsonwebtoken';
import type { SessionUser } from '../data/sessions.repository.js';
import { appError, forbidden } from './errors.js';

/** The signed-in user of a request (request.user): its live session's user. */
export type AuthUser = SessionUser;

export interface TokenClaims {
  sub: string;
  sid: string;
  jti: string;
  email: string;
  iat: number;
  exp: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    authorize: (action: Action) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    tokens: TokenService;
    /**
     * Who may call each route, as its hooks say, and its schemas: read by the authorization test generated from
     * the matrix and by the tests that send every route mistaken and hostile bodies.
     */
    routeAccess: RouteAccess[];
  }
  interface FastifyRequest {
    user?: AuthUser;
  }
}

export interface TokenService {
  /** A new token; given `same` (a jti and issue time already handed out), exactly that token again. */
  sign(
    userId: string,
    sessionId: string,
    email: string,
    same?: { jti: string; issuedAt: number },
  ): { token: string; jti: string; issuedAt: number };
  /** Verifies the signature; expiry is checked unless ignoreExpiration. */
  verify(token: string, ignoreExpiration?: boolean): TokenClaims;
  /** An HMAC-SHA256 of `text` with the token secret, labelled by `purpose` (base64url): signs what the server hands out. */
  mac(purpose: string, text: string): string;
}

const isUuid = (v: unknown) => uuid.safeParse(v).success;

export function createTokenService(secret: string, minutes: number): TokenService {
  // a KeyObject, made once: given a string, jsonwebtoken first tries (and fails) to parse it as a public key
  // on every verify, which cost about 1 ms of CPU per authenticated request in `npm run bench`
  const key = createSecretKey(Buffer.from(secret));
  return {
    sign(userId, sessionId, email, same) {
      const jti = same?.jti ?? randomUUID();
      const issuedAt = same?.issuedAt ?? Math.floor(Date.now() / 1000);
      const token = jwt.sign({ sid: sessionId, email, iat: issuedAt }, key, {
        algorithm: 'HS256',
        subject: userId,
        jwtid: jti,
        expiresIn: minutes * 60,
      });
      return { token, jti, issuedAt };
    },
    verify(token, ignoreExpiration = false) {
      try {
        const claims = jwt.verify(token, key, { algorithms: ['HS256'], ignoreExpiration }) as TokenClaims;
        // ids are looked up in uuid columns: a signed token from an older or foreign issuer must not reach them
        if (!isUuid(claims.sid) || !isUuid(claims.sub)) throw new Error('malformed claims');
        return claims;
      } catch (err) {
        if (err instanceof jwt.TokenExpiredError) {
          throw appError('TOKEN_EXPIRED', 'tokenEnded');
        }
        throw appError('UNAUTHENTICATED', 'signInPlease');
      }
    },
    mac: (purpose, text) => createHmac('sha256', key).update(`${purpose}\n${text}`).digest('base64url'),
  };
}

type SessionLoader = (sessionId: string, userId: string) => Promise<AuthUser | null>;

/**
 * Bearer-token authentication bound to a live server-side session row, and permission checks from the
 * shared matrix. Unit-scoped roles (MBUL, KEY_OWNER) get their factory business unit on request.user.
 */
/** A route's gate: an action of the permissions matrix, any signed-in user, or anyone. */
export interface RouteAccess {
  method: string;
  url: string;
  access: { action: Action } | 'signedIn' | 'public';
  schema?: FastifySchema;
}

const ACTION = Symbol('action');
type Gate = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & { [ACTION]?: Action };

export const authPlugin = fp<{ tokens: TokenService; loadSession: SessionLoader }>(async (app, opts) => {
  app.decorate('tokens', opts.tokens);
  app.decorateRequest('user', undefined);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw appError('UNAUTHENTICATED', 'signInPlease');
    const claims = opts.tokens.verify(token);
    const user = await opts.loadSession(claims.sid, claims.sub);
    if (!user) throw appError('UNAUTHENTICATED', 'sessionEnded');
    request.user = user;
  });

  app.decorate('authorize', (action: Action) => {
    const gate: Gate = async (request, reply) => {
      if (!request.user) await app.authenticate(request, reply);
      if (!can(request.user?.role, action)) throw forbidden();
    };
    gate[ACTION] = action;
    return gate;
  });

  app.decorate('routeAccess', [] as RouteAccess[]);
  app.addHook('onRoute', (route) => {
    const hooks = [route.preValidation, route.preHandler].flat().filter(Boolean) as Gate[];
    const action = hooks.find((h) => h[ACTION])?.[ACTION];
    const access = action ? { action } : hooks.includes(app.authenticate) ? 'signedIn' : 'public';
    for (const method of [route.method].flat()) app.routeAccess.push({ method, url: route.url, access, schema: route.schema });
  });
});
