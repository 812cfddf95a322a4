import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import net from 'node:net';
import { performance } from 'node:perf_hooks';

/** A server the bench started in a process of its own, so its memory and CPU are its own. */
export interface ServerProcess {
  pid: number;
  url: string;
  /** From spawning the process to the first 200 on the ready path. */
  readyMs: number;
  /** Resident memory now (VmRSS in /proc/<pid>/status), in MB. */
  rssMb(): number;
  /** CPU time the process has used so far, all its threads, user and kernel, in ms. */
  cpuMs(): number;
  /** SIGTERM, then waits for the process to end. */
  stop(): Promise<void>;
}

interface StartOptions {
  /** What node is given: its own options (e.g. a loader), the script and its arguments. */
  args: string[];
  env: NodeJS.ProcessEnv;
  port: number;
  /** Polled until it answers 200. */
  readyPath: string;
  /** stdout and stderr go here: a pipe nobody reads would stall the server. */
  logFile: string;
  /** Longer than any healthy start, short enough that a broken one is reported soon. */
  timeoutMs?: number;
}

const POLL_INTERVAL_MS = 10;

export async function startProcess(options: StartOptions): Promise<ServerProcess> {
  const { args, env, port, readyPath, logFile, timeoutMs = 60_000 } = options;
  const log = openSync(logFile, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', log, log] });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;

  let readyMs: number;
  try {
    await waitUntilReady(child, `${url}${readyPath}`, started + timeoutMs);
    readyMs = Math.round(performance.now() - started);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
    throw new Error(`${(error as Error).message}\n--- last lines of ${logFile} ---\n${tail}`);
  }

  return {
    pid: child.pid!,
    url,
    readyMs,
    rssMb: () => residentMb(child.pid!),
    cpuMs: () => cpuMsOf(child.pid!),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitUntilReady(child: ChildProcess, url: string, deadline: number): Promise<void> {
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The process ended (code ${child.exitCode}) before it was ready.`);
    if ((await statusOf(url)) === 200) return;
    if (performance.now() > deadline) throw new Error(`No 200 from ${url} in time.`);
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}

/** The status of a GET, or 0 while nothing listens yet. */
function statusOf(url: string): Promise<number> {
  return new Promise((resolve) => {
    const call = request(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    call.on('error', () => resolve(0));
    call.end();
  });
}

export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  return Math.round(kb / 1024);
}

/** Linux reports CPU time in /proc in ticks of 1/100 s (USER_HZ, fixed for user space). */
const MS_PER_TICK = 10;

/** utime + stime from /proc/<pid>/stat: fields 14 and 15, counted after the command's `)`. */
function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
