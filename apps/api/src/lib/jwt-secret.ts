import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export const MIN_SECRET_LENGTH = 32;

/**
 * JWT_SECRET when configured; otherwise a random secret generated on first start and kept
 * in `dataDir/jwt-secret` (readable by this user only), so tokens survive restarts.
 */
export async function resolveJwtSecret(
  config: { jwtSecret: string | undefined; dataDir: string; databaseUrl: string | undefined },
  log: FastifyBaseLogger,
): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;

  const file = path.join(config.dataDir, 'jwt-secret');
  if (config.databaseUrl) {
    log.warn(
      `JWT_SECRET is not set: using the secret kept in ${file}. Several instances sharing this database need one shared JWT_SECRET, or each rejects the others' tokens.`,
    );
  }
  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(64).toString('base64url');
  try {
    // 'wx' fails when the file exists, so two processes starting at once agree on one secret.
    await writeFile(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    log.info(`Generated a JWT secret in ${file}`);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = (await readFile(file, 'utf8')).trim();
  if (stored.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `${file} holds no usable secret (fewer than ${MIN_SECRET_LENGTH} characters). Delete it to generate a new one, or set JWT_SECRET.`,
    );
  }
  return stored;
}
