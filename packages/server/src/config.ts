import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { loadJwtSecret } from './auth/jwt-secret.js';
import { defaultReadCacheBytes } from './cache/read-cache.js';
import { defaultSharedBuffersMb } from './db/pglite.js';
import { scaledAddressLimits, type AddressLimit, type AddressLimitName } from './http/rate-limits/policy.js';

export interface Config {
  port: number;
  host: string;
  /** Everything the shop keeps on disk lives under here. */
  dataDir: string;
  /** The embedded PGlite database (unused with databaseUrl). */
  databaseDir: string;
  uploadsDir: string;
  databaseUrl?: string | undefined;
  /** Present only when both ADMIN_EMAIL and ADMIN_PASSWORD are set (SERVER-09). */
  admin?: { email: string; password: string } | undefined;
  seedDemo: boolean;
  /**
   * Behind a load balancer: which hops of X-Forwarded-For to believe (TRUST_PROXY): how many
   * proxies stand in front of the shop, or their addresses. False: the socket's address.
   */
  trustProxy: TrustProxy;
  /** CORS for the Vite dev servers on localhost (http/dev-cors.ts): only with NODE_ENV=development. */
  allowDevOrigins?: boolean | undefined;
  jwtSecret: Uint8Array;
  logLevel: string;
  /** Changes to the per-address limits of http/rate-limits/policy.ts (tests, benchmarks). */
  rateLimits?: Partial<Record<AddressLimitName, AddressLimit>>;
  /** The most each read cache (catalogue, content) holds (READ_CACHE_MB); cache/read-cache.ts's default without. */
  readCacheBytes?: number | undefined;
  /** PGlite's shared_buffers in MB (PGLITE_SHARED_BUFFERS_MB); db/pglite.ts's default without. */
  pgliteSharedBuffersMb?: number | undefined;
  /** Razorpay, when RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET are all set. */
  razorpay?: RazorpayConfig | undefined;
  /** Overrides the shop's "unpaid UPI orders cancel after" setting (PAYMENT_WINDOW_SECONDS): trials and tests. */
  paymentWindowSeconds?: number | undefined;
  /** How often unpaid orders past their time are looked for (PAYMENT_SWEEP_SECONDS, default 60). */
  paymentSweepSeconds?: number | undefined;
  /** Order e-mails go out through this SMTP server (SMTP_URL); without it they wait in the outbox. */
  mail?: MailConfig | undefined;
  /**
   * The shop's address as shoppers reach it (PUBLIC_URL): every absolute link (pages'
   * canonical and Open Graph URLs, JSON-LD, e-mails) starts with it, never with the request's
   * Host header. Without it, `publicOrigin` is the address the shop listens on.
   */
  publicUrl?: string | undefined;
}

/** Fastify's `trustProxy`: a hop count, or the proxies' addresses and CIDR ranges. */
type TrustProxy = false | number | string[];

interface MailConfig {
  smtpUrl: string;
  /** MAIL_FROM, e.g. "Dhanya Organics <orders@dhanya.in>". */
  from: string;
  /** How often the outbox is looked at (OUTBOX_POLL_SECONDS, default 5). */
  pollSeconds: number;
}

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com unless RAZORPAY_API_URL says otherwise (the tests' fake). */
  apiUrl: string;
}

/** Where absolute links point: PUBLIC_URL, else the address the shop listens on. */
export function publicOrigin(config: Pick<Config, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => ['true', 'false', '1', '0', 'yes', 'no'].includes(value), 'must be true or false')
  .transform((value) => ['true', '1', 'yes'].includes(value));

const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const megabytes = (fallback: number, least: number) =>
  z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: 'must be a number of megabytes' })
      .int('must be a whole number of megabytes')
      .min(least, `must be at least ${least}`)
      .default(fallback),
  );

/** proxy-addr's names for the private ranges, beside addresses and CIDRs. */
const proxyRangeNames = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `1` (one load balancer in front), or its addresses (`10.0.0.5,10.0.1.0/24`).
 * `true` is refused: Fastify would believe every hop and take the left-most X-Forwarded-For,
 * which the client writes itself.
 */
