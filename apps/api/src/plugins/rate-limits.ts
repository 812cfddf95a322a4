import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TooManyRequestsError } from '../lib/errors';
import { closeRedis, connectRedis } from '../lib/redis';

export interface RateRule {
  max: number;
  windowMs: number;
}

/** Both apply: one client trying many accounts, and many clients trying one account. */
export interface RateRules {
  perIp: RateRule;
  perEmail: RateRule;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler (so the body is parsed) counting requests per client IP and per
     * `body.email`, answering 429 with Retry-After once either is over its limit.
     */
    rateGuard(name: string, rules: RateRules): (request: FastifyRequest) => Promise<void>;
  }
}

export interface RateLimitsOptions {
  /** Every POST, PUT, PATCH and DELETE under /api, per client IP. */
  writes: RateRule;
  /** Counters in this Redis, shared by every instance; without it, in this process. */
  redisUrl?: string;
  /** Prefix of the counters' keys in Redis. */
  redisNamespace?: string;
}

/**
 * Far above what a family ordering on one connection sends (an order is about a dozen
 * writes), far below a script: docs/decisions/012-a-limit-on-every-write.md.
 */
export const defaultWriteRateLimit: RateRule = { max: 120, windowMs: 60_000 };

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * @fastify/rate-limit with no global limit: every write to the API is counted per IP here,
 * and routes add their own limits through `rateGuard`. With REDIS_URL, counters live in
 * Redis so that several instances count together. A Redis that is down lets requests
 * through uncounted (`skipOnError`) rather than failing them: see
 * docs/decisions/013-rate-limits-fail-open-without-redis.md.
 */
export const rateLimits = fp<RateLimitsOptions>(
  async (app, { writes, redisUrl, redisNamespace = 'dapur-rate-limit:' }) => {
    const redis = redisUrl ? await connectRedis(redisUrl, app.log) : undefined;
    if (redis) app.addHook('onClose', () => closeRedis(redis));
    await app.register(fastifyRateLimit, {
      global: false,
      ...(redis && { redis, nameSpace: redisNamespace, skipOnError: true }),
    });

    const writesByIp = createLimit(
      app,
      writes,
      (request) => `writes:ip:${normalizeIP(request.ip)}`,
      'permintaan',
    );
    // On request, before the body is read or a token checked: a flood costs us least here.
    app.addHook('onRequest', async (request) => {
      // The matched route, so that an escaped path (`/%61pi/…`) is counted too.
      const path = request.routeOptions.url ?? request.url;
      if (WRITE_METHODS.has(request.method) && isApiPath(path)) await writesByIp(request);
    });

    app.decorate('rateGuard', (name: string, rules: RateRules) => {
      // Keys carry the limit's name: a shared store (Redis) must keep the routes apart.
      const byIp = createLimit(
        app,
        rules.perIp,
        (request) => `${name}:ip:${normalizeIP(request.ip)}`,
        'percobaan',
      );
      const byEmail = createLimit(
        app,
        rules.perEmail,
        (request) => `${name}:email:${emailOf(request)}`,
        'percobaan',
      );

      return async (request: FastifyRequest) => {
        await byIp(request);
        if (emailOf(request)) await byEmail(request);
      };
    });
  },
  { name: 'rate-limits' },
);

/**
 * Counts the request under `key` and throws 429 (with Retry-After) once it is over `rule`.
 * createRateLimit, not rateLimit(): two rateLimit() handlers on one route share a "done"
 * flag on the request, so the second (per email) would never count.
 */
function createLimit(
  app: FastifyInstance,
  rule: RateRule,
  key: (request: FastifyRequest) => string,
  what: 'percobaan' | 'permintaan',
): (request: FastifyRequest) => Promise<void> {
  const count = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.windowMs,
    keyGenerator: key,
  });
  return async (request) => {
    const result = await count(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new TooManyRequestsError(
        'too_many_requests',
        tooManyMessage(what, result.ttlInSeconds),
        result.ttlInSeconds,
      );
    }
  };
}

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** `what`: "percobaan" (tries) for sign-in and reset, "permintaan" (requests) for any write. */
function tooManyMessage(what: 'percobaan' | 'permintaan', retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} detik`
      : `${Math.ceil(retryAfterSeconds / 60)} menit`;
  return `Terlalu banyak ${what}. Silakan coba lagi dalam ${wait}.`;
}
