import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { createRoutes, type PageHandle } from './app/router';
import { ServerCompactMenu } from './features/catalog/hooks/use-compact-menu';
import { sendApiRequestsThrough } from './lib/api-client';
import { PAGE_CODE_ID, pageStateBlock } from './lib/page-state';

/** A request for a page, as the server received it. */
export interface PageRequest {
  /** The page's address, such as `http://localhost:3000/foods/3`. */
  url: string;
  /** Whether a phone asked: the menu's compact rows rather than the grid (decision 034). */
  phone: boolean;
}

/** A public page, rendered. */
export interface RenderedPage {
  /** The whole HTML document. */
  html: string;
  /**
   * The inline scripts React wrote into it, as Content-Security-Policy sources
   * (`'sha256-…'`): the one that keeps a form sent before the page hydrated, to replay it.
   */
  scriptHashes: string[];
}

export interface PageRenderer {
  /**
   * A public page rendered with its data; undefined for the pages the browser renders
   * alone (the cart, forms, the family's pages) and for a page whose data could not be
   * read (a dish that is not there): index.html serves those.
   */
  render(request: PageRequest): Promise<RenderedPage | undefined>;
}

export interface RendererOptions {
  /** The browser's build (apps/web/dist/client): its index.html and Vite's manifest. */
  clientDir: string;
  /** Sends the app's API requests to the server that renders it, in the same process. */
  fetch: typeof globalThis.fetch;
}

/** One entry of Vite's build manifest (`build.manifest` in vite.config.ts). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Where index.html leaves the page to the app. */
const EMPTY_ROOT = '<div id="root"></div>';

/** index.html's entry script and the chunks Vite preloads for it. */
const APP_SCRIPTS = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

/** The key of the loader in Vite's manifest (vite.config.ts). */
const LOADER = 'src/load-after-paint.ts';

/**
 * Renders the public pages on the server (`vite build --ssr` builds this module into
 * dist/server/ for apps/api/src/lib/web-pages.ts). The route table is the browser's: its
 * loaders fetch what each page shows, through `options.fetch`, and the page goes out with
 * that data (src/lib/page-state.ts) and its code preloaded, for `hydrateRoot` in
 * src/entry-client.tsx. The server does not know who asks: it renders what a visitor sees.
 */
export async function createPageRenderer(options: RendererOptions): Promise<PageRenderer> {
  sendApiRequestsThrough(options.fetch);
  const [template, manifestText] = await Promise.all([
    readFile(path.join(options.clientDir, 'index.html'), 'utf8'),
    readFile(path.join(options.clientDir, '.vite', 'manifest.json'), 'utf8'),
  ]);
  const manifest = JSON.parse(manifestText) as Manifest;
  const chunksOf = routeChunks(manifest);
  const loader = manifest[LOADER]?.file;
  if (!loader) throw new Error(`The build's manifest names no ${LOADER}: rebuild the web app`);
  const appScripts = template.match(APP_SCRIPTS)?.join('') ?? '';
  const page = template
    .replace(APP_SCRIPTS, '')
    .replace(
      '</head>',
      () => `<script type="module" crossorigin src="/${loader}"></script></head>`,
    );

  return {
    async render({ url, phone }) {
      const queryClient = createServerQueryClient();
      const { query, dataRoutes } = createStaticHandler(createRoutes(queryClient));
      const context = await query(new Request(url));
      if (context instanceof Response) return undefined;
      const handles = context.matches.map((match) => (match.route.handle ?? {}) as PageHandle);
      if (!handles.at(-1)?.serverRendered || context.errors) return undefined;
      const failed = queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error');
      if (failed) return undefined;

      const router = createStaticRouter(dataRoutes, context);
      const markup = renderToString(
        <StrictMode>
          <AppProviders queryClient={queryClient}>
            <ServerCompactMenu value={phone}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </ServerCompactMenu>
          </AppProviders>
        </StrictMode>,
      );
      const state = pageStateBlock(dehydrate(queryClient));
      const preloads = chunksOf(handles.flatMap((handle) => handle.module ?? []))
        .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
        .join('');
      queryClient.clear();
      // The page's code waits in a template until the page has painted (src/load-after-paint.ts).
      const code = `<template id="${PAGE_CODE_ID}">${appScripts}${preloads}</template>`;
      // React's inline scripts (the one that keeps forms sent before hydration) go first in
      // the head, so that they run before any button of the page can be tapped.
      const inlineScripts = markup.match(INLINE_SCRIPT) ?? [];
      const content = markup.replace(INLINE_SCRIPT, '');
      const html = page
        .replace('<head>', () => `<head>${inlineScripts.join('')}`)
        .replace(
          EMPTY_ROOT,
          () => `<div id="root" data-screen="${phone ? 'phone' : 'wide'}">${content}</div>`,
        )
        .replace('</body>', () => `${state}${code}</body>`);
      return { html, scriptHashes: hashesOf(inlineScripts) };
    },
  };
}

/** React's inline scripts have no attributes (no nonce is given). */
const INLINE_SCRIPT = /<script>[\s\S]*?<\/script>/g;

/** Content-Security-Policy sources naming these scripts by the hash of their text. */
function hashesOf(scripts: readonly string[]): string[] {
  const hashes = scripts.map((script) => {
    const text = script.slice('<script>'.length, -'</script>'.length);
    return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  });
  return [...new Set(hashes)];
}

/** Asks once and never retries: a page waits for its responses. */
function createServerQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

/**
 * The files (`/assets/…js`) of the given source modules and of the chunks they import,
 * less those index.html loads already: what a page would otherwise ask for only once its
 * entry has run.
 */
function routeChunks(manifest: Manifest): (modules: readonly string[]) => string[] {
  const loadedByIndex = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) collect(manifest, key, loadedByIndex);
  }
  return (modules) => {
    const keys = new Set<string>();
    for (const module of modules) collect(manifest, module, keys);
    return [...keys]
      .filter((key) => !loadedByIndex.has(key))
      .map((key) => `/${manifest[key]!.file}`);
  };
}

/** `key` and every chunk it imports, however deep, into `into` (in import order). */
function collect(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return;
  into.add(key);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, into);
}
