import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Blank values (`DATABASE_URL=` in a .env file) count as unset. */
const optionalText = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().trim().min(1).optional(),
);

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
  };
}