const trustedProxies = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    const lower = value.toLowerCase();
    if (['false', 'no', '0'].includes(lower)) return false;
    if (['true', 'yes'].includes(lower)) {
      context.addIssue({
        code: 'custom',
        message:
          'true would let any client choose its own address with X-Forwarded-For. Write how many ' +
          'proxies stand in front of the shop (TRUST_PROXY=1 behind one load balancer), or their ' +
          'addresses (TRUST_PROXY=10.0.0.5,10.0.1.0/24)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `must be a number of proxies or a comma-separated list of their addresses; not an address: ${wrong.map((entry) => JSON.stringify(entry)).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const environment = z.object({
  PORT: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a whole number')
      .min(1, 'must be from 1 to 65535')
      .max(65535, 'must be from 1 to 65535')
      .default(5000),
  ),
  HOST: z.preprocess(blankAsMissing, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(blankAsMissing, z.string().default('./.data')),
  DATABASE_URL: z.preprocess(
    blankAsMissing,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  ADMIN_EMAIL: z.preprocess(
    blankAsMissing,
    z.string().trim().toLowerCase().pipe(z.email('must be an email address')).optional(),
  ),
  ADMIN_PASSWORD: z.preprocess(blankAsMissing, z.string().min(8, 'must be at least 8 characters').optional()),
  SEED_DEMO: z.preprocess(blankAsMissing, flag.default(true)),
  TRUST_PROXY: z.preprocess(blankAsMissing, trustedProxies.default(false)),
  JWT_SECRET: z.preprocess(blankAsMissing, z.string().min(32, 'must be at least 32 characters').optional()),
  LOG_LEVEL: z.preprocess(
    blankAsMissing,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  RATE_LIMIT_MULTIPLIER: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: 'must be a number' })
      .positive('must be above 0')
      .max(1000, 'must be at most 1000')
      .default(1),
  ),
  READ_CACHE_MB: megabytes(defaultReadCacheBytes / 1_048_576, 1),
  PGLITE_SHARED_BUFFERS_MB: megabytes(defaultSharedBuffersMb, 1),
  RAZORPAY_KEY_ID: z.preprocess(blankAsMissing, z.string().trim().optional()),
  RAZORPAY_KEY_SECRET: z.preprocess(blankAsMissing, z.string().trim().optional()),
  RAZORPAY_WEBHOOK_SECRET: z.preprocess(blankAsMissing, z.string().trim().optional()),
  RAZORPAY_API_URL: z.preprocess(blankAsMissing, z.url({ error: 'must be a URL' }).default('https://api.razorpay.com')),
  PAYMENT_WINDOW_SECONDS: z.preprocess(
    blankAsMissing,
    z.coerce.number({ error: 'must be a number of seconds' }).int().positive('must be above 0').optional(),
  ),
  PAYMENT_SWEEP_SECONDS: z.preprocess(
    blankAsMissing,
    z.coerce.number({ error: 'must be a number of seconds' }).positive('must be above 0').default(60),
  ),
  SMTP_URL: z.preprocess(
    blankAsMissing,
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: z.preprocess(blankAsMissing, z.string().trim().default('Dhanya <orders@localhost>')),
  OUTBOX_POLL_SECONDS: z.preprocess(
    blankAsMissing,
    z.coerce.number({ error: 'must be a number of seconds' }).positive('must be above 0').default(5),
  ),
  NODE_ENV: z.string().optional(),
  PUBLIC_URL: z.preprocess(
    blankAsMissing,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .refine((url) => /^[^/]*\/\/[^/?#]+\/*$/.test(url), "must be the shop's address alone, e.g. https://shop.example")
      .optional(),
  ),
});

/** What the environment says, checked; reads and writes nothing (the backup commands use it). */
export type Settings = Omit<Config, 'jwtSecret'>;

/** Reads and checks the environment; generates the signing secret on first start (SERVER-03). */
export async function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Promise<Config> {
  const vars = parseEnvironment(env);
  const settings = settingsFrom(vars, cwd);
  return { ...settings, jwtSecret: await loadJwtSecret(settings.dataDir, vars.JWT_SECRET) };
}

export function readSettings(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Settings {
  return settingsFrom(parseEnvironment(env), cwd);
}

function parseEnvironment(env: NodeJS.ProcessEnv): z.infer<typeof environment> {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

function settingsFrom(vars: z.infer<typeof environment>, cwd: string): Settings {
  const dataDir = path.resolve(cwd, vars.DATA_DIR);
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseDir: path.join(dataDir, 'pglite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: vars.DATABASE_URL,
    admin:
      vars.ADMIN_EMAIL && vars.ADMIN_PASSWORD ? { email: vars.ADMIN_EMAIL, password: vars.ADMIN_PASSWORD } : undefined,
    seedDemo: vars.SEED_DEMO,
    trustProxy: vars.TRUST_PROXY,
    allowDevOrigins: vars.NODE_ENV === 'development',
    logLevel: vars.LOG_LEVEL,
    rateLimits: scaledAddressLimits(vars.RATE_LIMIT_MULTIPLIER),
    readCacheBytes: vars.READ_CACHE_MB * 1_048_576,
    pgliteSharedBuffersMb: vars.PGLITE_SHARED_BUFFERS_MB,
    razorpay:
      vars.RAZORPAY_KEY_ID && vars.RAZORPAY_KEY_SECRET && vars.RAZORPAY_WEBHOOK_SECRET
        ? {
            keyId: vars.RAZORPAY_KEY_ID,
            keySecret: vars.RAZORPAY_KEY_SECRET,
            webhookSecret: vars.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: vars.RAZORPAY_API_URL.replace(/\/+$/, ''),
          }
        : undefined,
    paymentWindowSeconds: vars.PAYMENT_WINDOW_SECONDS,
    paymentSweepSeconds: vars.PAYMENT_SWEEP_SECONDS,
    mail: vars.SMTP_URL
      ? { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM, pollSeconds: vars.OUTBOX_POLL_SECONDS }
      : undefined,
    publicUrl: vars.PUBLIC_URL?.replace(/\/+$/, ''),
  };
}
