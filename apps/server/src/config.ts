import { join, resolve } from 'node:path';
import {
  ADVANCE_GRACE_DAYS_DEFAULT,
  ANALYTICS_RETENTION_MONTHS_DEFAULT,
  CREDITOR_ADDRESS_DEFAULT,
  CREDITOR_NAME_DEFAULT,
  DOCUMENT_REQUEST_DAYS_DEFAULT,
  PAYMENT_NOTICE_DAYS_DEFAULT,
} from '@advance/contracts';
import type { StorageConfig } from '@advance/core';
import { z } from 'zod';

/** TRUST_PROXY: true/false, a hop count, or a comma-separated list of addresses/CIDRs. */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): boolean | number | string[] => {
    if (/^(true|yes)$/i.test(v)) return true;
    if (/^(false|no|)$/i.test(v)) return false;
    if (/^\d+$/.test(v)) return Number(v);
    const list = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (list.every((s) => /^[0-9a-f.:/]+$/i.test(s))) return list;
    ctx.addIssue({
      code: 'custom',
      message: 'must be true, false, a hop count, or addresses/CIDRs',
    });
    return z.NEVER;
  });

const milliseconds = (fallback: number) =>
  z.coerce.number().int().min(100).max(3_600_000).default(fallback);

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    APP_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().min(1).default('./.data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    SUPER_ADMIN_EMAIL: z.email().default('admin@benefitadvance.local'),
    SUPER_ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default('Benefit Advance <no-reply@benefitadvance.local>'),
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: z.stringbool().optional(),
    TRUST_PROXY: trustProxy.default(false),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST: z.string().optional(),
    GEOIP_DATABASE: z.string().min(1).optional(),
    LIVE_RECHECK_MS: z.coerce.number().int().min(50).max(60_000).default(60_000),
    NODE_ENV: z.string().optional(),
    LOG_MAIL_LINKS: z.stringbool().optional(),
    HTTP_HEADERS_TIMEOUT_MS: milliseconds(10_000),
    HTTP_REQUEST_TIMEOUT_MS: milliseconds(30_000),
    HTTP_TRANSFER_TIMEOUT_MS: milliseconds(300_000),
    HTTP_IDLE_TIMEOUT_MS: milliseconds(60_000),
    MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).optional(),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    OVERLOAD_SAMPLE_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
    ANALYTICS_RETENTION_MONTHS: z.coerce
      .number()
      .int()
      .min(1)
      .max(120)
      .default(ANALYTICS_RETENTION_MONTHS_DEFAULT),
    /** Issue 18: days after the due date before a funded advance with a balance shows as past due. */
    ADVANCE_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(ADVANCE_GRACE_DAYS_DEFAULT),
    /** Issue 18: the payment notice goes out this many days before the due date. */
    PAYMENT_NOTICE_DAYS: z.coerce
      .number()
      .int()
      .min(1)
      .max(30)
      .default(PAYMENT_NOTICE_DAYS_DEFAULT),
    /** Issue 19: the creditor named in adverse-action notices. */
    CREDITOR_NAME: z.string().trim().min(1).max(200).default(CREDITOR_NAME_DEFAULT),
    CREDITOR_ADDRESS: z.string().trim().min(1).max(300).default(CREDITOR_ADDRESS_DEFAULT),
    /** Issue 19: a document request's default due date, in days from today. */
    DOCUMENT_REQUEST_DAYS: z.coerce
      .number()
      .int()
      .min(1)
      .max(90)
      .default(DOCUMENT_REQUEST_DAYS_DEFAULT),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET)
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'is required when STORAGE_DRIVER=s3',
      });
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
      ctx.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
    // Node refuses a header limit longer than the whole-request limit.
    if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_TRANSFER_TIMEOUT_MS)
      ctx.addIssue({
        code: 'custom',
        path: ['HTTP_HEADERS_TIMEOUT_MS'],
        message: 'must not exceed HTTP_TRANSFER_TIMEOUT_MS',
      });
    if (env.HTTP_REQUEST_TIMEOUT_MS > env.HTTP_TRANSFER_TIMEOUT_MS)
      ctx.addIssue({
        code: 'custom',
        path: ['HTTP_REQUEST_TIMEOUT_MS'],
        message: 'must not exceed HTTP_TRANSFER_TIMEOUT_MS',
      });
  });

export type Env = z.input<typeof envSchema>;

/** docs/architecture.md §5, "Limits": every request and connection is bounded in time and number. */
export interface HttpLimits {
  /** The request line and headers must arrive within this. */
  headersTimeoutMs: number;
  /** A JSON request, body and handler included, must be answered within this (else 503). */
  requestTimeoutMs: number;
  /** Document uploads and downloads (10 MB) and, at the socket, any request at all. */
  transferTimeoutMs: number;
  /** A connection with no bytes either way for this long is closed. */
  idleTimeoutMs: number;
  /** Open connections from one peer address; 0 turns the ceiling off. */
  maxConnectionsPerAddress: number;
}

