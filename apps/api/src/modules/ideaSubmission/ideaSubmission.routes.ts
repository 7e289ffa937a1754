import {
  employeeCodeLookupParams,
  IDEAS_FETCHED,
  ideaSubmissionBody,
  ideaSubmittedOutput,
  isIdeaNumber,
  type MessageKey,
  type PublicIdeaStatus,
  publicStatusResponse,
  statusLookupQuery,
} from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ideasRepository } from '../../data/ideas.repository.js';
import { expireIdempotencyKeys, idempotencyKey } from '../../lib/idempotency.js';
import { runPeriodically } from '../../lib/periodic.js';
import { routeWideLimit } from '../../lib/windowCounter.js';
import { notFound } from '../../plugins/errors.js';
import { SUBMISSION_SCOPE, submitIdea } from './ideaSubmission.service.js';
import { submissionLimits } from './submissionLimits.js';

/** Per address and per route for all addresses together (DESIGN §7: no bulk reading of ideas). */
export const STATUS_LOOKUP_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
export const STATUS_LOOKUP_ROUTE_LIMIT = { max: 300, windowMs: 60_000 };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const tags = ['idea submission'];

export const ideaSubmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ideas = ideasRepository(app.db);
  runPeriodically(app, 'idempotency-keys', () => expireIdempotencyKeys(app.db, SUBMISSION_SCOPE), { everyMs: 3600_000 });

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

  /**
   * Spec §8: ideas found -> 'Ideas fetched successfully'; none for an employee code -> 404 with
   * 'Ideas fetched successfully but no submitted ideas'; no such idea -> 404 with 'No idea with this ID'.
   * The web shows each of these texts as sent.
   */
  const byEmployee = async (employeeCode: string) => found(await ideas.publicStatus({ employeeCode }), 'noSubmittedIdeas');
  /** By the idea's id (spec), or by its number together with its presenter's employee code (our addition). */
  const byIdea = async (code: string, employeeCode?: string) => {
    const where = isIdeaNumber(code)
      ? employeeCode
        ? { ideaNumber: Number(code), employeeCode }
        : null
      : UUID.test(code)
        ? { id: code.toLowerCase() }
        : null;
    return found(where ? await ideas.publicStatus(where) : [], 'noIdea');
  };
  const found = (data: PublicIdeaStatus[], emptyMessage: MessageKey) => {
    if (!data.length) throw notFound(emptyMessage);
    return { message: IDEAS_FETCHED, data };
  };
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
