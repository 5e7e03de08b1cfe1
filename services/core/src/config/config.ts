import { z } from 'zod';
import { deliveryProblems, isProduction, productionProblems } from './config.rules';

/**
 * The one place that reads process.env. The mode follows from which URLs are set:
 * no EVENT_STORE_URL → SQLite event store under DATA_DIR; no READ_STORE_URL → SQLite read models;
 * no KAFKA_BROKERS → in-process bus. Every bad key is reported at once.
 */
const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** TRUST_PROXY as Fastify's trustProxy option takes it. */
function trustProxyOf(value: string | undefined): boolean | number | string[] {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

export const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('data'),
  EVENT_STORE_URL: z
    .string()
    .startsWith('esdb', 'must be an esdb:// or esdb+discover:// connection string')
    .optional(),
  READ_STORE_URL: z
    .string()
    .startsWith('mongodb', 'must be a mongodb:// connection string')
    .optional(),
  READ_STORE_DB: z.string().default('faena'),
  KAFKA_BROKERS: z.string().optional(),
  KAFKA_CLIENT_ID: z.string().default('faena'),
  /** all = api + projector (embedded); api = HTTP and sockets only; projector = projections only */
  ROLE: z.enum(['all', 'api', 'projector']).default('all'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_S: z.coerce.number().int().min(30).max(86400).default(900),
  REFRESH_TOKEN_TTL_S: z.coerce
    .number()
    .int()
    .min(60)
    .default(60 * 60 * 12),
  /** load the demo data; unset: true, except under NODE_ENV=production (see loadConfig) */
  SEED_DEMO: boolish.default(true),
  /**
   * the first administrator's password (production bootstrap, or instead of the demo's); unset in
   * production: generated and printed once. Never the demo password in production.
   */
  ADMIN_PASSWORD: z
    .string()
    .min(10, 'must be at least 10 characters')
    .max(99, 'must be under 100 characters')
    .optional(),
  SERVE_WEB: boolish.default(true),
  WEB_DIST: z.string().optional(),
  ALLOWED_ORIGINS: z.string().optional(),
  LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug', 'verbose', 'silent']).default('log'),
  /** json: one JSON object a line; pretty: coloured lines; plain: the same lines without colour. Unset: pretty on a terminal, plain otherwise */
  LOG_FORMAT: z.enum(['json', 'pretty', 'plain']).optional(),
  PROJECTION_BATCH: z.coerce.number().int().min(1).max(10000).default(5000),
  /**
   * ROLE all on the embedded SQLite stores: run the projections on a worker thread of the same
   * process (the HTTP and socket thread then only decides and appends). false: on the main thread.
   */
  PROJECTIONS_THREAD: boolish.default(true),
  /** serve GET /api/dev/mailbox (the outbox); off by default, refused under NODE_ENV=production */
  DEV_MAILBOX: boolish.default(false),
  /** serve GET/POST /api/dev/reloj: the server's clock moved by whole days (browser tests); refused under NODE_ENV=production */
  DEV_CLOCK: boolish.default(false),
  /** 'production': no demo data unless SEED_DEMO=true, no development mailbox, no demo password */
  NODE_ENV: z.string().default('development'),
  /** /metrics needs `Authorization: Bearer <token>` when set */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** /health/ready answers 503 while a projection is more than this many events behind the log */
  READY_MAX_LAG: z.coerce.number().int().min(0).default(1000),
  /** SIGTERM: how long in-flight requests may run before the process closes what is left */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /** a reCAPTCHA v3 secret selects the reCAPTCHA verifier; the embedded challenge otherwise */
  RECAPTCHA_SECRET: z.string().min(10).optional(),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  READ_WAIT_MS: z.coerce.number().int().min(0).max(60000).default(5000),
  /**
   * Behind a proxy, whom to believe about the client address (X-Forwarded-For), as Fastify's
   * trustProxy: 'true' (any), a hop count, or comma-separated addresses / CIDRs. Unset: nobody.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => trustProxyOf(v)),
  /** sign-in rate limits (see README, security notes): the window of the per-address and per-account counts */
  RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).max(86400).default(900),
  /** sign-in calls per client address per window, all sign-in calls together */
  RATE_LIMIT_ADDRESS_MAX: z.coerce.number().int().min(1).default(100),
  /** password attempts (login, authenticate, unlock) per account per window: keep it below the lockout's attempts */
  RATE_LIMIT_ACCOUNT_MAX: z.coerce.number().int().min(1).default(4),
  /** second-factor code guesses per account per window: below the 3 wrong guesses that burn a code */
  RATE_LIMIT_CODE_MAX: z.coerce.number().int().min(1).default(2),
  /** mails and SMS asked per account (recovery by e-mail, code resend by user) per mail window */
  RATE_LIMIT_MAIL_MAX: z.coerce.number().int().min(1).default(3),
  RATE_LIMIT_MAIL_WINDOW_S: z.coerce.number().int().min(1).max(86400).default(3600),
  /** the most addresses or accounts each sign-in counter remembers (least recently seen forgotten first) */
  RATE_LIMIT_CACHE: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  // ── delivery and site time (issue 15): the outbox's channels, the zone that decides "today" ──
  /** smtp://user:pass@host:587 or smtps://…: the outbox's mail goes there; unset = kept in the outbox */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** the From of every mail, e.g. "Faena <no-reply@example.com>"; required with SMTP_URL */
  MAIL_FROM: z.string().min(3).optional(),
  /** an HTTP(S) endpoint taking a JSON POST { to, body }: the outbox's SMS go there; unset = kept */
  SMS_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /** the SMS provider's bearer token; required with SMS_URL */
  SMS_TOKEN: z.string().min(1).optional(),
  /** the site's IANA time zone: what day "today" is, on the server and in the web app */
  SITE_TIMEZONE: z
    .string()
    .default('America/Lima')
    .refine(isTimeZone, 'must be an IANA time zone name, e.g. America/Lima'),
  /** run the daily jobs (expiry notices, booking flags) at start and once per site day (ROLE all/api) */
  DAILY_JOBS: boolish.default(true),
  /**
   * scrypt cost of new password hashes, as log2(N) (r = 8, p = 1): 17 = 128 MiB and about half a
   * second per hash. Stored hashes carry their own cost, so a change applies to new hashes only.
   * Below 17 only outside production (the test kit uses 12: its specs sign in hundreds of times).
   */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  /** the largest spreadsheet the bulk (mass) request takes, in MB; a larger upload answers 413 */
  BULK_FILE_MAX_MB: z.coerce.number().int().min(1).max(500).default(50),
});
export type AppConfig = z.infer<typeof ConfigSchema>;

export { DEMO_PASSWORD, isProduction } from './config.rules';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const relevant = Object.fromEntries(
    Object.keys(ConfigSchema.shape).map((k) => [k, env[k] === '' ? undefined : env[k]]),
  );
  const parsed = ConfigSchema.safeParse(relevant);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  // production loads the demo only when asked for explicitly
  const config =
    relevant.SEED_DEMO === undefined && isProduction(parsed.data)
      ? { ...parsed.data, SEED_DEMO: false }
      : parsed.data;
  const problems = [...productionProblems(config), ...deliveryProblems(config)];
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** A zone name Intl knows (IANA names and their aliases, e.g. America/Lima, UTC). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export function describeMode(config: AppConfig): string {
  const es = config.EVENT_STORE_URL ? 'EventStoreDB' : 'SQLite';
  const rs = config.READ_STORE_URL ? 'MongoDB' : 'SQLite';
  const bus = config.KAFKA_BROKERS ? 'Kafka' : 'in-process';
  return `event store ${es}, read models ${rs}, bus ${bus}, role ${config.ROLE}`;
}
