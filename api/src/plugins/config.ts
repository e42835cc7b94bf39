import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'letters, digits and _ . : - only, at most 64')
    .optional(),
  SMTP_URL: z.string().min(1).optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['0', '1', 'true', 'false']).optional(),
  DEMO_PROFILES: z.coerce.number().int().min(0).max(100_000).default(500),
  DEMO_PRESENCE: z.enum(['0', '1', 'true', 'false']).optional(),
  PUSH_PUBLIC_KEY: z.string().min(1).optional(),
  TRUST_PROXY: z.string().min(1).optional(),
  LIVE_EXTRA_ORIGINS: z.string().optional(),
  ALLOW_SANDBOX_PAYMENTS: z.enum(['0', '1']).optional(),
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(10_000).default(1),
  ADMIN_TOKEN: z.string().optional(),
  MOLLIE_API_KEY: z.string().min(1).optional(),
  MOLLIE_API_ENDPOINT: z.url().optional(),
  SMS_API_KEY: z.string().optional(),
  SMS_PROVIDER_URL: z.url().optional(),
  CSP_DEV_EVAL: z.enum(['0', '1']).optional(),
  NODE_ENV: z.string().optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  /** PGlite data, uploads and the remote registry live below this folder. */
  dataDir: string;
  /** null: the PGlite in `dataDir/pglite`; 'memory://': an in-memory PGlite (tests). */
  databaseUrl: string | null;
  pgliteDir: string | null;
  uploadsDir: string;
  /**
   * Photo messages: outside uploadsDir, so no static route reaches them; they leave only through the
   * access-checked /api/message-photo.php (blurred while locked).
   */
  messagePhotosDir: string;
  /** The repository-shaped folder with shell/dist and <remote>/dist that the server serves (tests: a fixture). */
  frontendRoot: string;
  redisUrl: string | null;
  /**
   * Starts every Redis key and channel of this deployment, so that two deployments (or two test runs) on one
   * Redis never read each other's presence, counters or live frames: member ids repeat across databases.
   */
  redisKeyPrefix: string;
  smtpUrl: string | null;
  publicUrl: string | null;
  logLevel: string;
  seedDemo: boolean;
  demoProfiles: number;
  /**
   * Demo members come and go online by themselves (seed/demo-presence.ts). On by default with the demo data,
   * except under NODE_ENV=test, where a test must decide who is online.
   */
  demoPresence: boolean;
  pushPublicKey: string | null;
  /**
   * Which proxies may set X-Forwarded-For/-Proto/-Host (client address for rate limits, https for Secure
   * cookies): false (the default: nobody, the peer is the client), or a comma-separated list of the proxies'
   * addresses and CIDR subnets. Trusting every private peer would let anything inside the network, or a
   * misrouted request, pick its own address and so escape every per-address limit.
   */
  trustProxy: false | string;
  /**
   * Multiplies every route's rate limit. 1 in production; the browser suite raises it, because a whole test
   * run comes from one address and one demo member, which no real visitor does.
   */
  rateLimitScale: number;
  /**
   * Pages on other origins (scheme://host[:port], exactly) whose scripts may open the live socket, besides
   * the site's own origin and PUBLIC_URL: LIVE_EXTRA_ORIGINS, comma-separated. Empty by default.
   */
  liveExtraOrigins: string[];
  /**
   * ALLOW_SANDBOX_PAYMENTS=1: production may start with the sandbox provider (whose "paid" button gives
   * credits for nothing), e.g. a staging site. Without it NODE_ENV=production refuses to start with it.
   */
  allowSandboxPayments: boolean;
  /**
   * The machine credential (`Authorization: Bearer …` from deploy scripts and the e2e suite); null, or shorter
   * than 16 characters, closes the machine door.
   */
  adminToken: string | null;
  /** The Mollie account: with a key, sites whose provider is 'mollie' take real payments. */
  mollie: { apiKey: string; apiEndpoint: string | null } | null;
  /** A real SMS provider (MessageBird's API); null sends codes to the development outbox. */
  sms: { accessKey: string; providerUrl: string } | null;
  /** `npm run dev` only: webpack's development builds need eval() in the CSP; never in production. */
  cspDevEval: boolean;
  production: boolean;
}

