import { z } from 'zod';

const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

const configFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  JWT_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.email().default('admin@fikra.local')),
  ADMIN_PASSWORD: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(8, 'must be 8 to 20 characters').max(20, 'must be 8 to 20 characters').optional(),
  ),
  /**
   * sign-in attempts per minute on one account from any address, counted before the password is checked and given
   * back when it was right; a browser that signed in to the account before has its own bucket of this size
   * (docs/decisions/026). Also: register per e-mail, a reset per link; refresh: twice as many per address
   */
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  /** sign-in, register and password-reset attempts per minute from one address, over every account */
  LOGIN_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  /**
   * megabytes that visitors (everyone not signed in, all addresses together) may upload in 24 hours, attached to
   * an idea or not; files of ideas whose evaluation was accepted stop counting. Past it: 503 until room comes back
   */
  ANON_UPLOAD_MB_PER_DAY: z.coerce.number().min(0).max(10_000_000).default(2048),
  /** the share (percent) of that daily figure one address may use (an IPv6 client by its /64). Past it: 429 */
  ANON_UPLOAD_ADDRESS_PERCENT: z.coerce.number().min(0).max(100).default(20),
  /** minutes an anonymous upload may wait for its idea before it is removed (checked every quarter of that) */
  ANON_UPLOAD_KEEP_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(45),
  ACCESS_TOKEN_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.stringbool().default(false),
  /** the bearer token Prometheus scrapes `GET /metrics` with (at least 16 characters); unset: no metrics (404) */
  METRICS_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16, 'must be at least 16 characters').optional()),
  WEB_DIST: optionalString,
  /** outgoing mail for reset-password links: smtp://user:pass@host:587 or smtps://…; unset: no e-mail is sent */
  SMTP_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^smtps?:\/\/[^/\s]+/, 'must look like smtp://user:password@host:587 or smtps://host:465')
      .optional(),
  ),
  MAIL_FROM: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(320).optional()),
  /** the address people open the app at, for links in e-mails (never taken from a request's Host header) */
  PUBLIC_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^https?$/ }).optional()),
  /** how often each process looks for events to deliver, in ms; 0 runs no dispatcher in this process */
  OUTBOX_POLL_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  /** the first retry of a failed delivery waits this long; each further one twice as long (capped at 6 hours) */
  OUTBOX_RETRY_BASE_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  /** seconds a process holds the deliveries it claimed; those of a process that died are sent again after it */
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** attempts before a delivery is given up and shown on the failures page */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  /** host names or addresses on internal ranges that webhooks, push and the SMS gateway may reach (comma-separated) */
  WEBHOOK_ALLOWED_HOSTS: optionalString,
  /** failed attempts in a row after which a webhook is disabled */
  WEBHOOK_DISABLE_AFTER: z.coerce.number().int().min(1).max(1000).default(15),
  /** the plant's SMS/WhatsApp HTTP gateway; unset: no text messages */
  SMS_GATEWAY_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^https?$/ }).optional()),
  SMS_GATEWAY_METHOD: z.enum(['POST', 'PUT', 'GET']).default('POST'),
  /** a JSON object of header names and values, e.g. {"Authorization":"Bearer …"} */
  SMS_GATEWAY_HEADERS: z.preprocess(
    (v) => (v === '' || v === undefined ? '{}' : v),
    z.string().transform((text, ctx) => {
      try {
        const parsed: unknown = JSON.parse(text);
        if (
          parsed &&
          typeof parsed === 'object' &&
          !Array.isArray(parsed) &&
          Object.values(parsed).every((x) => typeof x === 'string')
        )
          return parsed as Record<string, string>;
      } catch {}
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object of header names and string values' });
      return z.NEVER;
    }),
  ),
  /** the request body with {{phone}}, {{text}}, {{ideaNumber}}, {{lang}} (JSON-escaped when the template is JSON) */
  SMS_GATEWAY_BODY: optionalString,
  /** messages one phone receives per day at most */
  SMS_DAILY_CAP: z.coerce.number().int().min(1).max(1000).default(3),
  /** Web Push for the phones that opt in (needs the site on HTTPS); false: GET /v1/push/key answers null */
  WEB_PUSH: z.stringbool().default(true),
  /** who push services may contact about this server: mailto:… or https://…; default from MAIL_FROM or PUBLIC_URL */
  WEB_PUSH_SUBJECT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/)
      .optional(),
  ),
  /** the hour (UTC) after which the daily digests are sent */
  DIGEST_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(6),
  /** the landing page's rewarded ideas name their presenters (off: number, title and unit only) */
  LANDING_SHOWS_NAMES: z.stringbool().default(false),
});

/** Mail needs a sender and the app's address for its links. */
const configSchema = configFields.superRefine((c, ctx) => {
  if (!c.SMTP_URL) return;
  if (!c.MAIL_FROM || !/[^@\s<]+@[^@\s>]+/.test(c.MAIL_FROM)) {
    ctx.addIssue({
      code: 'custom',
      path: ['MAIL_FROM'],
      message: 'must be a sender address (Fikra <fikra@plant.example>) when SMTP_URL is set',
    });
  }
  if (!c.PUBLIC_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message: 'must be set when SMTP_URL is set (the address in reset links)',
    });
  }
});

export type Config = z.infer<typeof configSchema>;

/** Validates the environment; a bad value stops start-up with a readable list of what is wrong. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

export class ConfigError extends Error {}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-test-secret-test-secret!!',
      // every test signs in from 127.0.0.1; the tests of this limit set it low
      LOGIN_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '100000',
      // the tests drive the dispatcher themselves (app.outbox.runOnce())
      OUTBOX_POLL_MS: '0',
    }),
    ...overrides,
  };
}
