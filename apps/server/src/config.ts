import { resolve } from 'node:path';
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

const envSchema = z.object({
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
  TRUST_PROXY: trustProxy.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
});

export type Env = z.input<typeof envSchema>;

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
  storageDriver: 'local' | 's3';
  trustProxy: boolean | number | string[];
  logLevel: string;
  /** Built SPA to serve; undefined means "find @advance/web's dist". */
  webDist: string | undefined;
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
    storageDriver: e.STORAGE_DRIVER,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
  };
}
