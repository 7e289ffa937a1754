import { adminUserUpdateBody, idParams, pageQuery, versionField } from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createUsersRepository, toUserOutput } from '../../db/users.repository.js';
import { conflict, forbidden, notFound, staleVersion, validationFailed } from '../../plugins/errors.js';

const NO_USER = 'No user with this ID';
const updateBody = adminUserUpdateBody.extend({ version: versionField, _id: z.string().optional() });

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = createUsersRepository(app.db);

  app.get('/User/token', { schema: { tags: ['users'] }, preHandler: app.authenticate }, async (req) => {
    const user = await users.findById(req.user!.id);
    if (!user) throw notFound(NO_USER);
    return toUserOutput(user);
  });

  app.get(
    '/User/all',
    { schema: { tags: ['users'], querystring: pageQuery }, preHandler: app.authorize('users.list') },
    async (req) => users.list(req.query),
  );

  app.get('/User/code/all', { schema: { tags: ['users'] }, preHandler: app.authorize('users.list') }, async () => ({
    data: await users.listCodes(),
  }));

  app.get(
    '/User/code/:code',
    {
      schema: { tags: ['users'], params: z.object({ code: z.string().min(1).max(60) }) },
      preHandler: app.authorize('users.list'),
    },
    async (req) => {
      const user = await users.findByCode(req.params.code);
      if (!user) throw notFound(NO_USER);
      return toUserOutput(user);
    },
  );

  app.get('/User/:id', { schema: { tags: ['users'], params: idParams }, preHandler: app.authenticate }, async (req) => {
    if (req.params.id !== req.user!.id && req.user!.role !== 'ADMIN' && req.user!.role !== 'CONSULTANT') throw forbidden();
    const user = await users.findById(req.params.id);
    if (!user) throw notFound(NO_USER);
    return toUserOutput(user);
  });

  app.put(
    '/User/:id',
    { schema: { tags: ['users'], params: idParams, body: updateBody }, preHandler: app.authenticate },
    async (req) => {
      const me = req.user!;
      const isSelf = req.params.id === me.id;
      const isAdmin = me.role === 'ADMIN';
      if (!isSelf && !isAdmin) throw forbidden();
      const target = await users.findById(req.params.id);
      if (!target) throw notFound(NO_USER);
      const b = req.body;
      const fields: Record<string, unknown> = {};
      if (b.username !== undefined) fields.username = b.username;
      if (b.email !== undefined) {
        if (await users.emailTaken(b.email, target.id)) throw conflict('This email is already registered');
        fields.email = b.email;
      }
      if (b.mobile !== undefined) fields.mobile = b.mobile;
      if ('userCode' in b) fields.user_code = b.userCode ?? null;
      let roleChanged = false;
      if (isAdmin) {
        if (b.userType !== undefined && b.userType !== target.user_type) {
          if (target.user_type === 'ADMIN' && (await users.countAdmins()) <= 1) {
            throw conflict('At least one ADMIN must remain');
          }
          fields.user_type = b.userType;
          roleChanged = true;
        }
        for (const [key, column, kind] of [
          ['company', 'company_id', 'company'],
          ['factoryBusinessUnit', 'factory_business_unit_id', 'factoryBusinessUnit'],
        ] as const) {
          const value = b[key];
          if (value === undefined) continue;
          // spec §5 edit-user: the factory business unit is required; the company may be cleared
          if (value === null && key === 'factoryBusinessUnit') throw validationFailed(key, 'This is required');
          if (value !== null && (await users.masterDataKind(value as string)) !== kind) {
            throw validationFailed(key, 'This is required');
          }
          fields[column] = value;
        }
        if (
          fields.factory_business_unit_id !== undefined &&
          fields.factory_business_unit_id !== target.factory_business_unit_id
        ) {
          roleChanged = true; // a unit-scoped manager's reach changed
        }
      } else if (b.userType !== undefined && b.userType !== target.user_type) {
        throw forbidden('Only an ADMIN can change a user type');
      }
      if (!(await users.update(target.id, b.version, fields))) throw staleVersion();
      if (roleChanged) await users.revokeSessions(target.id);
      return toUserOutput((await users.findById(target.id))!);
    },
  );

  app.delete(
    '/User/:id',
    { schema: { tags: ['users'], params: idParams }, preHandler: app.authorize('users.delete') },
    async (req) => {
      const target = await users.findById(req.params.id);
      if (!target) throw notFound(NO_USER);
      if (target.id === req.user!.id) throw conflict('You cannot delete your own account');
      if (target.user_type === 'ADMIN' && (await users.countAdmins()) <= 1) throw conflict('At least one ADMIN must remain');
      await users.remove(target.id);
      return { message: 'Deleted', _id: target.id };
    },
  );
};
