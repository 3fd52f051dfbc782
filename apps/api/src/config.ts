import { resolve } from 'node:path';
import { AI_PROVIDERS, type AiProviderConfig } from '@carat/ai-provider';
import { z } from 'zod';

/**
 * The embedded auth provider's API key for development and tests, in Supabase's publishable-key style. It is
 * public by design (apps ship it), but a production deployment sets its own: this one is refused there.
 */
export const DEVELOPMENT_ANON_KEY = 'sb_publishable_carat_embedded_development_key';

/**
 * Every environment read of the API, parsed once and failing fast with a clear message.
 * Nothing is required for the embedded default; each hosted service is switched on by its own variable.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  /** Where embedded data lives (PGlite files, uploads). */
  DATA_DIR: z.string().default('.data'),
  /** A PostgreSQL URL: hosted mode for the database. Unset: embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.url().optional(),
  /** Apply migrations at start. Default: on in embedded mode, off in hosted mode (a deploy step does it). */
  MIGRATE_ON_START: z.stringbool().optional(),
  /** Load the demo jewellers at start (embedded development only; refused in production). */
  SEED_ON_START: z.stringbool().optional(),
  /** Hosted Supabase project: its URL switches token verification to that project's JWKS. */
  SUPABASE_URL: z.url().optional(),
  /** Hosted Supabase: the project's anon (publishable) key, to check a password on the server (account deletion). */
  SUPABASE_ANON_KEY: z.string().min(20).optional(),
  /** Hosted Supabase: the service-role (secret) key, to delete an auth user through the admin API (account deletion). */
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(20).optional(),
  /** The public origin of this API (the embedded auth provider's issuer). */
  API_URL: z.url().default('http://localhost:8787'),
  MARKETING_URL: z.url().default('http://localhost:5173'),
  SHOWROOM_URL: z.url().default('http://localhost:5174'),
  DASHBOARD_URL: z.url().default('http://localhost:5175'),
  /** Outgoing mail. Unset: the local mailbox (maildev) in development, an in-memory outbox in tests. */
  SMTP_URL: z.url().optional(),
  /** Redis for the rate limits every API process shares; unset: a table in the database (ADR 029). */
  REDIS_URL: z.string().optional(),
  /** Embedded mode: when the API backs itself up (cron, Europe/Paris), or 'off'. Default 02:30 daily. */
  BACKUP_SCHEDULE: z.string().min(1).default('30 2 * * *'),
  /** Where backups are written (`pnpm backup` and the schedule); default DATA_DIR/backups. */
  BACKUP_DIR: z.string().optional(),
  MAIL_FROM: z.string().default('Carat <no-reply@carat.local>'),
  /** Signs marketing emails' unsubscribe and click links (HMAC, at least 32 bytes). Campaigns need it in production. */
  MARKETING_TOKEN_SECRET: z.string().min(32).optional(),
  /**
   * 32 bytes, base64: seals the webhook endpoints' signing secrets at rest (AES-256-GCM; the server needs
   * them to sign). Required in production; a fixed development key stands in elsewhere.
   */
  WEBHOOK_SECRET_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
    .optional(),
  /** Let webhooks reach localhost and private networks. Default: off in production (SSRF), on elsewhere. */
  WEBHOOK_ALLOW_PRIVATE_URLS: z.stringbool().optional(),
  MAILDEV_SMTP_PORT: z.coerce.number().int().default(1025),
  MAILDEV_WEB_PORT: z.coerce.number().int().default(1080),
  /**
   * The platform's Twilio account (SMS and WhatsApp through a Messaging Service, ADR 065). Unset: the local
   * message outbox stands in outside production; in production, texts through the platform are refused
   * (a business may still use its own Twilio account).
   */
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be an Account SID (AC…)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  TWILIO_MESSAGING_SERVICE_SID: z
    .string()
    .regex(/^MG[0-9a-fA-F]{32}$/, 'must be a Messaging Service SID (MG…)')
    .optional(),
  /** The local message outbox's page and REST API (`GET /messages`), development only. */
  OUTBOX_WEB_PORT: z.coerce.number().int().default(1090),
  /** Run the job worker inside the API process (embedded default) or only in `worker.ts` (hosted). */
  RUN_WORKER: z.stringbool().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),

  // Uploaded files (logos, product and reference images): a folder under DATA_DIR in embedded mode,
  // S3-compatible storage (Supabase Storage's S3 endpoint) in hosted mode.
  /** 'local' (DATA_DIR/files), 's3', or 'memory' (tests). Default: s3 when a bucket is set, else local. */
  STORAGE_DRIVER: z.enum(['local', 's3', 'memory']).optional(),
  /** e.g. https://<project>.supabase.co/storage/v1/s3 */
  STORAGE_S3_ENDPOINT: z.url().optional(),
  STORAGE_S3_BUCKET: z.string().min(3).max(63).optional(),
  STORAGE_S3_REGION: z.string().min(1).default('us-east-1'),
  STORAGE_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  STORAGE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** The design generator's photo → 3D provider (Meshy image-to-3D); unset, the page says it needs one. */
  PHOTO_TO_3D_API_KEY: z.string().min(1).optional(),
  /**
   * A metal-rates feed (ADR 064, ADR 088): none by default; rates are entered by hand and nothing needs the
   * network. Set, an hourly job reads it (the JSON shape of features/metal-rates/provider.ts).
   */
  METAL_RATES_PROVIDER_URL: z.url().optional(),
  /** Sent as the `X-API-Key` header of the feed's request, when the provider asks for one. */
  METAL_RATES_PROVIDER_KEY: z.string().min(1).optional(),
  /** The public, read-only demo dashboard over the seed's demo business. Default: on outside production. */
  DEMO_DASHBOARD: z.stringbool().optional(),

  // The embedded auth provider (/auth/v1, when SUPABASE_URL is unset).
  /** The key every /auth/v1 call carries in `apikey` (what apps pass to createClient). */
  AUTH_ANON_KEY: z.string().min(20).default(DEVELOPMENT_ANON_KEY),
  /** Sign-ups confirm their email through a link before they can sign in (Supabase's "Confirm email"). */
  AUTH_EMAIL_CONFIRMATION: z.stringbool().default(false),
  /** Access token lifetime, seconds. */
  AUTH_JWT_EXPIRY: z.coerce.number().int().min(30).max(604_800).default(3600),
  /** A rotated refresh token replayed within this many seconds gets the session's current pair back. */
  AUTH_REFRESH_TOKEN_REUSE_INTERVAL: z.coerce.number().int().min(0).max(3600).default(10),
  /** 32 bytes, base64: encrypts TOTP secrets at rest (AES-256-GCM). Required in production. */
  AUTH_TOTP_ENCRYPTION_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
    .optional(),
  /** Wrong passwords for one email within 15 minutes before sign-ins for it are refused (429). */
  AUTH_RATE_LIMIT_SIGN_IN_FAILURES: z.coerce.number().int().min(1).default(10),
  /** Calls per client address within 5 minutes, per action (sign-in, sign-up, recovery, verification, MFA). */
  AUTH_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  /**
   * The AI tools' model engine (assistant, design generator, marketing studio). Unset: every tool answers
   * with its offline engine. 'openai-compatible' needs AI_BASE_URL (a local Ollama: http://localhost:11434/v1).
   */
  AI_PROVIDER: z.enum(AI_PROVIDERS).optional(),
  AI_MODEL: z.string().trim().min(1).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_BASE_URL: z.url().optional(),
  /** A model answer slower than this falls back to the offline engine. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
});

export type RawConfig = z.infer<typeof schema>;

export interface Config extends RawConfig {
  embeddedDatabase: boolean;
  migrateOnStart: boolean;
  seedOnStart: boolean;
  runWorker: boolean;
  demoDashboard: boolean;
  /** Webhooks may reach localhost and private networks (never by default in production). */
  webhookAllowPrivateUrls: boolean;
  dataDir: string;
  appOrigins: string[];
  production: boolean;
  storage: StorageConfig;
  /** The model engine's provider, or null: the offline engines answer. */
  ai: (AiProviderConfig & { timeoutMs: number }) | null;
}

