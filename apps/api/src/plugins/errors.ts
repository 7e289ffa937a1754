import {
  ERROR_STATUS,
  type ErrorCode,
  type FieldError,
  type MessageKey,
  type MessageParams,
  messageKeyOf,
  messageText,
} from '@fikra/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** A message of the catalogue (shared `MESSAGES`): its key, or its key with params. */
export type Message = MessageKey | { key: MessageKey; params?: MessageParams };

const resolve = (message: Message, params?: MessageParams) => (typeof message === 'string' ? { key: message, params } : message);

/**
 * The key and params of a text a shared rule built from the catalogue (e.g. `RECORD_MESSAGES.notFound(kind)`, a
 * zod issue); a text the catalogue lacks (zod's own wording) says 'Invalid value'.
 */
export const catalogued = (text: string): Message => messageKeyOf(text) ?? 'invalidValue';

/** One field's problem: where, the English text, and its key and params for the web app to translate. */
export function fieldError(path: string, message: Message, params?: MessageParams): FieldError {
  const m = resolve(message, params);
  return { path, message: messageText(m.key, m.params), key: m.key, ...(m.params ? { params: m.params } : {}) };
}

/**
 * An error with a stable code and a catalogue message; the status comes from the code (ERROR_STATUS in shared
 * errors.ts), never from the call site. The error handler turns it into the error body.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly key: MessageKey;
  readonly params?: MessageParams;
  constructor(
    public code: ErrorCode,
    message: Message,
    params?: MessageParams,
    public details?: FieldError[],
  ) {
    const m = resolve(message, params);
    super(messageText(m.key, m.params));
    this.statusCode = ERROR_STATUS[code];
    this.key = m.key;
    this.params = m.params;
  }
}

export const appError = (code: ErrorCode, message: Message, params?: MessageParams, details?: FieldError[]) =>
  new AppError(code, message, params, details);
export const notFound = (message: Message = 'notFoundPlain', params?: MessageParams) =>
  new AppError('NOT_FOUND', message, params);
export const forbidden = (message: Message = 'forbidden') => new AppError('FORBIDDEN', message);
export const conflict = (message: Message, params?: MessageParams) => new AppError('CONFLICT', message, params);
export const staleVersion = () => new AppError('STALE_VERSION', 'staleVersion');
/** A 400 about one field: the body's message and its one detail say the same. */
export const validationFailed = (path: string, message: Message, params?: MessageParams) =>
  new AppError('VALIDATION_FAILED', message, params, [fieldError(path, message, params)]);

/**
 * An error body sent without throwing (a reply that needs its own header or status, the not-found handler):
 * the message by key, the status from the code unless the reply has another.
 */
export function errorBody(code: ErrorCode, message: Message, statusCode = ERROR_STATUS[code]) {
  const m = resolve(message);
  return { statusCode, code, message: messageText(m.key, m.params), key: m.key, ...(m.params ? { params: m.params } : {}) };
}

/** Fastify's refusals of a request it cannot read, in the catalogue's words. */
const FASTIFY_REFUSALS: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'bodyNotJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bodyNotJson',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedBody',
};

const PG_UNIQUE_VIOLATION = '23505';
const PG_FK_VIOLATION = '23503';

/**
 * The multipart parser (busboy) reports a body it cannot read (no or empty boundary, a cut-off body) with plain
 * Errors and no status. They are the client's fault: a 400, never a 500 (issue 10).
 */
function isMalformedMultipart(error: Error) {
  return !('statusCode' in error && error.statusCode) && /[\\/]@fastify[\\/]busboy[\\/]/.test(error.stack ?? '');
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { details?: FieldError[] }, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        statusCode: error.statusCode,
        code: error.code,
        message: error.message,
        key: error.key,
        ...(error.params ? { params: error.params } : {}),
        ...(error.details ? { details: error.details } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => {
        const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const found = v.message ? messageKeyOf(v.message) : { key: 'invalidValue' as const };
        return found ? fieldError(path, found) : { path, message: v.message ?? '' };
      });
      const first = details[0] ?? fieldError('', 'invalidRequest');
      return reply.status(400).send({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: first.message,
        ...(first.key ? { key: first.key } : {}),
        ...(first.params ? { params: first.params } : {}),
        details,
      });
    }
    const pgCode = (error as { code?: string }).code;
    if (pgCode === PG_UNIQUE_VIOLATION) return reply.status(409).send(errorBody('CONFLICT', 'recordExists'));
    if (pgCode === PG_FK_VIOLATION) return reply.status(409).send(errorBody('IN_USE', 'recordInUse'));
    if (error.statusCode === 429) return reply.status(429).send(errorBody('RATE_LIMITED', 'tooManyRequests'));
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.statusCode === 413) {
      return reply.status(413).send(errorBody('FILE_TOO_LARGE', 'fileTooLarge'));
    }
    if (isMalformedMultipart(error)) return reply.status(400).send(errorBody('VALIDATION_FAILED', 'uploadUnreadable'));
    // a body that is not multipart sent to an upload route
    if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      return reply.status(400).send(errorBody('VALIDATION_FAILED', 'chooseFile'));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own refusals (a body that is not JSON, an unknown content type): the catalogue's words, as
      // every other error (issue 30), with Fastify's status
      const notFound = error.statusCode === 404;
      const key = FASTIFY_REFUSALS[error.code] ?? (notFound ? 'notFoundPlain' : 'invalidRequest');
      return reply.status(error.statusCode).send(errorBody(notFound ? 'NOT_FOUND' : 'VALIDATION_FAILED', key, error.statusCode));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL', 'errorTryAgain'));
  });
}
