// `npm start`: build the web app and the API bundle when their sources are newer than the
// build (or no build exists), then run the server in this process so signals reach it.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (path) => join(root, path);

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
  console.log(`Building ${name}…`);
  execSync(`npm run build -w ${name}`, { cwd: root, stdio: 'inherit' });
}

const shared = ['packages/shared/src', 'package-lock.json'];
buildIfStale('@dapur/web', at('apps/web/dist/index.html'), [
  ...shared,
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
]);
buildIfStale('@dapur/api', at('apps/api/dist/server.js'), [
  ...shared,
  'apps/api/src',
  'apps/api/scripts/build.mjs',
]);

await import(pathToFileURL(at('apps/api/dist/server.js')).href);