export interface StorageConfig {
  driver: 'local' | 's3' | 'memory';
  s3?: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
}

/** The file storage: S3 needs its endpoint, bucket and keys; tests keep files in memory. */
function storageConfig(raw: RawConfig): StorageConfig {
  const driver =
    raw.STORAGE_DRIVER ?? (raw.STORAGE_S3_BUCKET ? 's3' : raw.NODE_ENV === 'test' ? 'memory' : 'local');
  if (driver !== 's3') return { driver };
  const { STORAGE_S3_ENDPOINT, STORAGE_S3_BUCKET, STORAGE_S3_ACCESS_KEY_ID, STORAGE_S3_SECRET_ACCESS_KEY } =
    raw;
  if (
    !STORAGE_S3_ENDPOINT ||
    !STORAGE_S3_BUCKET ||
    !STORAGE_S3_ACCESS_KEY_ID ||
    !STORAGE_S3_SECRET_ACCESS_KEY
  ) {
    throw new Error(
      'S3 file storage needs STORAGE_S3_ENDPOINT, STORAGE_S3_BUCKET, STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY.',
    );
  }
  return {
    driver,
    s3: {
      endpoint: STORAGE_S3_ENDPOINT,
      bucket: STORAGE_S3_BUCKET,
      region: raw.STORAGE_S3_REGION,
      accessKeyId: STORAGE_S3_ACCESS_KEY_ID,
      secretAccessKey: STORAGE_S3_SECRET_ACCESS_KEY,
    },
  };
}

