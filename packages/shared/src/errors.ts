export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'STALE_VERSION',
  'IN_USE',
  'RATE_LIMITED',
  'UNSUPPORTED_FILE',
  'FILE_TOO_LARGE',
  'DUPLICATE_CODES',
  'STAGE_ORDER',
  'STAGE_LOCKED',
  'QR_STALE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The HTTP status of each error code: the one place it is decided. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  STALE_VERSION: 409,
  IN_USE: 409,
  RATE_LIMITED: 429,
  UNSUPPORTED_FILE: 415,
  FILE_TOO_LARGE: 413,
  DUPLICATE_CODES: 409,
  STAGE_ORDER: 409,
  STAGE_LOCKED: 409,
  QR_STALE: 404,
  INTERNAL: 500,
};

/**
 * One problem of a request: where (`path`), the English message, and, where the web app words it itself, a
 * message `key` with its `params` (e.g. `{ path: 'ideas', key: 'inUse.ideas', params: { count: 2 } }`).
 */
export interface FieldError {
  path: string;
  message: string;
  key?: string;
  params?: Record<string, string | number>;
}

/** Every error response body (DESIGN §4). `message` is the spec's English wording where it has one. */
export interface ErrorBody {
  statusCode: number;
  code: ErrorCode | string;
  message: string;
  details?: FieldError[];
}
