import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The bundle `npm run build -w @dapur/api` writes; `npm run test:crash` builds it first. */
export const BUILT_SERVER = fileURLToPath(new URL('../../dist/server.js', import.meta.url));

const READY_TIMEOUT_MS = 60_000;

export interface ServerOptions {
  dataDir: string;
  /** PostgreSQL instead of the embedded database in dataDir. */
  databaseUrl?: string;
  /** LOG_LEVEL; `trace` adds a line as each request arrives. */
  logLevel?: 'info' | 'trace';
  /** Variables set over the ones below (`npm run test:deploy`: the deployment's own). */
  env?: Record<string, string>;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** One `node dist/server.js` process, with everything it printed. */
export interface ServerProcess {
  pid: number;
  /** http://127.0.0.1:<port> once ready. */
  url: string;
  exited: Promise<Exit>;
  hasExited(): boolean;
  stdout(): string;
  stderr(): string;
  /** Resolves when a JSON log line matches; rejects if the process exits first. */
  waitForLog(matches: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** The JSON log lines so far. */
  logLines(): LogLine[];
  kill(signal: NodeJS.Signals): void;
}

export type LogLine = Record<string, unknown> & { msg?: string };

/** Spawns the built server on a free port; resolves once it says it is ready. */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const child = launch(options);
  const server = watch(child);
  const ready = await server.waitForLog(
    (line) => typeof line.msg === 'string' && line.msg.startsWith('Dapur is ready at '),
    READY_TIMEOUT_MS,
  );
  const url = /Dapur is ready at (http:\/\/\S+)/.exec(String(ready.msg))![1]!;
  return { ...server, url };
}

/** Spawns the built server and resolves when it exits, with its exit and output. */
export async function runServerUntilExit(
  options: ServerOptions,
): Promise<Exit & { stderr: string }> {
  const server = watch(launch(options));
  const exit = await server.exited;
  return { ...exit, stderr: server.stderr() };
}

function launch({ dataDir, databaseUrl, logLevel = 'info', env }: ServerOptions): ChildProcess {
  if (!existsSync(BUILT_SERVER)) {
    throw new Error(`${BUILT_SERVER} is missing: run \`npm run build -w @dapur/api\` first.`);
  }
  return spawn(process.execPath, [BUILT_SERVER], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Blank counts as unset: nothing from the calling shell leaks into the test server.
      DATABASE_URL: databaseUrl ?? '',
      JWT_SECRET: '',
      SMTP_URL: '',
      NODE_ENV: 'production',
      LOG_LEVEL: logLevel,
      // Each shopper orders without paying until the kill: more than a shop's 5 unpaid orders.
      UNPAID_ORDERS_MAX: '100000',
      // Customers are told apart by X-Forwarded-For, so the per-IP sign-up limit applies per customer.
      TRUST_PROXY: '1',
      // The demo restaurant is open then: orders for as soon as possible go through at any hour.
      SHOP_NOW: '2026-06-10T10:00:00+07:00',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function watch(child: ChildProcess): Omit<ServerProcess, 'url'> {
  let stdout = '';
  let stderr = '';
  let pendingLine = '';
  const lines: LogLine[] = [];
  const waiters = new Set<() => void>();
  let exit: Exit | undefined;

  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    const parts = (pendingLine + chunk).split('\n');
    pendingLine = parts.pop() ?? '';
    for (const part of parts) lines.push(parseLine(part));
    for (const wake of waiters) wake();
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve(exit);
      for (const wake of waiters) wake();
    });
  });

  return {
    pid: child.pid!,
    exited,
    hasExited: () => exit !== undefined,
    stdout: () => stdout,
    stderr: () => stderr,
    logLines: () => lines,
    kill: (signal) => child.kill(signal),
    waitForLog(matches, timeoutMs = 30_000) {
      return new Promise<LogLine>((resolve, reject) => {
        let seen = 0;
        const timer = setTimeout(
          () => finish(new Error(`No such log line in ${timeoutMs} ms`)),
          timeoutMs,
        );
        const finish = (error?: Error, line?: LogLine) => {
          clearTimeout(timer);
          waiters.delete(check);
          if (error) reject(new Error(`${error.message}\nstdout:\n${stdout}\nstderr:\n${stderr}`));
          else resolve(line!);
        };
        const check = () => {
          for (; seen < lines.length; seen += 1) {
            if (matches(lines[seen]!)) return finish(undefined, lines[seen]);
          }
          if (exit) finish(new Error(`The server exited (${exit.code ?? exit.signal})`));
        };
        waiters.add(check);
        check();
      });
    },
  };
}

function parseLine(text: string): LogLine {
  try {
    return JSON.parse(text) as LogLine;
  } catch {
    return { msg: text };
  }
}
