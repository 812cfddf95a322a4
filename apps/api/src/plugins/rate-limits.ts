import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { tooManyMessage, type RateRule } from '../lib/counters';
import { TooManyRequestsError } from '../lib/errors';

export interface RateLimitsOptions {
  /** Every POST, PUT, PATCH and DELETE under /api, per client address. */
  writes: RateRule;
  /** Counters in this Redis, shared by every instance; without it, in this process. */
  redis?: Redis;
  /** Prefix of the counters' keys in Redis. */
  redisNamespace: string;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The client's address as a counting key: an IPv4 address as it is, an IPv6 address by its
 * /64 network (one household's or phone's prefix), so changing the last bits does not help.
 */
export function addressKey(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

/**
 * Every write to the API is counted per address here (@fastify/rate-limit), far above what
 * a family ordering on one connection sends and far below a script
 * (docs/decisions/012-a-limit-on-every-write.md). With REDIS_URL the counters live in Redis
 * so that several instances count together; a Redis that is down lets requests through
 * uncounted (`skipOnError`, docs/decisions/013). The sign-in limits are the auth module's.
 */
export const rateLimits = fp<RateLimitsOptions>(
  async (app, { writes, redis, redisNamespace }) => {
    await app.register(fastifyRateLimit, {
      global: false,
      ...(redis && { redis, nameSpace: redisNamespace, skipOnError: true }),
    });
    const count = app.createRateLimit({
      max: writes.max,
      timeWindow: writes.windowMs,
      keyGenerator: (request) => `writes:ip:${addressKey(request)}`,
    });

    // On request, before the body is read or a token checked: a flood costs us least here.
    // A callback, not an async hook: every read passes through here, and leaves at once.
    app.addHook('onRequest', (request, _reply, done) => {
      // The matched route, so that an escaped path (`/%61pi/…`) is counted too.
      if (
        !WRITE_METHODS.has(request.method) ||
        !isApiPath(request.routeOptions.url ?? request.url)
      ) {
        done();
        return;
      }
      count(request).then((result) => {
        if (result.isAllowed || !result.isExceeded) return done();
        done(
          new TooManyRequestsError(
            'too_many_requests',
            tooManyMessage('permintaan', result.ttlInSeconds),
            result.ttlInSeconds,
          ),
        );
      }, done);
    });
  },
  { name: 'rate-limits' },
);

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
