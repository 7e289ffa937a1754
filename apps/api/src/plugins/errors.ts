import type { ErrorCode, FieldError } from '@fikra/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error with a stable code and the spec's message; the error handler turns it into the error body. */
export class AppError extends Error {
  constructor(
    public statusCode: number,
    public code: ErrorCode,
    message: string,
    public details?: FieldError[],
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError(403, 'FORBIDDEN', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const staleVersion = () =>
  new AppError(409, 'STALE_VERSION', 'This record was changed by someone else. Reload it and try again.');
export const validationFailed = (path: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', message, [{ path, message }]);

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
        ...(error.details ? { details: error.details } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply.status(400).send({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: details[0]?.message ?? 'Invalid request',
        details,
      });
    }
    const pgCode = (error as { code?: string }).code;
    if (pgCode === PG_UNIQUE_VIOLATION) {
      return reply.status(409).send({ statusCode: 409, code: 'CONFLICT', message: 'This record already exists' });
    }
    if (pgCode === PG_FK_VIOLATION) {
      return reply.status(409).send({ statusCode: 409, code: 'IN_USE', message: 'This record is in use' });
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send({ statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests, please try again later' });
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.statusCode === 413) {
      return reply.status(413).send({ statusCode: 413, code: 'FILE_TOO_LARGE', message: 'The file is too large' });
    }
    if (isMalformedMultipart(error)) {
      return reply
        .status(400)
        .send({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'The upload could not be read: send the file again' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({
        statusCode: error.statusCode,
        code: error.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED',
        message: error.message,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ statusCode: 500, code: 'INTERNAL', message: 'An error occured please try again' });
  });
}
