import { changePasswordBody, loginBody, refreshBody, registerBody, SESSION } from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { firstCompanyOf } from '../../db/hierarchy.js';
import { createUsersRepository, toUserOutput } from '../../db/users.repository.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { SessionStore } from '../../lib/sessions.js';
import { AppError, conflict, validationFailed } from '../../plugins/errors.js';

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'Email or password is incorrect');
const refreshRefused = (message = 'Your session has ended, please sign in again') =>
  new AppError(401, 'UNAUTHENTICATED', message);

/** Rate limit keyed by address and account, counted after the body is parsed. */
const perAccountLimit = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (req: { ip: string; body?: unknown }) =>
      `${req.ip}|${String((req.body as { email?: string } | undefined)?.email ?? '').toLowerCase()}`,
  },
});

export const authRoutes: FastifyPluginAsyncZod<{ sessions: SessionStore }> = async (app, { sessions }) => {
  const users = createUsersRepository(app.db);
  const perMinute = app.config.LOGIN_RATE_LIMIT_PER_MINUTE;

  app.post('/auth/login', { schema: { tags: ['auth'], body: loginBody }, config: perAccountLimit(perMinute) }, async (req) => {
    const user = await users.findByEmail(req.body.email);
    const ok = await verifyPassword(req.body.password, user?.password_hash ?? (await dummyPasswordHash()));
    if (!user || !ok) throw invalidCredentials();
    const { token } = await sessions.start(user);
    return { user: toUserOutput(user), token };
  });

  app.post(
    '/auth/register',
    { schema: { tags: ['auth'], body: registerBody }, config: perAccountLimit(perMinute) },
    async (req, reply) => {
      const body = req.body;
      const fbuId = body.factoryBusinessUnit as string;
      if ((await users.masterDataKind(fbuId)) !== 'factoryBusinessUnit') {
        throw validationFailed('factoryBusinessUnit', 'Location of idea not found');
      }
      if (await users.emailTaken(body.email)) throw conflict('This email is already registered');
      const id = await users.insert({
        username: body.username,
        email: body.email,
        passwordHash: await hashPassword(body.password),
        userCode: body.userCode,
        mobile: body.mobile,
        userType: 'USER',
        factoryBusinessUnitId: fbuId,
        companyId: await firstCompanyOf(app.db, fbuId),
        defaultLang: body.defaultLang,
      });
      const user = await users.findById(id);
      const { token } = await sessions.start(user);
      return reply.status(201).send({ user: toUserOutput(user), token });
    },
  );

  app.put(
    '/auth/refreshToken',
    { schema: { tags: ['auth'], body: refreshBody }, config: perAccountLimit(perMinute * 2) },
    async (req) => {
      let claims: ReturnType<typeof app.tokens.verify>;
      try {
        claims = app.tokens.verify(req.body.oldToken, true);
      } catch {
        throw refreshRefused();
      }
      if (claims.email !== req.body.email) throw refreshRefused();
      const session = await sessions.get(claims.sid);
      if (!session || session.revoked_at || session.user_id !== claims.sub) throw refreshRefused();
      const now = Date.now();
      if (now - new Date(session.created_at).getTime() > SESSION.sessionMaxHours * 3600_000) throw refreshRefused();
      if (now - claims.exp * 1000 > SESSION.refreshGraceMinutes * 60_000) throw refreshRefused();
      const user = await users.findById(claims.sub);
      if (!user || user.email !== req.body.email) throw refreshRefused();
      const next = app.tokens.sign(user.id, session.id, user.email);
      if (!(await sessions.rotate(session.id, claims.jti, next.jti))) {
        // a token presented twice for refresh: someone holds a copy, so end the session
        await sessions.revoke(session.id);
        throw refreshRefused();
      }
      return { token: next.token, user: toUserOutput(user) };
    },
  );

  app.post('/auth/logout', { schema: { tags: ['auth'] }, preHandler: app.authenticate }, async (req) => {
    await sessions.revoke(req.user!.sessionId);
    return { message: 'Signed out' };
  });

  app.put(
    '/auth/changePassword',
    { schema: { tags: ['auth'], body: changePasswordBody }, preHandler: app.authenticate, config: perAccountLimit(perMinute) },
    async (req) => {
      const user = await users.findById(req.user!.id);
      if (!(await verifyPassword(req.body.oldPassword, user.password_hash))) {
        throw validationFailed('oldPassword', 'The current password is incorrect');
      }
      await users.update(user.id, user.version, { password_hash: await hashPassword(req.body.newPassword) });
      await users.revokeSessions(user.id);
      const { token } = await sessions.start(user);
      return { message: 'Password changed', token, user: toUserOutput((await users.findById(user.id))!) };
    },
  );
};
