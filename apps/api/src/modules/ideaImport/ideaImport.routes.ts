import {
  fileDownloadOutput,
  ideaImportResultOutput,
  importedIdeasBody,
  importedListOutput,
  importedListQuery,
  importPreviewOutput,
  importReportOutput,
  UPLOAD_LIMITS,
} from '@fikra/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importedPage, importIdeas, previewIdeas, receivedSheetRows, type SheetRow } from './ideaImport.service.js';
import { importTemplate } from './ideaImport.template.js';

const tags = ['imported ideas'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const importResponses = { 200: ideaImportResultOutput, 422: importReportOutput };

/**
 * Imported ideas (spec §2 /admin/imported-idea, §7; issue 12): the template, a parse-only preview, the import of
 * a spreadsheet or of a JSON array through the one import pipeline (all or nothing, per-row report), and the
 * list of imported ideas. ADMIN and CONSULTANT.
 */
export const ideaImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = app.authorize('ideas.import');

  const answer = async (reply: FastifyReply, rows: SheetRow[]) => {
    const outcome = await importIdeas(app.db, rows);
    return outcome.ok ? reply.send(outcome.result) : reply.status(422).send(outcome.report);
  };

  app.get(
    '/idea-crud/import-template',
    { schema: { tags, response: { 200: fileDownloadOutput } }, preValidation: manage },
    async (_req, reply) =>
      reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', 'attachment; filename="imported-ideas-template.xlsx"')
        .header('Cache-Control', 'no-store')
        .send(await importTemplate()),
  );

  app.post(
    '/idea-crud/import-file',
    { schema: { tags, response: { 200: importPreviewOutput } }, preValidation: manage },
    async (req) => previewIdeas(app.db, await receivedSheetRows(req)),
  );

  app.post('/idea-crud/import-data', { schema: { tags, response: importResponses }, preValidation: manage }, async (req, reply) =>
    answer(reply, await receivedSheetRows(req)),
  );

  // spec §7 "a POST of an array of imported ideas": the imported collection takes a JSON array (decision 018)
  app.post(
    '/idea-crud/allImported',
    {
      schema: { tags, body: importedIdeasBody, response: importResponses },
      preValidation: manage,
      bodyLimit: UPLOAD_LIMITS.spreadsheet,
    },
    async (req, reply) =>
      answer(
        reply,
        req.body.map((values, n) => ({ row: n + 1, values })),
      ),
  );

  app.get(
    '/idea-crud/allImported',
    // everyone who lists ideas lists the imported ones of their scope (MBUL and KEY_OWNER: their unit's), and may
    // delete them from there (spec §6; issue 30)
    {
      schema: { tags, querystring: importedListQuery, response: { 200: importedListOutput } },
      preValidation: app.authorize('ideas.list'),
    },
    (req) => importedPage(app.db, req.user!, req.query),
  );
};
