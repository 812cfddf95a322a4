import { setImmediate as nextLoopTick } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for (sending an email, purging old rows). It
 * starts on a later tick of the event loop, once the response has gone out, so it neither
 * delays the response nor shows in its timing. Failures are logged, never thrown at a
 * customer; `drain` lets shutdown wait for them.
 */
export function createBackgroundTasks(log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();

  return {
    run(label: string, task: () => Promise<unknown>): void {
      const promise = nextLoopTick()
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error }, `${label} failed`),
        )
        .finally(() => running.delete(promise));
      running.add(promise);
    },

    async drain(): Promise<void> {
      while (running.size > 0) await Promise.all(running);
    },
  };
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;

/**
 * Runs `task` every `intervalMs` and whenever `poke` is called at least `intervalMs`
 * after the last run. The timer is unref'd so it never keeps the process alive.
 */
export function createPeriodicTask(
  background: BackgroundTasks,
  label: string,
  intervalMs: number,
  task: () => Promise<unknown>,
) {
  let lastRun = 0;
  let timer: NodeJS.Timeout | undefined;
  const runNow = () => {
    lastRun = Date.now();
    background.run(label, task);
  };

  return {
    start(): void {
      timer ??= setInterval(runNow, intervalMs).unref();
    },
    stop(): void {
      clearInterval(timer);
      timer = undefined;
    },
    poke(): void {
      if (timer && Date.now() - lastRun >= intervalMs) runNow();
    },
  };
}
