import {
  adminUserUpdateBody,
  deletedOutput,
  idParams,
  ignoredField,
  listEnvelope,
  pageQuery,
  REQUIRED,
  requiredText,
  setPasswordBody,
  userCodesOutput,
  userImageBody,
  userOutput,
  versionField,
} from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createUserAccountService } from './userAccount.service.js';
import { createUsersService } from './users.service.js';

const updateBody = adminUserUpdateBody.extend({ version: versionField, _id: ignoredField });

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = createUsersService(app.db);
  const accounts = createUserAccountService(app.db);
  const tags = ['users'];

  app.get('/User/token', { schema: { tags, response: { 200: userOutput } }, preValidation: app.authenticate }, (req) =>
    users.get(req.user!, req.user!.id),
  );

  app.get(
    '/User/all',
    {
      schema: { tags, querystring: pageQuery, response: { 200: listEnvelope(userOutput) } },
      preValidation: app.authorize('users.list'),
    },
    (req) => users.list(req.query),
  );

  app.get(
    '/User/code/all',
    { schema: { tags, response: { 200: userCodesOutput } }, preValidation: app.authorize('users.list') },
    () => users.listCodes(),
  );

  app.get(
    '/User/code/:code',
    {
      schema: { tags, params: z.object({ code: requiredText(REQUIRED, 1, REQUIRED, 60) }), response: { 200: userOutput } },
      preValidation: app.authorize('users.list'),
    },
    (req) => users.byCode(req.params.code),
  );

  app.get(
    '/User/:id',
    { schema: { tags, params: idParams, response: { 200: userOutput } }, preValidation: app.authenticate },
    (req) => users.get(req.user!, req.params.id),
  );

  app.put(
    '/User/:id',
    { schema: { tags, params: idParams, body: updateBody, response: { 200: userOutput } }, preValidation: app.authenticate },
    (req) => users.update(req.user!, req.params.id, req.body),
  );

  app.put(
    '/User/:id/password',
    {
      schema: { tags, params: idParams, body: setPasswordBody, response: { 200: deletedOutput } },
      preValidation: app.authorize('users.edit'),
    },
    (req) => accounts.setPassword(req.params.id, req.body.password),
  );

  app.put(
    '/User/:id/image',
    {
      schema: { tags, params: idParams, body: userImageBody, response: { 200: userOutput } },
      preValidation: app.authenticate,
    },
    (req) => accounts.setImage(req.user!, req.params.id, req.body.image),
  );

  app.delete(
    '/User/:id',
    { schema: { tags, params: idParams, response: { 200: deletedOutput } }, preValidation: app.authorize('users.delete') },
    (req) => users.remove(req.user!, req.params.id),
  );
};
