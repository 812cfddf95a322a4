import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseTarget } from '../../../apps/api/src/db/client.ts';
import { freePort, startProcess, type ServerProcess } from './processes.ts';

/** What bare-cart-server.ts is given, in a file: the JWT secret and a database URL stay off its command line. */
export interface BareCartSetup {
  port: number;
  /** The server's JWT_SECRET, which the customers' tokens are signed with. */
  jwtSecret: string;
  /** The twin the direct-SQL ceilings use (storage.ts), so it starts from the shop's rows. */
  twin: DatabaseTarget;
}

/** Answered 200 once the server listens, which it does once its database is open. */
export const BARE_CART_READY_PATH = '/ready';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-cart-server.ts');
// The root's tsx, which runs the bench: the server loads the app's TypeScript modules as the
// ceilings do.
const tsx = import.meta.resolve('tsx');

/**
 * The bare node:http server running GET /api/cart's queries, in its own process, so that
 * its CPU per answer is its own. On an embedded twin the bench's own connection must be
 * closed first (twin.ts): PGlite admits one process per data folder.
 */
export async function startBareCartServer(
  twin: DatabaseTarget,
  jwtSecret: string,
  workDir: string,
): Promise<ServerProcess> {
  const port = await freePort();
  const setupFile = path.join(workDir, 'bare-cart.json');
  const setup: BareCartSetup = { port, jwtSecret, twin };
  await writeFile(setupFile, JSON.stringify(setup), { mode: 0o600 });
  return startProcess({
    args: ['--import', tsx, script, setupFile],
    env: {},
    port,
    readyPath: BARE_CART_READY_PATH,
    logFile: path.join(workDir, 'bare-cart-server.log'),
  });
}
