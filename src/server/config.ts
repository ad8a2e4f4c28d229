import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** Environment variables, parsed once (DESIGN.md "Configuration"). */
/** The handover codes' key with the fake Payme (SAFE_DEAL_CODE_KEY unset): not a secret, and never used with real payments. */
const DEVELOPMENT_CODE_KEY = 'bozor-development-handover-codes-not-a-secret';

const flag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');
/** Comma-separated phones, as typed (each is normalized where it is used); unset, none. */
const phoneList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((phone) => phone.trim())
      .filter(Boolean),
  );

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(4321),
    HOST: z.string().min(1).default('0.0.0.0'),
    /** The site's address as visitors see it; unset, this machine's HOST and PORT (production must name it). */
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
      .optional(),
    MEDIA_STORE: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) URL' }).optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]*$/, 'S3_BUCKET is a bucket name (letters, digits, dots, hyphens)')
      .optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** A CDN or public bucket serving the objects; without it the server streams them at /media/…. */
    S3_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'S3_PUBLIC_URL must be an http(s) URL' }).optional(),
    /** `endpoint/bucket/key` (MinIO and most self-hosted servers) instead of `bucket.endpoint/key`. */
    S3_FORCE_PATH_STYLE: flag.default(false),
    SMS_PROVIDER: z.enum(['outbox', 'eskiz']).default('outbox'),
    ESKIZ_EMAIL: z.string().optional(),
    ESKIZ_PASSWORD: z.string().optional(),
    ESKIZ_FROM: z.string().optional(),
    ESKIZ_BASE_URL: z.url().default('https://notify.eskiz.uz'),
    ALLOW_OUTBOX_IN_PRODUCTION: flag.default(false),
    /**
     * Card payments of the safe deal (issue 39, payments/): `payme`, Payme's Subscribe API at
     * PAYME_ENDPOINT; `fake`, the fake Payme the app serves itself (tests/fixtures/fake-payme.ts,
     * no network). Unset: `fake` outside production; production refuses `fake` unless
     * ALLOW_FAKE_PAYMENTS_IN_PRODUCTION=1.
     */
    PAYMENTS_PROVIDER: z.enum(['fake', 'payme']).optional(),
    /** Payme's Subscribe API; its sandbox is https://checkout.test.paycom.uz/api. */
    PAYME_ENDPOINT: z.url({ protocol: /^https?$/, error: 'PAYME_ENDPOINT must be an http(s) URL' }).default('https://checkout.paycom.uz/api'),
    /** The Payme cash desk's id and key (KEY, or TEST KEY with the sandbox): required with PAYMENTS_PROVIDER=payme. */
    PAYME_MERCHANT_ID: z.string().optional(),
    PAYME_KEY: z.string().optional(),
    /** How long one call to the payment provider may take, its answer included. */
    PAYMENTS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    ALLOW_FAKE_PAYMENTS_IN_PRODUCTION: flag.default(false),
    /** The safe deal's fee (issue 39), in hundredths of a percent of the price, paid by the buyer on top: 0 (none) to 2000 (20 %). */
    SAFE_DEAL_FEE_BPS: z.coerce.number().int().min(0).max(2000).default(0),
    /** Goods at this price or above (whole so'm) offer the safe deal unless their seller turns it off; below it, unless turned on. */
    SAFE_DEAL_MIN_PRICE: z.coerce.number().int().min(0).default(200_000),
    /** The key the handover codes are derived with (32+ characters; required with PAYMENTS_PROVIDER=payme): a buyer's code can be shown again, never guessed. */
    SAFE_DEAL_CODE_KEY: z.string().min(32, 'SAFE_DEAL_CODE_KEY is at least 32 characters').optional(),
    /** 1: fill an empty database with the demo marketplace at start; 0: never; unset: only in development (src/demo/demo-on-start.ts). */
    DEMO_DATA: flag.optional(),
    /** 1 with NODE_ENV=test only (scripts/e2e-server.mjs): the browser tests' clock and job doors (server/e2e-hooks.ts); ignored otherwise. */
    E2E_HOOKS: flag.default(false),
    /**
     * How many reverse proxies in front of us append to X-Forwarded-For (0: none, the socket's
     * peer is the client). `true`/`false` mean 1/0.
     */
    TRUST_PROXY: z
      .string()
      .regex(/^(\d{1,2}|true|false)$/, 'TRUST_PROXY is a number of proxy hops (or true/false)')
      .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value)))
      .default(0),
    /** 0: signed-out pages are rendered for every request, as signed-in ones are (the benchmark's cold case; page-cache/). */
    PAGE_CACHE: flag.default(true),
    /**
     * 0: this instance runs no background jobs (the hourly expiry of listings, jobs/): a web-only
     * instance. Every instance may run them; one run happens at a time across all of them.
     */
    JOBS: flag.default(true),
    /** Phones (comma-separated) whose accounts are made moderators at start: a first start's moderators (issue 23). */
    MODERATOR_PHONES: phoneList,
    /** Phones (comma-separated) whose accounts are made marketers at start: a first start's copy editors (issue 37). */
    MARKETER_PHONES: phoneList,
    /**
     * The Telegram bot (issue 25): with its token and username, accounts can link a Telegram chat
     * and get their notices there; without them the feature is hidden everywhere.
     */
    TELEGRAM_BOT_TOKEN: z
      .string()
      .regex(/^\d+:[A-Za-z0-9_-]{20,}$/, 'TELEGRAM_BOT_TOKEN is the token @BotFather gave (123456:ABC…)')
      .optional(),
    TELEGRAM_BOT_USERNAME: z
      .string()
      .transform((value) => value.replace(/^@/, ''))
      .pipe(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, 'TELEGRAM_BOT_USERNAME is the bot’s username (without @)'))
      .optional(),
    /** The webhook's secret token (1–256 of A–Z a–z 0–9 _ -); unset, one derived from the bot token (telegram/telegram-settings.ts). */
    TELEGRAM_WEBHOOK_SECRET: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,256}$/, 'TELEGRAM_WEBHOOK_SECRET is 1–256 letters, digits, _ or -')
      .optional(),
    /** The Bot API's address (tests point it at a local fake). */
    TELEGRAM_API_URL: z.url({ protocol: /^https?$/, error: 'TELEGRAM_API_URL must be an http(s) URL' }).default('https://api.telegram.org'),
    /** The mobile app's store pages (issue 34): the footer's badges link there; each is hidden while unset. */
    APP_STORE_URL: z.url({ protocol: /^https$/, error: 'APP_STORE_URL must be an https URL (the app’s App Store page)' }).optional(),
    GOOGLE_PLAY_URL: z.url({ protocol: /^https$/, error: 'GOOGLE_PLAY_URL must be an https URL (the app’s Google Play page)' }).optional(),
    /**
     * Where the Central Bank's daily dollar rate comes from (issue 38, rates/): `cbu`, the bank's JSON
     * at RATES_URL; `file`, the same JSON in RATES_FILE. Unset: `cbu` in production, `file` otherwise.
     */
    RATES_SOURCE: z.enum(['cbu', 'file']).optional(),
    RATES_URL: z.url({ protocol: /^https?$/, error: 'RATES_URL must be an http(s) URL' }).default('https://cbu.uz/uz/arkhiv-kursov-valyut/json/USD/'),
    /** The rates file (the bank's JSON), from the working directory: a fixed rate for tests and offline development. */
    RATES_FILE: z.string().min(1).default('data/rates/usd.json'),
    /** How long a request to the bank may take, its answer included. */
    RATES_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** How log lines look (logger.ts); unset, readable lines when stdout is a terminal and JSON otherwise. */
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    /**
     * Open chat sockets one address may hold (chats/socket-quota.ts). Many phones share a
     * carrier's address behind NAT; raise it when a whole campus or carrier comes from one.
     */
    SOCKETS_PER_ADDRESS: z.coerce.number().int().positive().default(300),
    /** All SMS codes the site may send in an hour (a stop against SMS pumping). */
    SMS_HOURLY_BUDGET: z.coerce.number().int().positive().default(500),
  })
  .superRefine((env, ctx) => {
    if (env.SMS_PROVIDER === 'eskiz') {
      for (const key of ['ESKIZ_EMAIL', 'ESKIZ_PASSWORD', 'ESKIZ_FROM'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required with SMS_PROVIDER=eskiz` });
      }
    }
    if (env.PAYMENTS_PROVIDER === 'payme') {
      for (const key of ['PAYME_MERCHANT_ID', 'PAYME_KEY', 'SAFE_DEAL_CODE_KEY'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required with PAYMENTS_PROVIDER=payme` });
      }
    }
    if (env.NODE_ENV === 'production' && (env.PAYMENTS_PROVIDER ?? 'fake') === 'fake' && !env.ALLOW_FAKE_PAYMENTS_IN_PRODUCTION) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_PROVIDER'],
        message: 'production refuses the fake Payme (PAYMENTS_PROVIDER unset or fake); set PAYMENTS_PROVIDER=payme or ALLOW_FAKE_PAYMENTS_IN_PRODUCTION=1',
      });
    }
    if (env.MEDIA_STORE === 's3') {
      for (const key of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required with MEDIA_STORE=s3` });
      }
      // `bucket.127.0.0.1` names no host: an address endpoint only works path-style.
      const host = env.S3_ENDPOINT ? URL.parse(env.S3_ENDPOINT)?.hostname.replace(/^\[|\]$/g, '') : undefined;
      if (host && isIP(host) && !env.S3_FORCE_PATH_STYLE) {
        ctx.addIssue({ code: 'custom', path: ['S3_FORCE_PATH_STYLE'], message: 'S3_ENDPOINT is an IP address; set S3_FORCE_PATH_STYLE=1' });
      }
    }
    if (Boolean(env.TELEGRAM_BOT_TOKEN) !== Boolean(env.TELEGRAM_BOT_USERNAME)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.TELEGRAM_BOT_TOKEN ? 'TELEGRAM_BOT_USERNAME' : 'TELEGRAM_BOT_TOKEN'],
        message: 'the Telegram bot needs both TELEGRAM_BOT_TOKEN and TELEGRAM_BOT_USERNAME',
      });
    }
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'production needs PUBLIC_URL, the address visitors reach the site at (e.g. https://bozor.uz): links, sitemaps and cookies are made from it',
      });
    }
    if (env.NODE_ENV === 'production' && env.SMS_PROVIDER === 'outbox' && !env.ALLOW_OUTBOX_IN_PRODUCTION) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: 'production refuses SMS_PROVIDER=outbox; set SMS_PROVIDER=eskiz or ALLOW_OUTBOX_IN_PRODUCTION=1',
      });
    }
  });

export type Config = Omit<z.output<typeof EnvSchema>, 'PUBLIC_URL' | 'RATES_SOURCE' | 'PAYMENTS_PROVIDER' | 'SAFE_DEAL_CODE_KEY'> & {
  PUBLIC_URL: string;
  RATES_SOURCE: 'cbu' | 'file';
  PAYMENTS_PROVIDER: 'fake' | 'payme';
  SAFE_DEAL_CODE_KEY: string;
  dataDir: string;
  publicUrl: URL;
};

/**
 * Where this server is reached when PUBLIC_URL does not say: its own HOST and PORT, with
 * `localhost` for a wildcard address (0.0.0.0, ::), which is what a browser on this machine types.
 */
export function localUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' || host === '[::]' ? 'localhost' : isIP(host) === 6 ? `[${host}]` : host;
  return new URL(`http://${name}:${port}`).origin;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const blankAsMissing = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(blankAsMissing);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const publicUrl = parsed.data.PUBLIC_URL ?? localUrl(parsed.data.HOST, parsed.data.PORT);
  return {
    ...parsed.data,
    PUBLIC_URL: publicUrl,
    RATES_SOURCE: parsed.data.RATES_SOURCE ?? (parsed.data.NODE_ENV === 'production' ? 'cbu' : 'file'),
    PAYMENTS_PROVIDER: parsed.data.PAYMENTS_PROVIDER ?? 'fake',
    // With the fake Payme (development, tests) a fixed key; real payments refuse to start without their own.
    SAFE_DEAL_CODE_KEY: parsed.data.SAFE_DEAL_CODE_KEY ?? DEVELOPMENT_CODE_KEY,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    publicUrl: new URL(publicUrl),
  };
}

/**
 * DEMO_DATA: 1 fills an empty database, 0 never; unset, an empty database is filled at its
 * first start (a fresh clone shows a living marketplace), but not under tests (NODE_ENV=test),
 * whose databases must start empty, and not in production, where fake sellers with a
 * published password have no place unless someone asks for them. The runtime loads the demo
 * (src/demo) only when this says so.
 */
export function demoDataWanted(config: Pick<Config, 'DEMO_DATA' | 'NODE_ENV'>): boolean {
  return config.DEMO_DATA ?? config.NODE_ENV === 'development';
}
