import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { restaurant } from '@dapur/shared/restaurant';
import { z } from 'zod';

/** Blank values (`DATABASE_URL=` in a .env file) count as unset. */
const optionalText = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().trim().min(1).optional(),
);

const QRIS_IMAGE_EXTENSIONS = /\.(png|jpe?g|webp|svg)$/i;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: optionalText.default('./data'),
  DATABASE_URL: optionalText.refine(
    (url) => url === undefined || /^postgres(ql)?:\/\//.test(url),
    'must be a postgres:// or postgresql:// URL',
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('production'),
  JWT_SECRET: optionalText.refine(
    (secret) => secret === undefined || secret.length >= 32,
    'must be at least 32 characters (e.g. `openssl rand -base64 48`)',
  ),
  SMTP_URL: optionalText.refine(
    (url) => url === undefined || /^smtps?:\/\//.test(url),
    'must be an smtp:// or smtps:// URL',
  ),
  MAIL_FROM: optionalText.default(`"${restaurant.name}" <no-reply@localhost>`),
  PUBLIC_URL: optionalText.refine(
    (url) => url === undefined || /^https?:\/\/[^/\s]+/.test(url),
    'must be an http:// or https:// URL',
  ),
  QRIS_IMAGE: optionalText.refine(
    (file) => file === undefined || QRIS_IMAGE_EXTENSIONS.test(file),
    'must be a .png, .jpg, .jpeg, .webp or .svg file',
  ),
  CORS_ORIGINS: optionalText.transform((value, ctx) => {
    if (value === undefined) return [];
    const entries = value.split(',').map((entry) => entry.trim());
    const origins = entries.filter(Boolean).map(parseOrigin);
    if (origins.some((origin) => origin === undefined)) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be comma-separated http:// or https:// origins without a path',
      });
      return z.NEVER;
    }
    return origins as string[];
  }),
  REDIS_URL: optionalText.refine(
    (url) => url === undefined || /^rediss?:\/\/[^/\s]+/.test(url),
    'must be a redis:// or rediss:// URL',
  ),
  TRUST_PROXY: optionalText.default('false').transform((value, ctx) => {
    const trustProxy = parseTrustProxy(value);
    if (trustProxy === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be true, false, or a comma-separated list of proxy addresses',
      });
      return z.NEVER;
    }
    return trustProxy;
  }),
});

export interface Config {
  port: number;
  host: string;
  /** Absolute; PGlite keeps its files here when no DATABASE_URL is set. */
  dataDir: string;
  /** When set, PostgreSQL is used instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  nodeEnv: z.infer<typeof envSchema>['NODE_ENV'];
  /** Generated SQL migrations (apps/api/drizzle). */
  migrationsDir: string;
  /** Demo and uploaded images, served under /storage (apps/api/storage). */
  storageDir: string;
  /** The built web app (apps/web/dist). */
  webDistDir: string;
  /** Signs access tokens; without it one is generated once and kept in `dataDir`. */
  jwtSecret: string | undefined;
  /** Without it, emails are written to `dataDir/outbox` instead of being sent. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where customers open the web app; links in emails start with it. No trailing slash. */
  publicUrl: string;
  /** The restaurant's own static QRIS image (absolute); without it a sample code is shown. */
  qrisImage: string | undefined;
  /** Fastify's `trustProxy`: which proxies may tell us the client's address (X-Forwarded-For). */
  trustProxy: boolean | string[];
  /** Other web origins allowed to call the API from a browser (CORS); empty: none. */
  corsOrigins: string[];
  /** Rate-limit counters shared by several instances; without it each process counts alone. */
  redisUrl: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

// src/config.ts and the bundled dist/server.js both sit one level under apps/api.
const apiRoot = fileURLToPath(new URL('..', import.meta.url));

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment variables:\n${problems.join('\n')}`);
  }
  const vars = parsed.data;
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir: path.resolve(process.cwd(), vars.DATA_DIR),
    databaseUrl: vars.DATABASE_URL,
    logLevel: vars.LOG_LEVEL,
    nodeEnv: vars.NODE_ENV,
    migrationsDir: path.join(apiRoot, 'drizzle'),
    storageDir: path.join(apiRoot, 'storage'),
    webDistDir: path.resolve(apiRoot, '..', 'web', 'dist'),
    jwtSecret: vars.JWT_SECRET,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ''),
    trustProxy: vars.TRUST_PROXY,
    corsOrigins: vars.CORS_ORIGINS,
    redisUrl: vars.REDIS_URL,
    qrisImage: vars.QRIS_IMAGE && existingFile('QRIS_IMAGE', vars.QRIS_IMAGE),
  };
}

/** A misspelt path must stop the start, not show customers a broken payment page. */
function existingFile(variable: string, file: string): string {
  const absolute = path.resolve(process.cwd(), file);
  let isFile = false;
  try {
    isFile = statSync(absolute).isFile();
  } catch {
    // Missing or unreadable: reported below.
  }
  if (!isFile) {
    throw new ConfigError(`Invalid environment variables:\n  ${variable}: no file at ${absolute}`);
  }
  return absolute;
}

/** `true` (any proxy), `false`, or the proxies' addresses (IPs or CIDR ranges). */
function parseTrustProxy(value: string): boolean | string[] | undefined {
  const word = value.toLowerCase();
  if (['true', 'yes', 'on', '1'].includes(word)) return true;
  if (['false', 'no', 'off', '0'].includes(word)) return false;
  const addresses = value.split(',').map((address) => address.trim());
  return addresses.every((address) => /^[\d.:a-f]+(\/\d{1,3})?$/i.test(address))
    ? addresses
    : undefined;
}

/** `https://shop.example` as browsers send it in `Origin`; undefined for anything with a path. */
function parseOrigin(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  const withoutPath = /^[a-z]+:\/\/[^/?#]+\/?$/i.test(value);
  if (!['http:', 'https:'].includes(url.protocol) || !bare || !withoutPath) return undefined;
  return url.origin;
}
