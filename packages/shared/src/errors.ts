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
  'MODULE_OFF',
  'RESET_LINK_INVALID',
  'IMPORT_REJECTED',
  'UPLOAD_BUDGET',
  'UPLOADS_FULL',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The HTTP status of each error code: the one place it is decided (a call site names only the code). */
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
  /** an optional module of the plant's settings that is off (decision 030): the route is there, the module is not */
  MODULE_OFF: 404,
  RESET_LINK_INVALID: 400,
  IMPORT_REJECTED: 400,
  UPLOAD_BUDGET: 429,
  UPLOADS_FULL: 503,
  INTERNAL: 500,
};

/** The values a message's `{{placeholders}}` take. */
export type MessageParams = Record<string, string | number>;

/**
 * One problem of a request: where (`path`), the English message, and the message's key in the catalogue
 * (`MESSAGES` in messages.ts) with its params, which the web app translates.
 */
export interface FieldError {
  path: string;
  message: string;
  key?: string;
  params?: MessageParams;
}

/** Every error response body (DESIGN §4). `message` is the spec's English wording; `key` + `params` name it in the catalogue. */
export interface ErrorBody {
  statusCode: number;
  code: ErrorCode | string;
  message: string;
  key?: string;
  params?: MessageParams;
  details?: FieldError[];
}
