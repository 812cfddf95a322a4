import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * A Redis connection for counters that must respond fast or not at all: a command fails
 * at once while the connection is down (no queue) and after a second when Redis stalls,
 * so a request never waits on it for long. ioredis keeps reconnecting in the background.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  // Loaded only when REDIS_URL is set: a shop without Redis never loads ioredis.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
  });
  // Reported once per outage, not once per reconnection attempt.
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.error({ err: error }, 'Redis is unreachable: rate limits are not counted until it is back');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis is back: rate limits are counted again');
  });
  try {
    await redis.connect();
  } catch {
    // Reported by the error listener; the shop starts anyway and ioredis keeps trying.
  }
  return redis;
}

export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    await redis.quit();
  } else {
    redis.disconnect();
  }
}
