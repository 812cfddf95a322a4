/** What the logger writes to: pino's destination (a SonicBoom), or a test's. */
export interface LineDestination {
  write(lines: string): unknown;
  /** Writes what it holds before returning. */
  flushSync(): void;
}

export interface LinesPerTurn {
  write(line: string): boolean;
  /** Hands over what this turn has written and has the destination write it out now. */
  flushSync(): void;
}

/**
 * The log's lines of one turn of the event loop handed to `destination` in one write, at
 * the end of that turn (decision 048). At the lunch rush a turn answers tens of requests,
 * each with its line: one write for them all, not one each. A line is never later than the
 * turn it was written in, and the lines of a process that exits are written out before it
 * does, after pino's own last write.
 */
export function linesPerTurn(destination: LineDestination): LinesPerTurn {
  let lines = '';

  function handOver(): void {
    if (!lines) return;
    const written = lines;
    lines = '';
    destination.write(written);
  }

  function flushSync(): void {
    handOver();
    destination.flushSync();
  }

  // After pino's own last write (its exit handler came first, with the destination).
  process.on('exit', () => {
    if (lines) flushSync();
  });

  return {
    write(line) {
      if (!lines) setImmediate(handOver);
      lines += line;
      return true;
    },
    flushSync,
  };
}
