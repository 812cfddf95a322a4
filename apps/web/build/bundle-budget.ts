import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * What a phone downloads before the home page works: the entries, every chunk they import,
 * and the home route's chunk with its own imports, gzipped. React 19 and React DOM are
 * about 60 KB of it (decision 053).
 */
export const HOME_PAGE_JS_BUDGET_BYTES = 130 * 1024;

/** The home route's module, whose chunk the router loads at once for `/`. */
const HOME_ROUTE = /src[\\/]app[\\/]routes[\\/]home-route\.tsx$/;

interface Chunk {
  fileName: string;
  code: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
}

function isChunk(item: unknown): item is Chunk {
  return typeof item === 'object' && item !== null && (item as { type?: string }).type === 'chunk';
}

/** A chunk and everything it imports statically, by file name. */
function withImports(start: Chunk, chunks: Map<string, Chunk>): Set<string> {
  const seen = new Set<string>();
  const pending = [start.fileName];
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    pending.push(...(chunks.get(name)?.imports ?? []));
  }
  return seen;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Prints every chunk's gzipped size, largest first, and fails the build when the home
 * page's first JavaScript grows past its budget.
 */
export function bundleBudget(budget = HOME_PAGE_JS_BUDGET_BYTES): Plugin {
  return {
    name: 'dapur-bundle-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Chunk>();
      for (const item of Object.values(bundle)) if (isChunk(item)) chunks.set(item.fileName, item);
      const gzipped = new Map(
        [...chunks.values()].map((chunk) => [
          chunk.fileName,
          gzipSync(chunk.code, { level: 9 }).length,
        ]),
      );
      // Both entries: the app and the script that loads it on a page rendered on the server.
      const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
      const home = [...chunks.values()].find((chunk) =>
        HOME_ROUTE.test(chunk.facadeModuleId ?? ''),
      );
      if (entries.length === 0 || !home)
        this.error('bundle budget: the entry or the home route chunk is missing');

      const firstLoad = new Set(
        [...entries, home].flatMap((chunk) => [...withImports(chunk, chunks)]),
      );
      const lines = [...gzipped.entries()]
        .sort(([, a], [, b]) => b - a)
        .map(
          ([name, size]) => `  ${kb(size).padStart(9)}  ${firstLoad.has(name) ? '*' : ' '} ${name}`,
        );
      const total = [...firstLoad].reduce((sum, name) => sum + (gzipped.get(name) ?? 0), 0);
      this.info(
        `gzipped JavaScript (* = the home page's first load):\n${lines.join('\n')}\n` +
          `  home page's first JavaScript: ${kb(total)} of ${kb(budget)}`,
      );
      if (total > budget) {
        this.error(
          `The home page's first JavaScript is ${kb(total)} gzipped, over its budget of ${kb(budget)}. ` +
            'Load the new code with its page (a lazy route or import()) instead of with the entry.',
        );
      }
    },
  };
}
