import {
  currentEmployeeSheetOutput,
  deletedOutput,
  employeeCodeParams,
  employeeCodesCreateManyBody,
  employeeCodesListOutput,
  employeeCodesStoredOutput,
  employeeLookupOutput,
  employeeSheetCreateBody,
  employeeSheetOutput,
  employeeSheetParseBody,
  employeeSheetUpdateBody,
  FILE_UPLOADED,
  fileDownloadOutput,
  idParams,
  MESSAGES,
  pageQuery,
  parsedEmployeeSheetOutput,
} from '@fikra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeWideLimit } from '../../lib/windowCounter.js';
import { codesTemplate, createEmployeeSheetsService, parseSheet, replaceEmployeeCodes } from './employeeCodes.service.js';

/**
 * The idea form looks a code up a second after typing stops (about two lookups a form): per address enough
 * for a plant behind one address at its busiest, and for all addresses together a bound on reading the
 * names in bulk (DESIGN §7).
 */
export const CODE_LOOKUP_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };
export const CODE_LOOKUP_ROUTE_LIMIT = { max: 600, windowMs: 60_000 };

const tags = ['employee code sheet'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const employeeCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  const sheets = createEmployeeSheetsService(app.db);
  const manage = app.authorize('uploads.manage');

  app.get(
    '/employee-sheet',
    { schema: { tags, response: { 200: currentEmployeeSheetOutput } }, preValidation: manage },
    async () => ({ data: await sheets.current() }),
  );

  app.get(
    '/employee-sheet/codes',
    { schema: { tags, querystring: pageQuery, response: { 200: employeeCodesListOutput } }, preValidation: manage },
    async (req) => sheets.listCodes(req.query),
  );

  app.get(
    '/employee-sheet/template',
    { schema: { tags, response: { 200: fileDownloadOutput } }, preValidation: manage },
    async (_req, reply) =>
      reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', 'attachment; filename="employee-codes-template.xlsx"')
        .header('Cache-Control', 'no-store')
        .send(await codesTemplate()),
  );

  app.post(
    '/employee-sheet',
    { schema: { tags, body: employeeSheetCreateBody, response: { 201: employeeSheetOutput } }, preValidation: manage },
    async (req, reply) => reply.status(201).send(await sheets.create(req.body.fileId)),
  );

  app.post(
    '/employee-sheet/parse',
    { schema: { tags, body: employeeSheetParseBody, response: { 200: parsedEmployeeSheetOutput } }, preValidation: manage },
    async (req) => {
      const data = await parseSheet(app.db, req.body.fileId);
      return { data, total: data.length };
    },
  );

  app.post(
    '/employee-sheet/createMany',
    { schema: { tags, body: employeeCodesCreateManyBody, response: { 201: employeeCodesStoredOutput } }, preValidation: manage },
    async (req, reply) => {
      const sheet = await replaceEmployeeCodes(app.db, req.body.data, req.body.sheetId);
      return reply.status(201).send({ message: FILE_UPLOADED, data: sheet, count: sheet.rowCount });
    },
  );

  app.put(
    '/employee-sheet/:id',
    {
      schema: { tags, params: idParams, body: employeeSheetUpdateBody, response: { 200: employeeSheetOutput } },
      preValidation: manage,
    },
    (req) => sheets.setFile(req.params.id, req.body.version, req.body.fileId),
  );

  app.delete(
    '/employee-sheet/:id',
    { schema: { tags, params: idParams, response: { 200: deletedOutput } }, preValidation: manage },
    async (req) => {
      await sheets.remove(req.params.id);
      return { message: MESSAGES.deleted, _id: req.params.id };
    },
  );

  app.get(
    '/employee-sheet/code/:code',
    {
      schema: { tags, params: employeeCodeParams, response: { 200: employeeLookupOutput } },
      config: { rateLimit: CODE_LOOKUP_RATE_LIMIT },
      preHandler: routeWideLimit(CODE_LOOKUP_ROUTE_LIMIT),
    },
    // the name fills the form (spec §4); the mobile only shows its last digits, the idea gets the stored one
    async (req) => ({ data: await sheets.lookup(req.params.code) }),
  );
};
