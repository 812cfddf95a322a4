import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { TooManyRequestsError } from './errors';

/** At most `max` in any `windowMs` (the window starts with the first one counted). */
export interface RateRule {
  max: number;
  windowMs: number;
}

/** What a refusal counts: "percobaan" (tries) for sign-in and reset, "permintaan" (requests) for any other. */
export type CountedThing = 'percobaan' | 'permintaan';

/**
 * A named count per key (an address, an account, or both) over a rule: failed logins,
 * sign-ups, reset emails. With Redis every instance counts together; while Redis cannot be
 * reached each process counts alone, so the limits still hold on each
 * (docs/decisions/013). rate-limiter-flexible does the counting.
 */
export interface Counter {
  /** Counted so far in the current window, and the seconds until it ends. */
  read(key: string): Promise<{ count: number; retryAfterSeconds: number }>;
  /** Whether the key has reached the rule's maximum. */
  isFull(key: string): Promise<boolean>;
  /** 429 (with Retry-After) when the key has already reached the maximum; counts nothing. */
  refuseIfFull(key: string): Promise<void>;
  /** Counts one more. */
  add(key: string): Promise<void>;
  /** Counts one more, or answers 429 when that would pass the maximum. */
  take(key: string): Promise<void>;
  /** Forgets the key (a correct password clears its address's failures). */
  clear(key: string): Promise<void>;
}

export type CounterFactory = (name: string, rule: RateRule, what: CountedThing) => Counter;

export function createCounterFactory(redis: Redis | undefined, namespace: string): CounterFactory {
  return (name, rule, what) => {
    const options = {
      keyPrefix: `${namespace}${name}`,
      points: rule.max,
      duration: Math.max(1, Math.ceil(rule.windowMs / 1000)),
    };
    const limiter: RateLimiterAbstract = redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: redis,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
    const tooMany = (retryAfterSeconds: number) =>
      new TooManyRequestsError(
        'too_many_requests',
        tooManyMessage(what, retryAfterSeconds),
        retryAfterSeconds,
      );

    const read = async (key: string) => {
      const state = await limiter.get(key);
      return {
        count: state?.consumedPoints ?? 0,
        retryAfterSeconds: secondsOf(state?.msBeforeNext ?? 0),
      };
    };

    return {
      read,
      async isFull(key) {
        return (await read(key)).count >= rule.max;
      },
      async refuseIfFull(key) {
        const { count, retryAfterSeconds } = await read(key);
        if (count >= rule.max) throw tooMany(retryAfterSeconds);
      },
      async add(key) {
        await limiter.penalty(key, 1);
      },
      async take(key) {
        try {
          await limiter.consume(key, 1);
        } catch (refusal) {
          if (refusal instanceof RateLimiterRes) throw tooMany(secondsOf(refusal.msBeforeNext));
          throw refusal;
        }
      },
      async clear(key) {
        await limiter.delete(key);
      },
    };
  };
}

function secondsOf(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

export function tooManyMessage(what: CountedThing, retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} detik`
      : `${Math.ceil(retryAfterSeconds / 60)} menit`;
  return `Terlalu banyak ${what}. Silakan coba lagi dalam ${wait}.`;
}
