import type { Plugin } from 'vite';

/**
 * The routes whose code the service worker saves on its first visit, so the menu opens
 * without a network: home, the catalog's pages, about and "not found". Matched on the
 * chunk's module, as bundle-budget.ts does.
 */
const MENU_ROUTES = [
  /src[\\/]app[\\/]routes[\\/](?:home|about|foods|food-detail|categories|category)-route\.tsx$/,
  /src[\\/]app[\\/]routes[\\/]catalog-layout\.tsx$/,
];

interface Chunk {
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
}

function isChunk(item: unknown): item is Chunk {
  return typeof item === 'object' && item !== null && (item as { type?: string }).type === 'chunk';
}

/**
 * Finds the app shell's files in the build: the entry and the menu routes' chunks with
 * everything they import statically, and their CSS. The owner's pages, the forms and the
 * other customer pages stay out: the service worker keeps them once they are loaded, so
 * a first visit downloads no code it did not need (decision 036).
 */
export function appShell(): { plugin: Plugin; isShellAsset: (fileName: string) => boolean } {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'dapur:app-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Chunk>();
      for (const item of Object.values(bundle)) if (isChunk(item)) chunks.set(item.fileName, item);
      const starts = [...chunks.values()].filter(
        (chunk) =>
          chunk.isEntry || MENU_ROUTES.some((route) => route.test(chunk.facadeModuleId ?? '')),
      );
      shell.clear();
      const pending = starts.map((chunk) => chunk.fileName);
      while (pending.length > 0) {
        const name = pending.pop()!;
        if (shell.has(name)) continue;
        shell.add(name);
        const chunk = chunks.get(name);
        for (const css of chunk?.viteMetadata?.importedCss ?? []) shell.add(css);
        pending.push(...(chunk?.imports ?? []));
      }
    },
  };
  return { plugin, isShellAsset: (fileName) => shell.has(fileName) };
}
