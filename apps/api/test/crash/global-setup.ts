import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder the built server created and shut down cleanly: the demo shop, no customers. */
    freshShopDataDir: string;
  }
}

/**
 * Creating an embedded database takes seconds (far more on a busy machine); every test
 * that needs one copies this folder instead. Creating it is itself a check: a first start
 * on an empty folder, then a clean SIGTERM.
 */
export default async function setup({ provide }: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dapur-fresh-shop-'));
  const server = await startServer({ dataDir });
  server.kill('SIGTERM');
  const exit = await server.exited;
  if (exit.code !== 0) throw new Error(`The first server exited with ${JSON.stringify(exit)}`);
  provide('freshShopDataDir', dataDir);
  return () => rm(dataDir, { recursive: true, force: true });
}
