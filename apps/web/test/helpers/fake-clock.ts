import { act } from '@testing-library/react';
import { vi } from 'vitest';

// Captured before any test fakes it, to let real I/O (fetch bodies, lazy imports) proceed.
const realSetTimeout = globalThis.setTimeout;

/**
 * Fakes only setTimeout, so the app's delays wait for the test while React, user-event and
 * fetch keep running on real time. Install it right before the action whose delay matters.
 */
export function useFakeClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

/** Moves the fake clock on, letting React render whatever that caused. */
export async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/**
 * Lets requests, promises and zero-delay timers run, without moving the fake clock, until
 * `check` passes.
 */
export async function settle(check: () => void, tries = 100) {
  for (let attempt = 0; ; attempt++) {
    await act(async () => {
      vi.advanceTimersByTime(0);
      await new Promise((resolve) => realSetTimeout(resolve, 0));
    });
    try {
      check();
      return;
    } catch (error) {
      if (attempt >= tries) throw error;
    }
  }
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * Fakes only setInterval, so polling (a query's `refetchInterval`) waits for the test while
 * everything else runs on real time. Install it before rendering: an interval started
 * earlier keeps real time. Move it on with `advance`.
 */
export function useFakeIntervals() {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
}
