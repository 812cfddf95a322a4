import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ORDER_EMAIL_INTERVAL_MS, UNPAID_ORDERS_MAX } from '@dapur/shared/limits';
import type { RateRule } from './lib/counters';
import { PASSWORD_HASHING, type PasswordHashing } from './lib/passwords';

/** Blank values (`DATABASE_URL=` in a .env file) count as unset. */
const optionalText = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().trim().min(1).optional(),
);

const QRIS_IMAGE_EXTENSIONS = /\.(png|jpe?g|webp|svg)$/i;

const DURATION_UNITS_MS = { s: 1_000, m: 60_000, h: 3_600_000 } as const;

/** `30/15m`: at most 30 in 15 minutes (units s, m, h). */
/**
 * Wrong setup codes from every address together: 30 an hour. A code is one of 31^8, so
 * that budget leaves a guesser no chance, and the family waits at most an hour after an
 * attack (decision 061). Fixed, not a variable: there is nothing to tune.
 */
export const SETUP_FAILURES_SHOP_WIDE: RateRule = { max: 30, windowMs: 3_600_000 };

const rateRule = (fallback: string) =>
  optionalText.default(fallback).transform((value, ctx) => {
    const match = /^(\d+)\s*\/\s*(\d+)\s*([smh])$/.exec(value);
    const max = Number(match?.[1]);
    const windowMs = Number(match?.[2]) * DURATION_UNITS_MS[(match?.[3] ?? 's') as 's'];
    if (!match || max < 1 || windowMs < 1_000) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a count per time, e.g. 30/15m (s, m or h)',
      });
      return z.NEVER;
    }
    return { max, windowMs } satisfies RateRule;
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** Open orders a customer may have unpaid (decision 065); the crash tests' shoppers need more. */
  UNPAID_ORDERS_MAX: z.coerce.number().int().min(1).max(100_000).default(UNPAID_ORDERS_MAX),
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
  MAIL_FROM: optionalText,
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
  RATE_LIMIT_WRITES: rateRule('120/1m'),
  RATE_LIMIT_LOGIN_FAILURES: rateRule('5/15m'),
  RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: rateRule('50/15m'),
  RATE_LIMIT_LOGIN_SLOWDOWN: rateRule('10/15m'),
  RATE_LIMIT_REGISTER: rateRule('30/15m'),
  RATE_LIMIT_REGISTER_PER_EMAIL: rateRule('5/15m'),
  RATE_LIMIT_FORGOT_PASSWORD: rateRule('30/15m'),
  RATE_LIMIT_RESET_EMAILS: rateRule('3/1h'),
  RATE_LIMIT_RESET_FAILURES: rateRule('5/15m'),
  RATE_LIMIT_RESET_FAILURES_PER_ADDRESS: rateRule('50/15m'),
  RATE_LIMIT_SETUP_FAILURES: rateRule('10/15m'),
  SHOP_NOW: optionalText.pipe(
    z.iso
      .datetime({
        offset: true,
        error: 'must be ISO 8601 with an offset, e.g. 2026-06-10T10:00:00+07:00',
      })
      .transform((text) => new Date(text))
      .optional(),
  ),
  TRUST_PROXY: optionalText.default('false').transform((value, ctx) => {
    const trustProxy = parseTrustProxy(value);
    if (trustProxy === undefined) {
      ctx.addIssue({
        code: 'custom',
        message:
          "must be the proxies' addresses (comma-separated), a number of proxy hops, true or false",
      });
      return z.NEVER;
    }
    return trustProxy;
  }),
});

/**
 * Every limit the API counts, per client address, per account, or both. The per-address
 * ones are sized for carrier-grade NAT, where many mobile customers share one address.
 * README.md lists the variables.
 */