const trim = (url: string) => url.replace(/\/+$/, '');

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid API configuration:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  const production = raw.NODE_ENV === 'production';
  const embeddedDatabase = !raw.DATABASE_URL;
  // Every problem of a production configuration at once, so one start names each missing key.
  const problems: string[] = [];
  if (production && embeddedDatabase) {
    problems.push('DATABASE_URL is required in production: the embedded database is for development only.');
  }
  if (production && raw.SEED_ON_START) {
    problems.push('SEED_ON_START is refused in production: demo accounts are local-only.');
  }
  // The embedded provider serves sign-ins only when no Supabase project does.
  if (production && !raw.SUPABASE_URL && raw.AUTH_ANON_KEY === DEVELOPMENT_ANON_KEY) {
    problems.push('AUTH_ANON_KEY is required in production: the development key is public.');
  }
  if (production && !raw.SUPABASE_URL && !raw.AUTH_TOTP_ENCRYPTION_KEY) {
    problems.push('AUTH_TOTP_ENCRYPTION_KEY is required in production: MFA secrets are encrypted at rest.');
  }
  // Account deletion checks the password and deletes the auth user through Supabase Auth (ADR 019).
  if (production && raw.SUPABASE_URL && !raw.SUPABASE_ANON_KEY) {
    problems.push(
      'SUPABASE_ANON_KEY is required with SUPABASE_URL in production: account deletion needs it.',
    );
  }
  if (production && raw.SUPABASE_URL && !raw.SUPABASE_SERVICE_ROLE_KEY) {
    problems.push(
      'SUPABASE_SERVICE_ROLE_KEY is required with SUPABASE_URL in production: account deletion needs it.',
    );
  }
  if (production && !raw.MARKETING_TOKEN_SECRET) {
    problems.push(
      'MARKETING_TOKEN_SECRET is required in production: it signs the unsubscribe links of campaigns.',
    );
  }
  if (production && !raw.WEBHOOK_SECRET_KEY) {
    problems.push('WEBHOOK_SECRET_KEY is required in production: it seals the webhook signing secrets.');
  }
  if (raw.TWILIO_ACCOUNT_SID && (!raw.TWILIO_AUTH_TOKEN || !raw.TWILIO_MESSAGING_SERVICE_SID)) {
    problems.push('TWILIO_AUTH_TOKEN and TWILIO_MESSAGING_SERVICE_SID are required with TWILIO_ACCOUNT_SID.');
  }
  if (raw.AI_PROVIDER && !raw.AI_MODEL) problems.push('AI_MODEL is required with AI_PROVIDER.');
  if (raw.AI_PROVIDER === 'openai-compatible' && !raw.AI_BASE_URL) {
    problems.push("AI_BASE_URL is required with AI_PROVIDER=openai-compatible (e.g. a local Ollama's /v1).");
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return {
    ...raw,
    API_URL: trim(raw.API_URL),
    MARKETING_URL: trim(raw.MARKETING_URL),
    SHOWROOM_URL: trim(raw.SHOWROOM_URL),
    DASHBOARD_URL: trim(raw.DASHBOARD_URL),
    SUPABASE_URL: raw.SUPABASE_URL ? trim(raw.SUPABASE_URL) : undefined,
    production,
    embeddedDatabase,
    migrateOnStart: raw.MIGRATE_ON_START ?? embeddedDatabase,
    seedOnStart: raw.SEED_ON_START ?? (embeddedDatabase && raw.NODE_ENV === 'development'),
    runWorker: raw.RUN_WORKER ?? !production,
    demoDashboard: raw.DEMO_DASHBOARD ?? !production,
    webhookAllowPrivateUrls: raw.WEBHOOK_ALLOW_PRIVATE_URLS ?? false,
    dataDir: resolve(raw.DATA_DIR),
    appOrigins: [raw.MARKETING_URL, raw.SHOWROOM_URL, raw.DASHBOARD_URL].map(trim),
    storage: storageConfig(raw),
    ai:
      raw.AI_PROVIDER && raw.AI_MODEL
        ? {
            provider: raw.AI_PROVIDER,
            model: raw.AI_MODEL,
            apiKey: raw.AI_API_KEY,
            baseURL: raw.AI_BASE_URL,
            timeoutMs: raw.AI_TIMEOUT_MS,
          }
        : null,
  };
}
