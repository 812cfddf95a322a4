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
 * (docs/decisions/013). rate-limiter-flexible does the counting: every change is one
 * atomic step (one Redis command), so a count can never be read stale between a check
 * and a change.
 */
export interface Counter {
  /**
   * Counts one more and returns the count, or throws a 429 (with Retry-After, counting
   * nothing) when that would pass the maximum.
   */
  take(key: string): Promise<number>;
  /** Counts one more and returns true, or returns false (counting nothing) past the maximum. */
  tryTake(key: string): Promise<boolean>;
  /** Counts one more, whatever the maximum, and returns the count. */
  add(key: string): Promise<number>;
  /** Takes back one counted by `take` or `add`. */
  giveBack(key: string): Promise<void>;
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

    const giveBack = async (key: string) => {
      const left = await limiter.reward(key, 1);
      // The window ended meanwhile, and the reward opened a new one below zero: back to zero.
      if (left.consumedPoints < 0) await limiter.penalty(key, 1);
    };
    /** One atomic increment that refuses past the maximum; a refused one is taken back. */
    const consume = async (key: string): Promise<RateLimiterRes> => {
      try {
        return await limiter.consume(key, 1);
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) await giveBack(key);
        throw refusal;
      }
    };

    return {
      async take(key) {
        try {
          return (await consume(key)).consumedPoints;
        } catch (refusal) {
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
          const retryAfterSeconds = secondsOf(refusal.msBeforeNext);
          throw new TooManyRequestsError(
            'too_many_requests',
            tooManyMessage(what, retryAfterSeconds),
            retryAfterSeconds,
          );
        }
      },
      async tryTake(key) {
        try {
          await consume(key);
          return true;
        } catch (refusal) {
          if (refusal instanceof RateLimiterRes) return false;
          throw refusal;
        }
      },
      async add(key) {
        return (await limiter.penalty(key, 1)).consumedPoints;
      },
      giveBack,
      async clear(key) {
        await limiter.delete(key);
      },
    };
  };
}

/**
 * Runs a check of a secret (a password, a code) under failure limits. `hold` takes a
 * counter's point before the check (`take`: 429 when it is full; `add`: counted whatever
 * the count); a failed check (`undefined`) keeps the points, a passed or broken one gives
 * them back. Since each try holds its points while it is being checked, tries sent at once
 * can never pass a maximum, however slow the check.
 */
export async function countingFailures<T>(
  attempt: (hold: Hold) => Promise<T | undefined>,
): Promise<T | undefined> {
  const held: [Counter, string][] = [];
  const giveBackAll = () => Promise.all(held.map(([counter, key]) => counter.giveBack(key)));
  const hold: Hold = {
    async take(counter, key) {
      const count = await counter.take(key);
      held.push([counter, key]);
      return count;
    },
    async add(counter, key) {
      const count = await counter.add(key);
      held.push([counter, key]);
      return count;
    },
  };
  let result: T | undefined;
  try {
    result = await attempt(hold);
  } catch (error) {
    await giveBackAll();
    throw error;
  }
  if (result !== undefined) await giveBackAll();
  return result;
}

export interface Hold {
  take(counter: Counter, key: string): Promise<number>;
  add(counter: Counter, key: string): Promise<number>;
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