export interface RateLimits {
  /** Every POST, PUT, PATCH and DELETE under /api, per address. */
  writes: RateRule;
  login: {
    /** Failed logins for one account from one address; then that pair gets 429. */
    failures: RateRule;
    /** Failed logins from one address, whatever the account; then the address gets 429. */
    failuresPerAddress: RateRule;
    /** Failed logins for one account from anywhere; past it each try gets a late response, never a refusal. */
    slowdown: RateRule;
  };
  register: {
    /** Sign-ups and email changes from one address. */
    perAddress: RateRule;
    /** Sign-ups and email changes naming one email. */
    perEmail: RateRule;
  };
  forgotPassword: {
    perAddress: RateRule;
    /** Reset emails sent to one account; past it the response is the same and nothing is sent. */
    emailsPerAccount: RateRule;
  };
  resetPassword: {
    /** Wrong codes for one account from one address. */
    failures: RateRule;
    failuresPerAddress: RateRule;
  };
  setup: {
    /** Wrong setup codes (for the first owner) from one address; then that address gets 429. */
    failuresPerAddress: RateRule;
    /** Wrong setup codes from all addresses together; then every setup gets 429 (decision 061). */
    failuresShopWide: RateRule;
  };
}

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
  /**
   * The demo pictures that ship with the code (apps/api/storage), served under /storage.
   * The family's uploads live in the database and are served there too (decision 067).
   */
  storageDir: string;
  /** The built web app (apps/web/dist). */
  webDistDir: string;
  /** Signs access tokens; without it one is generated once and kept in `dataDir`. */
  jwtSecret: string | undefined;
  /** Without it, emails are written to `dataDir/outbox` instead of being sent. */
  smtpUrl: string | undefined;
  /** The sender of every email; without it, the restaurant's name at no-reply@localhost. */
  mailFrom: string | undefined;
  /** Where customers open the web app; links in emails start with it. No trailing slash. */
  publicUrl: string;
  /**
   * Who sends the shop's pushes (the VAPID `sub`, RFC 8292), for a push service to reach:
   * PUBLIC_URL when it is https, else a mailto: of MAIL_FROM's address.
   */
  pushSubject: string;
  /** The restaurant's own static QRIS image (absolute); without it a sample code is shown. */
  qrisImage: string | undefined;
  /**
   * Fastify's `trustProxy`: which proxies may tell us the client's address (X-Forwarded-For):
   * their addresses, how many hops of them, or `true` for whatever the header says first.
   */
  trustProxy: boolean | number | string[];
  /** Other web origins allowed to call the API from a browser (CORS); empty: none. */
  corsOrigins: string[];
  /** Rate-limit counters shared by several instances; without it each process counts alone. */
  redisUrl: string | undefined;
  rateLimits: RateLimits;
  /** scrypt's cost for new password hashes: always PASSWORD_HASHING (no variable lowers it). */
  passwordHashing: PasswordHashing;
  /**
   * Open orders a customer may have without saying they paid: UNPAID_ORDERS_MAX (5) unless
   * the environment says otherwise (the crash tests' shoppers order without paying); API test
   * files about other things raise it with MANY_UNPAID_ORDERS.
   */
  unpaidOrdersMax: number;
  /** The owners get at most one email about new orders this often (decision 065); tests shorten it. */
  orderEmailIntervalMs: number;
  /**
   * The ordering rules' "now", frozen (SHOP_NOW): for browser tests and demonstrations of
   * the shop at a chosen time; unset, the real time.
   */
  shopNow: Date | undefined;
  /**
   * How often an open order stream asks again whether its token still stands (logout,
   * password reset, removal from the team): STREAM_TOKEN_RECHECK_MS, no variable.
   */
  streamTokenRecheckMs: number;
}

/** An owner's open stream stops within this after their session ends (decision 062). */
export const STREAM_TOKEN_RECHECK_MS = 5_000;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

// src/config.ts and the bundles dist/server.js and dist/cli.js all sit one level under apps/api.
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
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, '');
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
    publicUrl,
    pushSubject: pushSubjectOf(publicUrl, vars.MAIL_FROM),
    streamTokenRecheckMs: STREAM_TOKEN_RECHECK_MS,
    trustProxy: vars.TRUST_PROXY,
    corsOrigins: vars.CORS_ORIGINS,
    redisUrl: vars.REDIS_URL,
    rateLimits: {
      writes: vars.RATE_LIMIT_WRITES,
      login: {
        failures: vars.RATE_LIMIT_LOGIN_FAILURES,
        failuresPerAddress: vars.RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS,
        slowdown: vars.RATE_LIMIT_LOGIN_SLOWDOWN,
      },
      register: {
        perAddress: vars.RATE_LIMIT_REGISTER,
        perEmail: vars.RATE_LIMIT_REGISTER_PER_EMAIL,
      },
      forgotPassword: {
        perAddress: vars.RATE_LIMIT_FORGOT_PASSWORD,
        emailsPerAccount: vars.RATE_LIMIT_RESET_EMAILS,
      },
      resetPassword: {
        failures: vars.RATE_LIMIT_RESET_FAILURES,
        failuresPerAddress: vars.RATE_LIMIT_RESET_FAILURES_PER_ADDRESS,
      },
      setup: {
        failuresPerAddress: vars.RATE_LIMIT_SETUP_FAILURES,
        failuresShopWide: SETUP_FAILURES_SHOP_WIDE,
      },
    },
    passwordHashing: PASSWORD_HASHING,
    unpaidOrdersMax: vars.UNPAID_ORDERS_MAX,
    orderEmailIntervalMs: ORDER_EMAIL_INTERVAL_MS,
    qrisImage: vars.QRIS_IMAGE && existingFile('QRIS_IMAGE', vars.QRIS_IMAGE),
    shopNow: vars.SHOP_NOW,
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

/**
 * An https address push services accept as a contact (Apple's refuses localhost), else the
 * sender's address as mailto: (MAIL_FROM may be `Name <address>`), else the mailer's own
 * `no-reply@localhost`.
 */
function pushSubjectOf(publicUrl: string, mailFrom: string | undefined): string {
  const url = parseUrl(publicUrl);
  if (url?.protocol === 'https:' && url.hostname !== 'localhost') return url.origin;
  const address = mailFrom && (/<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom);
  const contact = address && /^[^<>\s]+@[^<>\s]+$/.test(address) ? address : 'no-reply@localhost';
  return `mailto:${contact}`;
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * The proxies' addresses (IPs or CIDR ranges), a number of hops (`1`: the last address in
 * X-Forwarded-For, which the proxy in front appended), `true` (the first address, which any
 * client can write), or `false`.
 */
function parseTrustProxy(value: string): boolean | number | string[] | undefined {
  const word = value.toLowerCase();
  if (['false', 'no', 'off', '0'].includes(word)) return false;
  if (['true', 'yes', 'on'].includes(word)) return true;
  if (/^\d{1,2}$/.test(word)) return Number(word);
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
