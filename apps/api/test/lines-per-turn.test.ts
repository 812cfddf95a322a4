import { spawn } from 'node:child_process';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { linesPerTurn } from '../src/lib/lines-per-turn';

/** A destination that keeps each write it gets. */
function keepingWrites() {
  const writes: string[] = [];
  return { writes, destination: { write: (lines: string) => writes.push(lines), flushSync() {} } };
}

describe('the log lines of one turn of the event loop', () => {
  it('reach the destination in one write, in order, by the end of that turn', async () => {
    const { writes, destination } = keepingWrites();
    const stream = linesPerTurn(destination);

    stream.write('{"msg":"a"}\n');
    stream.write('{"msg":"b"}\n');
    stream.write('{"msg":"c"}\n');
    expect(writes).toEqual([]);
    await nextTurn();

    expect(writes).toEqual(['{"msg":"a"}\n{"msg":"b"}\n{"msg":"c"}\n']);
  });

  it('wait for no other line: a line alone in its turn is written in that turn', async () => {
    const { writes, destination } = keepingWrites();
    const stream = linesPerTurn(destination);

    stream.write('{"msg":"one"}\n');
    await nextTurn();
    stream.write('{"msg":"two"}\n');
    await nextTurn();

    expect(writes).toEqual(['{"msg":"one"}\n', '{"msg":"two"}\n']);
  });

  it('are written out when the process exits in that same turn', async () => {
    const script = fileURLToPath(new URL('fixtures/log-then-exit.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));

    expect(code).toBe(1);
    const lines = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(lines.map(({ level, msg }) => [level, msg])).toEqual([
      [30, 'first line'],
      [50, 'last line before exit'],
    ]);
  });
});
