import { resolve } from 'node:path';
import { z } from 'zod';

/** Unset stays undefined, so a default can depend on other settings. */
const optionalFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === '1' || v === 'true'));

/** An empty value (docker compose's `${X:-}`) counts as unset. */
const unsetIfEmpty = (v: unknown) => (v === '' ? undefined : v);
const optionalText = z.preprocess(unsetIfEmpty, z.string().optional());

/** The S3 file store is configured by all of these together or by none of them. */
export const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_ALL = [...S3_REQUIRED, 'S3_FORCE_PATH_STYLE', 'S3_REGION'] as const;

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Listening address. Unset: 0.0.0.0, but 127.0.0.1 while demo accounts exist (main.ts). */
  HOST: optionalText,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Port of the embedded PostgreSQL (only without DATABASE_URL). */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  /** Seed demo data into an empty database. Default: on for the embedded database, off for DATABASE_URL. */
  SEED_DEMO: optionalFlag,
  INITIAL_ADMIN_PASSWORD: z.string().min(8).optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
  /** Secure cookies; unset: on when NODE_ENV=production and APP_URL is https. */
  COOKIE_SECURE: optionalFlag,
  /** Express "trust proxy" setting: number of proxy hops in front of the app (0 = none). */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_BLOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Failed logins per client address (IPv6: per /64) and day, over all usernames (default 20 × LOGIN_MAX_FAILURES). */
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).optional(),
  /** Failed logins per username and hour, from any address (default 4 × LOGIN_MAX_FAILURES). */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).optional(),
  /**
   * Once an address has used up its daily failures: how many further usernames that day may still try
   * once each from there (default 2 × LOGIN_MAX_FAILURES). Users who logged in from that address within
   * the last 30 days are not counted: colleagues behind one proxy keep getting in.
   */
  LOGIN_MAX_USERNAMES_PER_BLOCKED_ADDRESS: z.coerce.number().int().min(0).optional(),
  /** Days login, logout, lockout and 403 events stay in the audit trail (and the throttling counts) before a daily job deletes them. */
  AUDIT_SECURITY_RETENTION_DAYS: z.coerce.number().int().min(1).default(180),
  /** Days every other audit event (changes of records, roles, passwords) stays; default ten years (the longest German retention period for accounting records, § 147 AO). */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).default(3653),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Public address of the app, printed on welcome letters. */
  APP_URL: z.string().url().optional(),
  /** Extra origins allowed to send state-changing requests (comma separated), e.g. a Vite dev server. */
  ALLOWED_ORIGINS: z.string().default(''),
  /** Failed registration codes per address and hour before the address is blocked for an hour. */
  REGISTRATION_CODE_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  /** Public confirmation calls (GET/POST /confirmations/{uuid}) per address within 10 minutes before a 429. */
  CONFIRMATION_MAX_REQUESTS: z.coerce.number().int().min(1).default(300),
  /** Payroll PDFs are read and cut in worker threads: heap and resident-memory growth of one (MB), its wall time (s), workers at once. */
  PDF_MAX_MEMORY_MB: z.coerce.number().int().min(32).max(16384).default(512),
  PDF_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  PDF_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  /** Pages of one payroll upload. */
  PAYROLL_MAX_PAGES: z.coerce.number().int().min(1).default(1000),
  /** Ranges of unassigned pages one payroll upload may leave; more refuse the upload (422). */
  PAYROLL_MAX_UNASSIGNED_RANGES: z.coerce.number().int().min(1).default(100),
  /** Payroll uploads per user and minute before a 429. */
  PAYROLL_UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Days an issued registration code stays valid. */
  REGISTRATION_CODE_VALID_DAYS: z.coerce.number().int().min(1).default(14),
  /** Days after its start an unfinished registration expires (410) and is purged with its uploads. */
  REGISTRATION_EXPIRY_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Office mailbox shown to applicants (registration welcome and finished state). */
  REGISTRATION_CONTACT_EMAIL: z.string().email().default('personal@example.com'),
  /**
   * SMTP server for the e-mail outbox, e.g. smtp://user:password@mail.example.com:587 (STARTTLS when the
   * server offers it) or smtps://…:465. Unset: messages are kept in the outbox as "nicht versendet (kein SMTP)".
   */
  SMTP_URL: z.preprocess(unsetIfEmpty, z.string().regex(/^smtps?:\/\/[^\s]+$/i, 'an smtp:// or smtps:// address').optional()),
  /** Sender of the outbox's e-mails, e.g. "Inventurdienst <noreply@example.com>". */
  MAIL_FROM: z.preprocess(unsetIfEmpty, z.string().min(3).default('Inventurdienst <noreply@example.com>')),
  /** Employer named in generated contracts. */
  COMPANY_NAME: z.string().min(1).default('Inventurdienst GmbH'),
  FORM_URL_SICK_LEAVE: z.string().default('https://forms.example.com/krankmeldung'),
  FORM_URL_WORKWEAR: z.string().default('https://forms.example.com/arbeitskleidung'),
  FORM_URL_VACATION: z.string().default('https://forms.example.com/urlaubsantrag'),
  /** S3-compatible object storage for files (several instances); unset: the local directory DATA_DIR/files. */
  S3_ENDPOINT: z.preprocess(unsetIfEmpty, z.string().url().regex(/^https?:\/\/[^\s]+$/i, 'an http:// or https:// address').optional()),
  S3_BUCKET: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'bucket name: 3 to 63 lower-case letters, digits, dots and hyphens')
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Path-style addresses (MinIO and most self-hosted stores): 1. Unset: virtual-hosted style (AWS). */
  S3_FORCE_PATH_STYLE: optionalFlag,
  /** Signing region (default us-east-1); S3-compatible servers mostly ignore it. */
  S3_REGION: optionalText,
}).superRefine((env, ctx) => {
  // Half an S3 configuration must not silently fall back to the local disk (files of one instance only).
  const given = S3_ALL.filter((name) => env[name] !== undefined);
  if (given.length === 0) return;
  for (const name of S3_REQUIRED) {
    if (env[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: `missing: the S3 file store needs ${S3_REQUIRED.join(', ')} together (${given.join(', ')} set); unset every S3_* variable for the local directory` });
  }
});

export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addresses (http://host/bucket/key): MinIO and most self-hosted stores need them. */
  forcePathStyle: boolean;
  region: string;
}

export type Config = Omit<z.infer<typeof schema>, 'COOKIE_SECURE'> & { COOKIE_SECURE: boolean } & {
  dataDir: string;
  filesDir: string;
  webDist: string;
  /** Set when S3_BUCKET (and the rest of S3_*) is: files go to the bucket, none to DATA_DIR/files. */
  s3?: S3Config;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const c = parsed.data;
  return {
    ...c,
    COOKIE_SECURE: c.COOKIE_SECURE ?? (c.NODE_ENV === 'production' && /^https:/i.test(c.APP_URL ?? '')),
    dataDir: resolve(c.DATA_DIR),
    // Uploaded and generated files: inside the data directory, never below the web root.
    filesDir: resolve(c.DATA_DIR, 'files'),
    webDist: resolve(c.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    s3: c.S3_BUCKET
      ? {
          endpoint: c.S3_ENDPOINT!,
          bucket: c.S3_BUCKET,
          accessKeyId: c.S3_ACCESS_KEY_ID!,
          secretAccessKey: c.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: c.S3_FORCE_PATH_STYLE ?? false,
          region: c.S3_REGION ?? 'us-east-1',
        }
      : undefined,
  };
}
