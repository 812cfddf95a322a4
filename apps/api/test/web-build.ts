import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

export const INDEX_HTML =
  '<!doctype html><html><head><title>Dapur</title>' +
  '<script type="module" crossorigin src="/assets/index-E1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-R1.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-S1.css"></head>' +
  '<body><div id="root"></div></body></html>';

/** A build's manifest as Vite writes it: the entry, the pages' chunks and what they import. */
const MANIFEST = {
  'index.html': { file: 'assets/index-E1.js', isEntry: true, imports: ['_react-R1.js'] },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  'src/start-after-paint.ts': { file: 'assets/start-after-paint-P1.js', isEntry: true },
  '_food-grid-G1.js': { file: 'assets/food-grid-G1.js', imports: ['index.html', '_react-R1.js'] },
  'src/app/routes/catalog-layout.tsx': {
    file: 'assets/catalog-layout-C1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_react-R1.js'],
  },
  'src/features/catalog/pages/foods-page.tsx': {
    file: 'assets/foods-page-F1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_food-grid-G1.js'],
  },
  'src/features/catalog/pages/food-detail-page.tsx': {
    file: 'assets/food-detail-page-D1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_react-R1.js'],
  },
};

const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * A web app build in a folder of its own: index.html and Vite's manifest, and when given,
 * the drawing module `vite build --ssr` writes (dist/.prerender/prerender.js), as source.
 */
export function makeWebDistDir({ drawing }: { drawing?: string } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dapur-web-'));
  tempDirs.push(dir);
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  if (drawing !== undefined) {
    mkdirSync(path.join(dir, '.prerender'));
    writeFileSync(path.join(dir, '.prerender', 'prerender.js'), drawing);
  }
  return dir;
}
