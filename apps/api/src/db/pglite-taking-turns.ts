import { setImmediate as nextLoopTick } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite that gives Node's event loop a tick before each query or transaction it runs.
 *
 * PGlite runs SQL on the main thread and hands its lock from one waiting query to the next
 * with promises alone, so while queries wait, Node never gets back to its event loop: it
 * reads no request and accepts no connection until the whole queue is done. And it accepts
 * one new connection per tick of the loop. At a lunch rush of 50 checkouts at once, a
 * customer who had just connected waited up to 10 s for a first response while those already
 * connected were served (docs/performance.md, decision 044). With a tick before each
 * statement, a new request waits for a few statements, not for the queue to empty.
 * Statements inside a transaction run without a pause: the transaction holds the lock.
 */
export class PGliteTakingTurns extends PGlite {
  // A PGlite internal. No upstream issue yet: electric-sql/pglite would need to let the
  // event loop tick when its lock passes to the next waiting query. If PGlite stops
  // calling this, test/embedded-database-turns.test.ts fails.
  override _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T> {
    return super._runExclusiveTransaction(async () => {
      await nextLoopTick();
      return work();
    });
  }
}
