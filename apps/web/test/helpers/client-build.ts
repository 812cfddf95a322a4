import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/** index.html as `vite build` writes it: the entry, the chunk it preloads, the stylesheet. */
export const BUILT_INDEX_HTML =
  '<!doctype html><html lang="id"><head><title>Dapur</title>' +
  '<script type="module" crossorigin src="/assets/index-E1.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/react-R1.js">\n' +
  '<link rel="stylesheet" crossorigin href="/assets/index-S1.css"></head>' +
  '<body><div id="root"></div></body></html>';

/** Vite's manifest of such a build: the two entries, the pages' chunks and what they import. */
const MANIFEST = {
  'index.html': { file: 'assets/index-E1.js', isEntry: true, imports: ['_react-R1.js'] },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  'src/load-after-paint.ts': { file: 'assets/load-after-paint-L1.js', isEntry: true },
  '_food-list-G1.js': { file: 'assets/food-list-G1.js', imports: ['index.html', '_react-R1.js'] },
  'src/app/routes/catalog-layout.tsx': {
    file: 'assets/catalog-layout-C1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_react-R1.js'],
  },
  'src/app/routes/foods-route.tsx': {
    file: 'assets/foods-route-F1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_food-list-G1.js'],
  },
  'src/app/routes/food-detail-route.tsx': {
    file: 'assets/food-detail-route-D1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_react-R1.js'],
  },
};

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The browser's build as the server rendering reads it (dist/client): index.html and the manifest. */
export function makeClientBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dapur-client-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, 'index.html'), BUILT_INDEX_HTML);
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  return dir;
}
