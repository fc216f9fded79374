import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LOTTERY_SEED_KEY_FORMAT, parseLotterySeedKey } from './lib/lottery-seed-key.js';
import { resolveUserPath } from './lib/user-path.js';

/** Sender of e-mails when SMTP_FROM is not set. */
export const DEFAULT_SMTP_FROM = 'Perlas Play <no-reply@perlasplay.example>';
/** Where Firebase Auth publishes the keys its ID tokens are signed with (JWK form). */
export const FIREBASE_KEYS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

const LogLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

const booleanString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Digits only (so " " or "1e3" are refused rather than read as 0 or 1000), within [min, max]. */
function wholeNumber(min: number, max: number, fallback: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message))
    .default(fallback);
}

/** Names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, an address/prefix (CIDR) or a range name of proxy-addr. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies to believe about the client's address (X-Forwarded-For) and the request's
 * protocol and host: `false` (none, the default), a hop count (`1`: the one proxy in front), or
 * a comma-separated list of proxy addresses / CIDRs. `true` believes the left-most, client-written
 * entry: only when every request comes through your proxy.
 */
export type TrustProxy = boolean | number | string[];

const TRUST_PROXY_MESSAGE =
  'must be false, true, a hop count (e.g. 1) or a comma-separated list of proxy addresses/CIDRs';
const trustProxyString = z.string().transform((value, ctx): TrustProxy => {
  const text = value.trim();
  if (text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 100) {
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
      return z.NEVER;
    }
    return hops === 0 ? false : hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.length === 0 || !entries.every(isProxyAddress)) {
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
    return z.NEVER;
  }
  return entries;
});