/** Without a proxy each client is its own peer; behind one, the proxy is the only peer. */
const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 64;

export interface Config {
  port: number;
  host: string;
  /** Origin without a trailing slash, e.g. http://localhost:3000. */
  appOrigin: string;
  secureCookies: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  superAdminEmail: string;
  superAdminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where documents are kept: `DATA_DIR/objects` or an S3-compatible bucket. */
  storage: StorageConfig;
  trustProxy: boolean | number | string[];
  logLevel: string;
  /** Built SPA to serve; undefined means "find @advance/web's dist". */
  webDist: string | undefined;
  /** Offline MaxMind-format database for visitor locations; none means no locations. */
  geoipDatabase: string | undefined;
  /** Raw visitor events older than this many months are deleted. */
  analyticsRetentionMonths: number;
  advanceGraceDays: number;
  paymentNoticeDays: number;
  creditorName: string;
  creditorAddress: string;
  documentRequestDays: number;
  /** Every open live connection's session is re-checked this often (at most a minute). */
  liveRecheckMs: number;
  http: HttpLimits;
  /** Bearer token that opens GET /metrics; none means /metrics answers 404. */
  metricsToken: string | undefined;
  /**
   * Requests are refused with 503 while the event loop's mean delay over the last sample
   * interval exceeds `maxEventLoopDelayMs` (0: never).
   */
  overload: { maxEventLoopDelayMs: number; sampleIntervalMs: number };
  /**
   * Log password-reset (and other) links from outgoing mail: only for a local run with no
   * SMTP relay, so a developer can still reset a password. Never in production.
   */
  logMailLinks: boolean;
}

type ParsedEnv = z.output<typeof envSchema>;

function storageConfig(e: ParsedEnv, dataDir: string): StorageConfig {
  if (e.STORAGE_DRIVER === 'local' || !e.S3_BUCKET)
    return { driver: 'local', root: join(dataDir, 'objects') };
  return {
    driver: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    ...(e.S3_ENDPOINT && { endpoint: e.S3_ENDPOINT }),
    ...(e.S3_ACCESS_KEY_ID && { accessKeyId: e.S3_ACCESS_KEY_ID }),
    ...(e.S3_SECRET_ACCESS_KEY && { secretAccessKey: e.S3_SECRET_ACCESS_KEY }),
    // Self-hosted S3 (MinIO, Ceph, ...) usually wants path-style URLs; AWS wants virtual hosts.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
  };
}

/** Development means: not NODE_ENV=production and no SMTP relay (mail goes to files). */
function logMailLinks(e: ParsedEnv): boolean {
  const production = e.NODE_ENV === 'production';
  if (production) return false;
  return e.LOG_MAIL_LINKS ?? !e.SMTP_URL;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads and checks the environment once, at start; a bad value stops the start with a clear line. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const blankAsUnset = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const appOrigin = new URL(e.APP_ORIGIN ?? `http://localhost:${e.PORT}`).origin;
  return {
    port: e.PORT,
    host: e.HOST,
    appOrigin,
    secureCookies: appOrigin.startsWith('https:'),
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    superAdminEmail: e.SUPER_ADMIN_EMAIL.toLowerCase(),
    superAdminPassword: e.SUPER_ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    storage: storageConfig(e, resolve(e.DATA_DIR)),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    geoipDatabase: e.GEOIP_DATABASE && resolve(e.GEOIP_DATABASE),
    analyticsRetentionMonths: e.ANALYTICS_RETENTION_MONTHS,
    advanceGraceDays: e.ADVANCE_GRACE_DAYS,
    paymentNoticeDays: e.PAYMENT_NOTICE_DAYS,
    creditorName: e.CREDITOR_NAME,
    creditorAddress: e.CREDITOR_ADDRESS,
    documentRequestDays: e.DOCUMENT_REQUEST_DAYS,
    liveRecheckMs: e.LIVE_RECHECK_MS,
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      transferTimeoutMs: e.HTTP_TRANSFER_TIMEOUT_MS,
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS,
      // Behind a trusted proxy every client arrives from the proxy's address, so a
      // per-address ceiling would cap the whole service: off unless set explicitly.
      maxConnectionsPerAddress:
        e.MAX_CONNECTIONS_PER_ADDRESS ??
        (e.TRUST_PROXY === false ? DEFAULT_MAX_CONNECTIONS_PER_ADDRESS : 0),
    },
    logMailLinks: logMailLinks(e),
    metricsToken: e.METRICS_TOKEN,
    overload: {
      maxEventLoopDelayMs: e.OVERLOAD_EVENT_LOOP_DELAY_MS,
      sampleIntervalMs: e.OVERLOAD_SAMPLE_INTERVAL_MS,
    },
  };
}
