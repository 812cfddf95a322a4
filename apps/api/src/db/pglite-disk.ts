import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { PGliteForDrizzle } from './pglite-for-drizzle';

type EmscriptenOptions = Parameters<NodeFS['init']>[1];
type PreRun = NonNullable<EmscriptenOptions['preRun']>[number];
type SetAttr<T> = (target: T, attr: { mode?: number }) => void;

interface NodeFsInternals {
  node_ops: { setattr: SetAttr<unknown> };
  stream_ops: { fsync?: (stream: { nfd?: number }) => number; setattr: SetAttr<unknown> };
  /** Turns a Node error into the errno PostgreSQL sees, as NODEFS's own calls do. */
  tryFSOperation<T>(operation: () => T): T;
}

/**
 * PGlite in a folder, with PostgreSQL's flushes reaching the disk and its files private.
 *
 * Flushes (docs/decisions/014): PGlite starts PostgreSQL with fsync off (`-F`), and
 * Emscripten's NODEFS gives `fsync` and `fdatasync` nothing to do: a commit sits in the OS
 * page cache, safe from a killed process but not from a power cut. Here fsync is on, the
 * WAL is flushed with fsync (the call NODEFS lets us implement), and NODEFS streams get an
 * fsync that calls the real one.
 *
 * Modes: PGlite sets its files to 0666 with chmod, which the process umask does not
 * limit, so any local user could read the password hashes in them. Every mode it sets
 * loses its group and other bits here.
 */
/** The embedded database's page cache: ample for a menu and a few years of orders. */
export const EMBEDDED_SHARED_BUFFERS = '16MB';

export function openPgliteOnDisk(dataDir: string): PGlite {
  return new PGliteForDrizzle({
    fs: new DiskNodeFS(dataDir),
    startParams: [
      ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
      '-c',
      'wal_sync_method=fsync',
      // PostgreSQL's 128 MB default is sized for a server of its own; a restaurant's whole
      // database is a few MB, and every buffer is resident memory of the shop's process
      // (decision 029).
      '-c',
      `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`,
    ],
    // Already the default; stated because durability depends on it.
    relaxedDurability: false,
  });
}

class DiskNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: EmscriptenOptions) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const patch: PreRun = (mod) => {
      const nodefs = mod.NODEFS as unknown as NodeFsInternals;
      // An Emscripten internal. Upstream: https://github.com/electric-sql/pglite/issues/1107
      // (none yet at emscripten-core/emscripten for NODEFS's missing fsync). If this stops
      // reaching the disk, test/embedded-database-flush.test.ts fails.
      nodefs.stream_ops.fsync = (stream) => {
        // NODEFS opens a host descriptor for files and folders alike.
        const fd = stream.nfd;
        if (typeof fd === 'number') nodefs.tryFSOperation(() => fs.fsyncSync(fd));
        return 0;
      };
      // Emscripten internals too: PGlite writes its initial database files 0666, and these
      // keep every file the server's user's alone from its first write (docs/security.md).
      // No upstream issue yet; related: https://github.com/emscripten-core/emscripten/issues/26707.
      // If this stops applying, test/crash/private-data-dir.test.ts fails.
      nodefs.node_ops.setattr = privateModes(nodefs.node_ops.setattr);
      nodefs.stream_ops.setattr = privateModes(nodefs.stream_ops.setattr);
    };
    return {
      emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), patch] },
    };
  }
}

/** The same attribute change, with any mode it sets kept to its owner. */
function privateModes<T>(setattr: SetAttr<T>): SetAttr<T> {
  return (target, attr) =>
    setattr(target, attr.mode === undefined ? attr : { ...attr, mode: attr.mode & ~0o077 });
}
