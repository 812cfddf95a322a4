import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TooManyRequestsError } from '../lib/errors';

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

/**
 * @fastify/rate-limit with its in-memory store and no global limit; routes opt in through
 * `rateGuard`. Several instances will share counters through its Redis store (REDIS_URL).
 */
export const rateLimits = fp(
  async (app) => {
    await app.register(fastifyRateLimit, { global: false });

    app.decorate('rateGuard', (name: string, rules: RateRules) => {
      // createRateLimit, not rateLimit(): two rateLimit() handlers on one route share a
      // "done" flag on the request, so the second (per email) would never count.
      // Keys carry the limit's name: a shared store (Redis) must keep the routes apart.
      const byIp = app.createRateLimit({
        max: rules.perIp.max,
        timeWindow: rules.perIp.windowMs,
        keyGenerator: (request) => `${name}:ip:${normalizeIP(request.ip)}`,
      });
      const byEmail = app.createRateLimit({
        max: rules.perEmail.max,
        timeWindow: rules.perEmail.windowMs,
        keyGenerator: (request) => `${name}:email:${emailOf(request)}`,
      });

      return async (request: FastifyRequest) => {
        const checks = emailOf(request) ? [byIp, byEmail] : [byIp];
        for (const check of checks) {
          const result = await check(request);
          if (!result.isAllowed && result.isExceeded) {
            throw new TooManyRequestsError(
              'too_many_requests',
              tooManyMessage(result.ttlInSeconds),
              result.ttlInSeconds,
            );
          }
        }
      };
    });
  },
  { name: 'rate-limits' },
);

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

function tooManyMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} detik`
      : `${Math.ceil(retryAfterSeconds / 60)} menit`;
  return `Terlalu banyak percobaan. Silakan coba lagi dalam ${wait}.`;
}
