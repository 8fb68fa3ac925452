import { isIP } from 'node:net';
import { z } from 'zod';
import { trustsEveryAddress } from './lib/ip-coverage.ts';
import { OperatorError } from './lib/operator-error.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes' || v === 'on');

/**
 * Every setting the server reads, parsed once. process.env is read nowhere else, so this
 * schema is the whole list (the README's configuration table mirrors it).
 */
const zEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SECRET_KEY: z.string().min(32).optional(),
  IDENTITY_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'IDENTITY_KEY must be 64 hex characters (32 bytes)')
    .optional(),
  /** A file holding IDENTITY_KEY (64 hex characters): keep it apart from the database and its backups. */
  IDENTITY_KEY_FILE: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Voyce <no-reply@voyce.local>'),
  REDIS_URL: z.string().optional(),
  OTP_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(168),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  AUTH_EMAIL_LIMIT_PER_15_MINUTES: z.coerce.number().int().min(1).default(10),
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (rate limits count it):
   * off, a hop count, or proxy addresses and CIDR ranges. Never "everyone": a client could then
   * name a new address per request.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      const value = v.trim();
      if (['', 'false', '0', 'no', 'off'].includes(value.toLowerCase())) return false as const;
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value.split(',').map((e) => e.trim());
      // Ranges that add up to every address trust everyone as surely as "true" does.
      if (trustsEveryAddress(entries)) {
        ctx.addIssue({ code: 'custom', message: `${JSON.stringify(value)} trusts every address; name your proxies' addresses or ranges` });
        return z.NEVER;
      }
      const bad = entries.filter((e) => !isProxyAddress(e));
      if (bad.length === 0) return entries;
      ctx.addIssue({
        code: 'custom',
        message: `must be off, a hop count, or proxy addresses/CIDR ranges separated by commas (not ${bad.map((b) => JSON.stringify(b)).join(', ')})`,
      });
      return z.NEVER;
    }),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool.default(true),
  DEV_MAILBOX: bool.optional(),
  /**
   * Identity providers reached over plain http (a provider on this machine, in development and
   * tests). Never in production: the ID token's keys and the code exchange need TLS.
   */
  SSO_ALLOW_HTTP: bool.optional(),
  /** Calls per minute of one organisation's SCIM client (its identity provider's sync). */
  SCIM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  WEB_DIST: z.string().optional(),
  AI_PROVIDER: z.enum(['local', 'openai']).default('local'),
  /** The local sentence encoder; off: the word-vector model reads insights. */
  AI_ENCODER: z.enum(['on', 'off']).default('on'),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
  PIPELINE_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** The weekly "Check MyVoyce" reminder to every employee who has not turned it off: UTC day (0 Sunday .. 6 Saturday) and hour. */
  MYVOYCE_REMINDER_WEEKDAY: z.coerce.number().int().min(0).max(6).default(1),
  MYVOYCE_REMINDER_HOUR: z.coerce.number().int().min(0).max(23).default(9),
  /** The weekly digest to leaders who turned it on: UTC day (0 Sunday .. 6 Saturday) and hour. */
  LEADER_DIGEST_WEEKDAY: z.coerce.number().int().min(0).max(6).default(1),
  LEADER_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(8),
  /** Reach-out answers are released to leaders in batches, on this period's boundaries (a divisor of 60, or whole hours dividing 24). */
  ANSWER_RELEASE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(1440)
    .refine((m) => 60 % m === 0 || (m % 60 === 0 && 1440 % m === 0), 'ANSWER_RELEASE_MINUTES must divide an hour or a day')
    .default(60),
  /**
   * Emergency alerts caused by an employee's insight or answer leave on this period's boundaries
   * (UTC), never seconds after the write: a mail log must not put the alert next to the author's
   * sign-in-code e-mail. A divisor of 60.
   */
  ALERT_MAIL_TICK_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60)
    .refine((m) => 60 % m === 0, 'ALERT_MAIL_TICK_MINUTES must divide an hour')
    .default(15),
});

/** An IP address, a CIDR range (10.0.0.0/8, fd00::/8), or one of proxy-addr's names for ranges. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [ip, bits, ...rest] = entry.split('/');
  const family = isIP(ip ?? '');
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  // A /0 makes proxy-addr throw at start-up; any other prefix length up to the family's is a range.
  return /^\d{1,3}$/.test(bits) && Number(bits) >= 1 && Number(bits) <= (family === 4 ? 32 : 128);
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|::1|\[::1\])$/;

export type Config = ReturnType<typeof parseConfig>;

export function parseConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = zEnv.safeParse(env);
  if (!parsed.success) {
    // An operator's mistake: its line(s) without a stack (main.ts prints an OperatorError's message).
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new OperatorError(`Invalid configuration: ${lines.length === 1 ? lines[0] : `\n  ${lines.join('\n  ')}`}`);
  }
  const e = parsed.data;
  const s3Set = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY].filter(Boolean).length;
  if (s3Set > 0 && s3Set < 4) {
    throw new OperatorError('Invalid configuration: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  const production = e.NODE_ENV === 'production';
  return {
    env: e.NODE_ENV,
    production,
    host: e.HOST,
    port: e.PORT,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    /** False when appUrl is the default: the CLI then takes the running server's (DATA_DIR/server.json). */
    appUrlSet: e.APP_URL !== undefined,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    secretKey: e.SECRET_KEY,
    identityKey: e.IDENTITY_KEY,
    identityKeyFile: e.IDENTITY_KEY_FILE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    otpTtlMinutes: e.OTP_TTL_MINUTES,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    authEmailLimitPer15Minutes: e.AUTH_EMAIL_LIMIT_PER_15_MINUTES,
    /** Fastify's trustProxy: false, a hop count, or the proxies' addresses and ranges. */
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    // The dev mailbox shows one-time codes and every e-mail: only for a developer's own machine,
    // and only when switched on (`npm start` does, for the demo; tests opt in). Never in
    // production, with a real mail server, off loopback, or while any proxy is trusted: behind a
    // proxy on the same host every request comes from loopback. The route also
    // answers loopback peers only (modules/dev-mailbox).
    devMailbox: e.DEV_MAILBOX === true && !production && !e.SMTP_URL && LOOPBACK.test(e.HOST) && e.TRUST_PROXY === false,
    webDist: e.WEB_DIST,
    ssoAllowHttp: e.SSO_ALLOW_HTTP === true && !production,
    scimRateLimitPerMinute: e.SCIM_RATE_LIMIT_PER_MINUTE,
    // Export files: S3-compatible storage when configured, else DATA_DIR/exports.
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : null,
    // How often, and after how long, insights still 'submitted' are re-queued (lost jobs).
    pipelineSweepSeconds: e.PIPELINE_SWEEP_SECONDS,
    myvoyceReminder: { weekday: e.MYVOYCE_REMINDER_WEEKDAY, hour: e.MYVOYCE_REMINDER_HOUR },
    leaderDigest: { weekday: e.LEADER_DIGEST_WEEKDAY, hour: e.LEADER_DIGEST_HOUR },
    answerReleaseMinutes: e.ANSWER_RELEASE_MINUTES,
    alertTickMinutes: e.ALERT_MAIL_TICK_MINUTES,
    aiEncoder: e.AI_ENCODER === 'on',
    ai: { provider: e.AI_PROVIDER, baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL, timeoutMs: e.AI_TIMEOUT_MS },
  };
}
