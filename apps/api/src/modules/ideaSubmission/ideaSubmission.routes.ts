import {
  employeeCodeLookupParams,
  ideaSubmissionBody,
  ideaSubmittedOutput,
  publicStatusResponse,
  statusLookupQuery,
} from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKey } from '../../lib/idempotency.js';
import { routeWideLimit } from '../../lib/windowCounter.js';
import { submitIdea } from './ideaSubmission.service.js';
import { statusLookups } from './statusLookup.service.js';
import { submissionLimits } from './submissionLimits.js';

/** Per address and per route for all addresses together (DESIGN §7: no bulk reading of ideas). */
export const STATUS_LOOKUP_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
export const STATUS_LOOKUP_ROUTE_LIMIT = { max: 300, windowMs: 60_000 };

const tags = ['idea submission'];

export const ideaSubmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { byEmployee, byIdea } = statusLookups(app.db);

  const limits = submissionLimits();
  app.post(
    '/idea-crud',
    {
      schema: { tags, body: ideaSubmissionBody, response: { 201: ideaSubmittedOutput } },
      attachValidation: true,
      preHandler: limits.check,
      onResponse: limits.count,
    },
    async (req, reply) => {
      if (req.validationError) throw req.validationError;
      const result = await submitIdea(app.db, req.body, idempotencyKey(req.headers['idempotency-key']));
      if (result.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(201).send(result.body);
    },
  );

  const lookup = () => ({
    config: { rateLimit: STATUS_LOOKUP_RATE_LIMIT },
    preHandler: routeWideLimit(STATUS_LOOKUP_ROUTE_LIMIT),
  });

  app.get(
    '/idea-crud/code/:employeeCode',
    { schema: { tags, params: employeeCodeLookupParams, response: { 200: publicStatusResponse } }, ...lookup() },
    (req) => byEmployee(req.params.employeeCode),
  );

  app.get(
    '/idea-crud/status',
    { schema: { tags, querystring: statusLookupQuery, response: { 200: publicStatusResponse } }, ...lookup() },
    (req) => (req.query.type === 'employee' ? byEmployee(req.query.code) : byIdea(req.query.code, req.query.employeeCode)),
  );
};
