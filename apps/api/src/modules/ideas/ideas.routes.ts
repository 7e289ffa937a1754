import { PassThrough } from 'node:stream';
import {
  deletedOutput,
  exportQuery,
  fileDownloadOutput,
  type IdeaListViewBody,
  ideaFieldsUpdateRequestBody,
  ideaListBody,
  ideaListQuery,
  ideaListResponse,
  ideaListViewBody,
  ideaOutput,
  ideaWithHistoryOutput,
  idParams,
  type Language,
} from '@fikra/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createIdeasService } from './ideas.service.js';

const tags = ['ideas'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The filter keys of a list body, apart from search, paging and sort. */
function splitListBody({ search, page, limit, sort, view, ...filter }: IdeaListViewBody) {
  return { filter, search, page, limit, sort, view };
}

/** `?lang=` first, then the preferred of Arabic/English in Accept-Language, then Arabic (the default). */
export function exportLanguage(lang: Language | undefined, acceptLanguage: string | undefined): Language {
  if (lang) return lang;
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, q] = part.trim().toLowerCase().split(';q=');
      return { tag, q: q === undefined ? 1 : Number(q) || 0 };
    })
    .filter((p) => p.q > 0 && (p.tag.startsWith('ar') || p.tag.startsWith('en')))
    .sort((a, b) => b.q - a.q)[0];
  return preferred?.tag.startsWith('en') ? 'en' : 'ar';
}

/** Starts streaming `write`'s output as a download; a failure half-way ends the response early and is logged. */
function streamDownload(
  req: FastifyRequest,
  reply: FastifyReply,
  file: { type: string; name: string },
  write: (out: PassThrough) => Promise<unknown>,
) {
  const out = new PassThrough();
  write(out).catch((err) => {
    req.log.error({ err }, 'download failed while streaming');
    out.destroy(err);
  });
  return reply
    .header('Content-Type', file.type)
    .header('Content-Disposition', `attachment; filename="${file.name}"`)
    .header('Cache-Control', 'no-store')
    .send(out);
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The admin ideas list and what hangs off it: filtered list, one idea, editIdeaFields, delete, spreadsheet
 * export and JSON backup (spec §2, §7; DESIGN §4). The public submission and status lookup live in other modules.
 */
export const ideasRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createIdeasService(app.db);

  const listResponse = { 200: ideaListResponse };
  app.get(
    '/idea-crud/all',
    { schema: { tags, querystring: ideaListQuery, response: listResponse }, preValidation: app.authorize('ideas.list') },
    (req) => service.list(req.user!, { ...req.query, filter: {} }),
  );

  app.post(
    '/idea-crud/all',
    { schema: { tags, body: ideaListViewBody, response: listResponse }, preValidation: app.authorize('ideas.list') },
    (req) => service.list(req.user!, splitListBody(req.body)),
  );

  app.post(
    '/idea-crud/export',
    {
      schema: { tags, body: ideaListBody, querystring: exportQuery, response: { 200: fileDownloadOutput } },
      preValidation: app.authorize('ideas.export'),
    },
    (req, reply) => {
      const lang = exportLanguage(req.query.lang, req.headers['accept-language']);
      return streamDownload(req, reply, { type: XLSX, name: `ideas-${today()}.xlsx` }, (out) =>
        service.exportWorkbook(req.user!, splitListBody(req.body), lang, out),
      );
    },
  );

  app.get(
    '/idea-crud/backup',
    { schema: { tags, response: { 200: fileDownloadOutput } }, preValidation: app.authorize('ideas.backup') },
    (req, reply) =>
      streamDownload(req, reply, { type: 'application/json; charset=utf-8', name: `ideas-backup-${today()}.json` }, (out) =>
        service.writeBackup(req.user!, out),
      ),
  );

  app.get(
    '/idea-crud/:id',
    { schema: { tags, params: idParams, response: { 200: ideaWithHistoryOutput } }, preValidation: app.authorize('ideas.list') },
    (req) => service.getWithHistory(req.user!, req.params.id),
  );

  app.put(
    '/idea-crud/:id',
    {
      schema: { tags, params: idParams, body: ideaFieldsUpdateRequestBody, response: { 200: ideaOutput } },
      preValidation: app.authorize('ideas.editFields'),
    },
    (req) => service.updateFields(req.params.id, req.body),
  );

  app.delete(
    '/idea-crud/:id',
    { schema: { tags, params: idParams, response: { 200: deletedOutput } }, preValidation: app.authorize('ideas.delete') },
    (req) => service.remove(req.user!, req.params.id),
  );
};
