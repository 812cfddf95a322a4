// Builds a workspace when its sources are newer than its build (or no build exists), for
// `npm start` and the commands for the server's machine (`npm run backup`, …).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const at = (path) => join(root, path);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function buildIfStale(name, output, sources) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newestMtime(at(source))));
  if (builtAt >= changedAt) return;
  // On stderr: a command's own output (a generated password) stays alone on stdout.
  console.error(`Building ${name}…`);
  execSync(`npm run build -w ${name}`, { cwd: root, stdio: ['ignore', process.stderr, 'inherit'] });
}

const shared = ['packages/shared/src', 'package-lock.json'];

export function buildWebIfStale() {
  // The build's last file: the server rendering, after the browser's files.
  buildIfStale('@dapur/web', at('apps/web/dist/server/entry-server.js'), [
    ...shared,
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/build',
    'apps/web/vite.config.ts',
  ]);
}

/** `output`: the bundle that must be fresh, `apps/api/dist/server.js` or `…/cli.js` (built together). */
export function buildApiIfStale(output) {
  buildIfStale('@dapur/api', at(output), [...shared, 'apps/api/src', 'apps/api/scripts/build.mjs']);
}
