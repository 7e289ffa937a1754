/** Lengths, page sizes, upload limits and timings (spec §9, DESIGN §7). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

export const MIN_NAME = 4;
export const MIN_USERNAME = 4;
export const MIN_USER_CODE = 4;
export const MIN_IDEA_TEXT = 20;
export const MIN_MOBILE = 11;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const MAX_TEXT = 5000;
export const MAX_SHORT_TEXT = 200;

export const PRIORITY_HIGH_TICKS = 4;

export const UPLOAD_LIMITS = {
  image: 10 * 1024 * 1024,
  pdf: 20 * 1024 * 1024,
  spreadsheet: 10 * 1024 * 1024,
  video: 200 * 1024 * 1024,
  json: 100 * 1024 * 1024,
  attachment: 20 * 1024 * 1024,
} as const;
/** A profile photo (the web scales it down before sending). */
export const PROFILE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** How long a reset-password link stays valid. */
export const PASSWORD_RESET_MINUTES = 30;
/** Spreadsheet parsing bounds: a zip bomb is refused, not expanded. */
export const SPREADSHEET_MAX_ROWS = 50_000;
export const SPREADSHEET_MAX_UNCOMPRESSED = 50 * 1024 * 1024;
/** Longest text read from one cell; longer is cut (and then refused by the row's own length rule). */
export const SPREADSHEET_MAX_CELL = 10_000;

export const TIMINGS = {
  notificationSeconds: 7,
  languageSwitchMs: 1500,
  stayOnPageRedirectMs: 1500,
  postSubmitResetMs: 5000,
  backupImportReloadMs: 3000,
  uploadReloadMs: 2000,
  videoUploadReloadMs: 1000,
  loginRedirectMs: 500,
  registerRedirectMs: 1000,
  employeeLookupDebounceMs: 1000,
  sidebarAutoCloseWidth: 1200,
} as const;

export const SESSION = {
  accessTokenMinutes: 60,
  refreshGraceMinutes: 30,
  sessionMaxHours: 12,
  /** a second refresh of the same token this soon (another tab) gets the same new token, not a revoked session */
  concurrentRefreshSeconds: 10,
  /** sessions revoked or past their maximum life are deleted this long after */
  purgeEndedAfterHours: 24,
} as const;
