import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

export interface DataDir {
  path: string;
  remove(): Promise<void>;
}

/** A new data folder holding a freshly created shop (copied from the global setup's). */
export async function freshDataDir(name: string): Promise<DataDir> {
  const dir = await mkdtemp(path.join(tmpdir(), `dapur-${name}-`));
  await cp(inject('freshShopDataDir'), dir, { recursive: true });
  return { path: dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