const DEFAULT_SMS_PROVIDER_URL = 'https://rest.messagebird.com';

/** LIVE_EXTRA_ORIGINS: comma-separated origins; anything that is not exactly an http(s) origin stops start-up. */
export function parseOrigins(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => {
    try {
      const url = new URL(entry);
      return !/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, '');
    } catch {
      return true;
    }
  });
  if (wrong.length > 0) {
    throw new Error(
      `Invalid environment:\n  LIVE_EXTRA_ORIGINS: not an origin (scheme://host[:port]): ${wrong.join(', ')}`,
    );
  }
  return entries.map((entry) => new URL(entry).origin);
}

const ADDRESS_OR_CIDR = /^(?:[0-9.]+|[0-9a-f:.]+)(?:\/\d{1,3})?$/i;

/** TRUST_PROXY: unset, empty or 'false' trusts nobody; otherwise addresses and CIDRs, comma-separated. */
export function parseTrustProxy(value: string | undefined): false | string {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || (entries.length === 1 && entries[0] === 'false')) return false;
  const wrong = entries.filter((entry) => !ADDRESS_OR_CIDR.test(entry));
  if (wrong.length > 0) {
    throw new Error(
      `Invalid environment:\n  TRUST_PROXY: not an address or CIDR: ${wrong.join(', ')} (list the proxies, e.g. 10.0.0.5,10.1.0.0/16)`,
    );
  }
  return entries.join(',');
}

/** Reads the environment once; a wrong value stops start-up with a message naming the variable. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(overrides.dataDir ?? e.DATA_DIR ?? resolve(repoRoot, '.data'));
  const config: AppConfig = {
    port: e.PORT,
    host: e.HOST ?? (e.NODE_ENV === 'test' ? '127.0.0.1' : '0.0.0.0'),
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    pgliteDir: resolve(dataDir, 'pglite'),
    uploadsDir: resolve(dataDir, 'uploads'),
    messagePhotosDir: resolve(dataDir, 'message-photos'),
    frontendRoot: repoRoot,
    redisUrl: e.REDIS_URL ?? null,
    redisKeyPrefix: e.REDIS_KEY_PREFIX ?? 'dating-',
    smtpUrl: e.SMTP_URL ?? null,
    publicUrl: e.PUBLIC_URL ?? null,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === undefined ? true : e.SEED_DEMO === '1' || e.SEED_DEMO === 'true',
    demoProfiles: e.DEMO_PROFILES,
    demoPresence:
      e.DEMO_PRESENCE === undefined
        ? e.NODE_ENV !== 'test'
        : e.DEMO_PRESENCE === '1' || e.DEMO_PRESENCE === 'true',
    pushPublicKey: e.PUSH_PUBLIC_KEY ?? null,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimitScale: e.RATE_LIMIT_SCALE,
    liveExtraOrigins: parseOrigins(e.LIVE_EXTRA_ORIGINS),
    allowSandboxPayments: e.ALLOW_SANDBOX_PAYMENTS === '1',
    adminToken: e.ADMIN_TOKEN && e.ADMIN_TOKEN.length >= 16 ? e.ADMIN_TOKEN : null,
    mollie: e.MOLLIE_API_KEY
      ? { apiKey: e.MOLLIE_API_KEY, apiEndpoint: e.MOLLIE_API_ENDPOINT ?? null }
      : null,
    sms: e.SMS_API_KEY?.trim()
      ? {
          accessKey: e.SMS_API_KEY.trim(),
          providerUrl: e.SMS_PROVIDER_URL ?? DEFAULT_SMS_PROVIDER_URL,
        }
      : null,
    cspDevEval: e.CSP_DEV_EVAL === '1' && e.NODE_ENV !== 'production',
    production: e.NODE_ENV === 'production',
  };
  return { ...config, ...overrides };
}
