import { describe, expect, it } from 'vitest';
import { collectingMailer, register } from './accounts';
import { useTestApp } from './helper';

/** Rounds of one known and one unknown email each, in alternating order. */
const ROUNDS = 200;
/** Rounds first run and not counted: the first requests of a file pay for compiling and caches. */
const WARM_UP = 20;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Whether an email has an account must not show in how long the response takes: neither
 * the response nor its timing may tell them apart (docs/security.md, API2).
 */
describe('forgot and reset password respond to an unknown email as fast as a known one', () => {
  const ctx = useTestApp({}, { mailer: collectingMailer() });

  async function timings(
    send: (email: string) => Promise<number>,
    known: string,
    beforeEach: () => Promise<void> = async () => {},
  ) {
    const times = { known: [] as number[], unknown: [] as number[] };
    const differences: number[] = [];
    for (let round = -WARM_UP; round < ROUNDS; round += 1) {
      const unknown = `tidak-ada-${round}@contoh.id`;
      const order =
        round % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
      for (const kind of order) {
        await beforeEach();
        const started = performance.now();
        const status = await send(kind === 'known' ? known : unknown);
        times[kind].push(performance.now() - started);
        expect(status).toBeLessThan(500);
        // What a request left to do after its response must not slow the next one.
        await ctx.app.background.drain();
      }
      if (round < 0) {
        times.known.pop();
        times.unknown.pop();
      } else {
        differences.push(times.known.at(-1)! - times.unknown.at(-1)!);
      }
    }
    // The two of a round run back to back, so a busy moment of the machine slows both.
    return {
      known: median(times.known),
      unknown: median(times.unknown),
      difference: median(differences),
    };
  }

  /**
   * The typical difference within a round is within a fifth of the unknown email's time, or
   * three quarters of a millisecond on a fast machine. (One more query for a known account,
   * as before, costs about 1.5 ms on PGlite, which this still catches; at half a millisecond
   * and 100 rounds the median of the differences passed it by chance about one run in six.)
   */
  function expectAlike(measured: { known: number; unknown: number; difference: number }) {
    const { known, unknown, difference } = measured;
    expect(
      Math.abs(difference),
      `known ${known.toFixed(2)} ms, unknown ${unknown.toFixed(2)} ms, typical difference ${difference.toFixed(2)} ms`,
    ).toBeLessThanOrEqual(Math.max(0.75, unknown * 0.2));
  }

  it('forgot password', async () => {
    const { body } = await register(ctx.app);
    const forgot = async (email: string) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email },
        })
      ).statusCode;

    expectAlike(await timings(forgot, body.email));
  });

  it('reset password with a wrong code', async () => {
    const { body } = await register(ctx.app);
    // A fresh code before each try, so the known account always has one to check against.
    const newCode = async () => {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: body.email },
      });
      await ctx.app.background.drain();
    };
    const reset = async (email: string) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: {
            email,
            token: '000000',
            password: 'password-baru-1',
            password_confirmation: 'password-baru-1',
          },
        })
      ).statusCode;

    expectAlike(await timings(reset, body.email, newCode));
  });
});
