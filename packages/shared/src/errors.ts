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
  'RESET_LINK_INVALID',
  'IMPORT_REJECTED',
  'UPLOAD_BUDGET',
  'UPLOADS_FULL',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface FieldError {
  path: string;
  message: string;
}

/** Every error response body (DESIGN §4). `message` is the spec's English wording where it has one. */
export interface ErrorBody {
  statusCode: number;
  code: ErrorCode | string;
  message: string;
  details?: FieldError[];
}
