import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type EmscriptenOptions = Parameters<NodeFS['init']>[1];
type PreRun = NonNullable<EmscriptenOptions['preRun']>[number];
interface NodeFsInternals {
  stream_ops: { fsync?: (stream: { nfd?: number }) => number };
  /** Turns a Node error into the errno PostgreSQL sees, as NODEFS's own calls do. */
  tryFSOperation<T>(operation: () => T): T;
}

/**
 * PGlite in a folder, with PostgreSQL's flushes reaching the disk (docs/decisions/014).
 * PGlite starts PostgreSQL with fsync off (`-F`), and Emscripten's NODEFS gives `fsync`
 * and `fdatasync` nothing to do: a commit sits in the OS page cache, safe from a killed
 * process but not from a power cut. Here fsync is on, the WAL is flushed with fsync (the
 * call NODEFS lets us implement), and NODEFS streams get an fsync that calls the real one.
 */
export function openPgliteOnDisk(dataDir: string): PGlite {
  return new PGlite({
    fs: new FlushingNodeFS(dataDir),
    startParams: [
      ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
      '-c',
      'wal_sync_method=fsync',
    ],
    // Already the default; stated because durability depends on it.
    relaxedDurability: false,
  });
}

class FlushingNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: EmscriptenOptions) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const addFsync: PreRun = (mod) => {
      const nodefs = mod.NODEFS as unknown as NodeFsInternals;
      nodefs.stream_ops.fsync = (stream) => {
        // NODEFS opens a host descriptor for files and folders alike.
        const fd = stream.nfd;
        if (typeof fd === 'number') nodefs.tryFSOperation(() => fs.fsyncSync(fd));
        return 0;
      };
    };
    return {
      emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), addFsync] },
    };
  }
}