/** Every environment variable the server reads, parsed and checked once (README lists them). */
const EnvSchema = z.object({
  PORT: wholeNumber(0, 65535, 3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  LOG_LEVEL: LogLevel.default('info'),
  /** pretty: short lines for a terminal (the default but in production); json: pino's lines. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  OPERATOR_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  /** Bearer token of GET /metrics; unset: it answers the machine itself (loopback) only. */
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  /** OTLP/HTTP collector: traces are sent there when set (off by default). */
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  OTEL_SERVICE_NAME: z.string().min(1).max(64).default('perlas-play'),
  /** Where Firebase ID tokens' signing keys are published (JWKS); Google's own by default. */
  FIREBASE_KEYS_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default(FIREBASE_KEYS_URL),
  DEFAULT_MERCHANT_CODE: z.string().min(1).max(32).default('DEMO'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  ADMIN_DIST_DIR: z.string().min(1).optional(),
  TRUST_PROXY: trustProxyString.default(false),
  BODY_LIMIT_BYTES: wholeNumber(1024, 10_485_760, 1_048_576),
  /** Unset: seed on the embedded database only, and never in production. */
  SEED_DEMO: booleanString.optional(),
  /** Production mode (NODE_ENV=production) refuses to start with the demo accounts unless set. */
  ALLOW_DEMO_ACCOUNTS: booleanString.default(false),
  NODE_ENV: z.string().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  SMTP_FROM: z.string().min(3).default(DEFAULT_SMTP_FROM),
  SMS_HTTP_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  /** false: this instance never runs the lottery draw engine (it only answers requests). */
  LOTTERY_ENGINE: booleanString.default(true),
  /** Encrypts unrevealed lottery seeds; unset: a key file in DATA_DIR (not in production on PostgreSQL). */
  LOTTERY_SEED_KEY: z
    .string()
    .transform((value, ctx) => {
      const key = parseLotterySeedKey(value);
      if (!key) {
        ctx.addIssue({ code: 'custom', message: LOTTERY_SEED_KEY_FORMAT });
        return z.NEVER;
      }
      return key;
    })
    .optional(),
  /**
   * The bundled demo game provider (apps/demo-provider) on /demo-provider, playing the demo
   * vendors' games on the members' wallets. Unset: on with the demo data, off otherwise.
   */
  DEMO_PROVIDER: booleanString.optional(),
  /** Set by npm to the folder the user ran it from; relative paths above are resolved there. */
  INIT_CWD: z.string().optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: z.infer<typeof LogLevel>;
  /** pretty: short lines, requests at debug; json (production): pino's JSON, requests at info. */
  logFormat: 'pretty' | 'json';
  operatorToken: string | undefined;
  metricsToken: string | undefined;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: where traces go; unset, none are made. */
  otlpEndpoint: string | undefined;
  otelServiceName: string;
  /** FIREBASE_KEYS_URL: the JWKS Google and Facebook sign-in tokens are checked against. */
  firebaseKeysUrl: string;
  defaultMerchantCode: string;
  webDistDir: string;
  /** The built back-office console (apps/admin), served under /admin. */
  adminDistDir: string;
  /** The demo game provider's built pages, when it is served (DEMO_PROVIDER); else undefined. */
  demoProviderDir: string | undefined;
  trustProxy: TrustProxy;
  bodyLimit: number;
  /** Seed the demo site (published passwords) when the database is empty. */
  seedDemo: boolean;
  /** NODE_ENV=production: refuses to start while the demo accounts exist, unless allowed. */
  isProduction: boolean;
  allowDemoAccounts: boolean;
  /** Unset: e-mails go to the outbox table and the log only. */
  smtpUrl: string | undefined;
  smtpFrom: string;
  /** Unset: SMS go to the outbox table and the log only. */
  smsHttpUrl: string | undefined;
  smsHttpToken: string | undefined;
  /** Whether this instance competes for the lottery draw engine's leader lock. */
  lotteryEngine: boolean;
  /** LOTTERY_SEED_KEY (32 bytes); unset: start.ts keeps one in DATA_DIR. */
  lotterySeedKey: Buffer | undefined;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// fileURLToPath, not URL#pathname, so a checkout path with spaces (%20) still resolves.
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const DEFAULT_ADMIN_DIST = fileURLToPath(new URL('../../admin/dist', import.meta.url));
const DEMO_PROVIDER_DIST = fileURLToPath(
  new URL('../../demo-provider/dist/client', import.meta.url),
);

/** Parses the environment; a bad variable throws a ConfigError naming it and what it expects. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  // The demo belongs to the one-command start: the embedded database, not production.
  const seedDemo = e.SEED_DEMO ?? (!e.DATABASE_URL && !isProduction);
  if (isProduction && e.SEED_DEMO === true && !e.ALLOW_DEMO_ACCOUNTS) {
    throw new ConfigError([
      'SEED_DEMO: seeds demo accounts with published passwords; in production (NODE_ENV=production) ' +
        'also set ALLOW_DEMO_ACCOUNTS=true, or leave SEED_DEMO unset',
    ]);
  }
  if (isProduction && e.DATABASE_URL && !e.LOTTERY_SEED_KEY) {
    throw new ConfigError([
      'LOTTERY_SEED_KEY: required in production (NODE_ENV=production) on PostgreSQL: every ' +
        'instance sharing the database must encrypt and read the unrevealed lottery seeds with the ' +
        `same key. Set it on each instance; it ${LOTTERY_SEED_KEY_FORMAT}`,
    ]);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolveUserPath(e.DATA_DIR, e.INIT_CWD),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (isProduction ? 'json' : 'pretty'),
    operatorToken: e.OPERATOR_TOKEN,
    metricsToken: e.METRICS_TOKEN,
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
    otelServiceName: e.OTEL_SERVICE_NAME,
    firebaseKeysUrl: e.FIREBASE_KEYS_URL,
    defaultMerchantCode: e.DEFAULT_MERCHANT_CODE,
    webDistDir: e.WEB_DIST_DIR ? resolveUserPath(e.WEB_DIST_DIR, e.INIT_CWD) : DEFAULT_WEB_DIST,
    adminDistDir: e.ADMIN_DIST_DIR
      ? resolveUserPath(e.ADMIN_DIST_DIR, e.INIT_CWD)
      : DEFAULT_ADMIN_DIST,
    demoProviderDir: (e.DEMO_PROVIDER ?? seedDemo) ? DEMO_PROVIDER_DIST : undefined,
    trustProxy: e.TRUST_PROXY,
    bodyLimit: e.BODY_LIMIT_BYTES,
    seedDemo,
    isProduction,
    allowDemoAccounts: e.ALLOW_DEMO_ACCOUNTS,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    smsHttpUrl: e.SMS_HTTP_URL,
    smsHttpToken: e.SMS_HTTP_TOKEN,
    lotteryEngine: e.LOTTERY_ENGINE,
    lotterySeedKey: e.LOTTERY_SEED_KEY,
  };
}
