// The built shop in its own process on a fresh embedded data folder, which the server fills
// with the demo restaurant at its first start (as the browser suite starts it).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ShopServer {
  baseUrl: string;
  stop(): Promise<void>;
}

const READY_WITHIN_MS = 60_000;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

export async function startShop(root: string): Promise<ShopServer> {
  const serverJs = join(root, 'apps/api/dist/server.js');
  for (const built of [serverJs, join(root, 'apps/web/dist/client/index.html')]) {
    if (!existsSync(built)) {
      throw new Error(`${built} is missing: run \`npm run build\` first (npm run perf:web does)`);
    }
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'dapur-perf-web-'));
  const child = spawn(process.execPath, [serverJs], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Only these: no DATABASE_URL or REDIS_URL from the caller's shell, so always the
    // embedded database and rate limits in memory.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killed = await Promise.race([exited.then(() => true), sleep(10_000, false)]);
      if (!killed) child.kill('SIGKILL');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseUrl, stop };
    await sleep(250);
  }
  await stop();
  throw new Error(`The shop did not respond to /api/health within 60 s:\n${output}`);
}
