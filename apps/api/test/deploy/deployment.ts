import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { startServer, type ServerProcess } from '../crash/server-process';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../crash/throwaway-postgres';
import { startNginx, type Nginx } from './nginx';

const ENV_FILE = fileURLToPath(new URL('../../../../deploy/dapur.env.example', import.meta.url));
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The prefix the shop's rate-limit keys have in Redis (app.ts). */
const REDIS_NAMESPACE = 'dapur-rate-limit:';

/** docs/deploy.md's second step on this machine: two instances, one PostgreSQL, one Redis, nginx. */
export interface Deployment {
  a: ServerProcess;
  b: ServerProcess;
  nginx: Nginx;
  database: ThrowawayDatabase;
  /** The data folder of each instance (its setup code, its outbox). */
  dataDirs: [string, string];
  /**
   * `127.<n>.x.y`: the addresses this run's clients connect from, none of them nginx's
   * 127.0.0.1. Another run picks another n, so their counters in Redis never meet.
   */
  clientAddress(x: number, y: number): string;
  /** An email address of this run's own (its counters are removed with the address's). */
  email(name: string): string;
  stop(): Promise<void>;
}

/**
 * Starts what docs/deploy.md describes: each instance with /etc/dapur/dapur.env
 * (deploy/dapur.env.example) and what the unit sets (HOST, PORT, DATA_DIR), one after the
 * other as the guide starts them; then nginx with deploy/nginx in front.
 */
export async function startDeployment(): Promise<Deployment> {
  await checkRedis();
  const network = randomInt(2, 255);
  const run = randomBytes(4).toString('hex');
  const started: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const undo of started.reverse()) await undo().catch(() => {});
    await forgetCounters([`127.${network}.`, `.${run}@`]);
  };
  try {
    const database = await createThrowawayDatabase('deploy');
    started.push(() => database.drop());
    const dataDirs: [string, string] = [
      await mkdtemp(path.join(tmpdir(), 'dapur-deploy-a-')),
      await mkdtemp(path.join(tmpdir(), 'dapur-deploy-b-')),
    ];
    started.push(() =>
      Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true }))).then(() => {}),
    );
    const env = {
      ...(await sharedEnvironment()),
      DATABASE_URL: database.url,
      REDIS_URL,
      JWT_SECRET: randomBytes(48).toString('base64'),
    };
    const instance = async (dataDir: string) => {
      const server = await startServer({ dataDir, databaseUrl: database.url, env });
      started.push(async () => {
        if (server.hasExited()) return;
        server.kill('SIGKILL');
        await server.exited;
      });
      return server;
    };
    const a = await instance(dataDirs[0]);
    const b = await instance(dataDirs[1]);
    const nginx = await startNginx([portOf(a), portOf(b)]);
    started.push(() => nginx.stop());
    return {
      a,
      b,
      nginx,
      database,
      dataDirs,
      clientAddress: (x, y) => `127.${network}.${x}.${y}`,
      email: (name) => `${name}.${run}@contoh.id`,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The shared variables as the guide's /etc/dapur/dapur.env has them (TRUST_PROXY above
 * all). What names this machine's database and Redis, and the token key, the test sets.
 */
async function sharedEnvironment(): Promise<Record<string, string>> {
  const env: Record<string, string> = {};
  for (const line of (await readFile(ENV_FILE, 'utf8')).split('\n')) {
    const match = /^([A-Z_]+)=(.*)$/.exec(line.trim());
    if (match) env[match[1]!] = match[2]!;
  }
  if (env.TRUST_PROXY === undefined) throw new Error(`${ENV_FILE} no longer sets TRUST_PROXY`);
  return env;
}

function portOf(server: ServerProcess): number {
  return Number(new URL(server.url).port);
}

async function withRedis<T>(use: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return await use(redis);
  } finally {
    redis.disconnect();
  }
}

async function checkRedis(): Promise<void> {
  await withRedis((redis) => redis.ping()).catch((error: unknown) => {
    throw new Error(`This test needs Redis at ${REDIS_URL} (TEST_REDIS_URL): ${String(error)}`);
  });
}

/** The run's counters expire on their own; they go now so a later run starts clean. */
async function forgetCounters(marks: string[]): Promise<void> {
  await withRedis(async (redis) => {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, found] = await redis.scan(cursor, 'MATCH', `${REDIS_NAMESPACE}*`, 'COUNT', 1000);
      cursor = next;
      keys.push(...found.filter((key) => marks.some((mark) => key.includes(mark))));
    } while (cursor !== '0');
    if (keys.length > 0) await redis.del(...keys);
  }).catch(() => {});
}
