import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackgroundTasks, createPeriodicTask } from '../src/lib/background-tasks';

const log = { error: vi.fn() } as unknown as FastifyBaseLogger;

afterEach(() => {
  vi.useRealTimers();
});

describe('background tasks', () => {
  it('logs a failure instead of throwing, and drain waits for everything started', async () => {
    const background = createBackgroundTasks(log);
    let finished = false;

    background.run('slow', () =>
      new Promise((resolve) => setTimeout(resolve, 20)).then(() => (finished = true)),
    );
    background.run('broken', async () => {
      throw new Error('smtp down');
    });
    await background.drain();

    expect(finished).toBe(true);
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'broken failed');
  });

  it('runs a periodic task on its timer, on a poke once the interval has passed, and not after stop', async () => {
    vi.useFakeTimers();
    const task = vi.fn(async () => {});
    const periodic = createPeriodicTask(createBackgroundTasks(log), 'purge', 1000, task);

    periodic.poke();
    expect(task).not.toHaveBeenCalled();
    periodic.start();
    periodic.poke();
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    periodic.poke();
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(2);
    periodic.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('does not keep the process alive', () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const periodic = createPeriodicTask(createBackgroundTasks(log), 'purge', 1000, async () => {});

    periodic.start();
    const timer = setInterval.mock.results[0]!.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    periodic.stop();
    setInterval.mockRestore();
  });
});
