import type { FastifyServerOptions } from 'fastify';

/** Fields that hold a secret wherever they appear: a body, a header, an error, a logged object. */
export const SECRET_FIELDS = [
  'password',
  'passwordHash',
  'password_hash',
  'token',
  'oldToken',
  'refreshToken',
  'authorization',
  'cookie',
  'newPassword',
  'oldPassword',
];

/**
 * pino redaction paths for the secret fields at the top level and up to three levels down (pino has no recursive
 * wildcard), plus what a database error carries of a failed query's values (client.ts removes them too).
 */
export const REDACT_PATHS = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]),
  'err.params',
  'err.detail',
  'err.where',
];

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** The server's logger: off when silent, otherwise pino at the level asked with the secret fields redacted. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): LoggerOptions | false {
  if (level === 'silent') return false;
  return { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' }, ...(stream ? { stream } : {}) };
}
