import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** One entry of Vite's build manifest (`build.manifest` in apps/web/vite.config.ts). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

/** Which files of the build a page's modules need, read from the build's manifest. */
export interface WebChunks {
  /**
   * The URLs (`/assets/…js`) of these source modules (`src/app/routes/home-route.tsx`)
   * and of the chunks they import, less what index.html loads already: what the page
   * would fetch only once the entry has run. Modules the build does not name are skipped.
   */
  chunksOf(sources: readonly string[]): string[];
  /**
   * What a page the server drew loads once painted (decision 042): the loader
   * (`src/start-after-paint.ts` as built), the app's entry and the chunks the entry
   * imports; undefined for a build without the loader.
   */
  startAfterPaint: StartAfterPaint | undefined;
}

export interface StartAfterPaint {
  loader: string;
  entry: string;
  entryImports: string[];
}

/** The keys of the build's two entries in Vite's manifest (apps/web/vite.config.ts). */
const APP_ENTRY = 'index.html';
const LOADER_ENTRY = 'src/start-after-paint.ts';

/**
 * dist/.vite/manifest.json, read once at start; undefined before a build (or from a build
 * without a manifest), when pages go out without hints.
 */
export async function readWebChunks(webDistDir: string): Promise<WebChunks | undefined> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(
      await readFile(path.join(webDistDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return webChunksOf(manifest);
}

export function webChunksOf(manifest: Manifest): WebChunks {
  const loadedByIndex = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) collect(manifest, key, loadedByIndex);
  }
  const app = manifest[APP_ENTRY];
  const loader = manifest[LOADER_ENTRY];
  const appKeys = new Set<string>();
  collect(manifest, APP_ENTRY, appKeys);
  appKeys.delete(APP_ENTRY);
  return {
    startAfterPaint:
      app && loader
        ? {
            loader: `/${loader.file}`,
            entry: `/${app.file}`,
            entryImports: [...appKeys].map((key) => `/${manifest[key]!.file}`),
          }
        : undefined,
    chunksOf(sources) {
      const keys = new Set<string>();
      for (const source of sources) collect(manifest, source, keys);
      return [...keys]
        .filter((key) => !loadedByIndex.has(key))
        .map((key) => `/${manifest[key]!.file}`);
    },
  };
}

/** `key` and every chunk it imports, however deep, into `into` (in import order). */
function collect(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return;
  into.add(key);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, into);
}
