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
  /** failed sign-ins per minute on one account from any address (register and password resets: attempts; refresh: twice as many per address) */
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  /** sign-in, register and password-reset attempts per minute from one address, over every account */
  LOGIN_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  /** megabytes one address may upload without signing in per hour (the public idea form's files) */
  ANON_UPLOAD_MB_PER_HOUR: z.coerce.number().min(0).max(1_000_000).default(512),
  /** megabytes of anonymous uploads not yet attached to an idea, all addresses together; past it visitors wait */
  ANON_UPLOAD_UNUSED_MB_CAP: z.coerce.number().min(0).max(10_000_000).default(2048),
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
    }),
    ...overrides,
  };
}
