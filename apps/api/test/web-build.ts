import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

export const INDEX_HTML =
  '<!doctype html><html><head><title>Dapur</title>' +
  '<script type="module" crossorigin src="/assets/index-E1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-S1.css"></head>' +
  '<body><div id="root"></div></body></html>';

const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * apps/web/dist in a folder of its own: the browser's build in `client/` (index.html and
 * Vite's manifest) and, when given, the server rendering in `server/entry-server.js`, as
 * source (a stand-in for apps/web/src/entry-server.tsx, which apps/web tests).
 */
export function makeWebDistDir({ renderer }: { renderer?: string } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dapur-web-'));
  tempDirs.push(dir);
  mkdirSync(path.join(dir, 'client', '.vite'), { recursive: true });
  writeFileSync(path.join(dir, 'client', 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'client', '.vite', 'manifest.json'), '{}');
  if (renderer !== undefined) {
    mkdirSync(path.join(dir, 'server'));
    writeFileSync(path.join(dir, 'server', 'entry-server.js'), renderer);
  }
  return dir;
}
