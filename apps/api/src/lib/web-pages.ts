import { access } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** The web app's build: the browser's files (served) and its server rendering (never served). */
export const WEB_CLIENT_DIR = 'client';
const SERVER_ENTRY = path.join('server', 'entry-server.js');

/** What apps/web/src/entry-server.tsx exports, as `vite build --ssr` builds it. */
interface PageRenderer {
  render(request: { url: string; phone: boolean }): Promise<RenderedPage | undefined>;
}

export interface RenderedPage {
  html: string;
  /** Content-Security-Policy sources (`'sha256-…'`) of the inline scripts React wrote into it. */
  scriptHashes: string[];
}
type CreatePageRenderer = (options: {
  clientDir: string;
  fetch: typeof globalThis.fetch;
}) => Promise<PageRenderer>;

export interface WebPages {
  /**
   * The HTML of a public page rendered on the server with its data (decision 054);
   * undefined for the pages the browser renders alone, which get index.html.
   */
  render(url: string, headers: IncomingHttpHeaders): Promise<RenderedPage | undefined>;
}

/**
 * The public pages rendered on the server by the web app itself (its route table says
 * which pages, and what data each one shows). Its requests for that data go through this
 * app, in the same process (`inject`), as any client's would. The rendering module (React's
 * server renderer and the app, about 30 MB once loaded) is imported when the first page is
 * rendered, not at start; undefined when the build has none (before `npm run build`).
 */
export async function createWebPages(
  webDistDir: string,
  app: FastifyInstance,
): Promise<WebPages | undefined> {
  const entry = path.join(webDistDir, SERVER_ENTRY);
  try {
    await access(entry);
  } catch {
    return undefined;
  }
  let renderer: Promise<PageRenderer> | undefined;
  const load = async () => {
    const module = (await import(pathToFileURL(entry).href)) as {
      createPageRenderer?: CreatePageRenderer;
    };
    if (typeof module.createPageRenderer !== 'function') {
      throw new Error(`${entry} does not export createPageRenderer(): rebuild the web app`);
    }
    return module.createPageRenderer({
      clientDir: path.join(webDistDir, WEB_CLIENT_DIR),
      fetch: injectInto(app),
    });
  };
  return {
    async render(url, headers) {
      renderer ??= load();
      return (await renderer).render({ url, phone: askedByPhone(headers) });
    },
  };
}

/** `fetch` for requests to this app, handled by `inject` without a socket. */
function injectInto(app: FastifyInstance): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const { pathname, search } = new URL(request.url);
    const response = await app.inject({
      method: request.method as 'GET',
      url: pathname + search,
      headers: Object.fromEntries(request.headers),
      ...(request.body ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const one of [value].flat()) if (one !== undefined) headers.append(name, String(one));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, {
      status: response.statusCode,
      headers,
    });
  };
}

/** What tells a phone's page from a larger screen's: caches must keep them apart. */
export const BY_SCREEN = 'sec-ch-ua-mobile, user-agent';

/**
 * Whether a phone asked, for the menu's compact rows (below 640 px, decision 034): Chromium
 * says so in `Sec-CH-UA-Mobile`, other browsers with "Mobi" in their User-Agent (MDN's
 * advice). A wrong guess costs one render when the page hydrates, nothing else.
 */
export function askedByPhone(headers: IncomingHttpHeaders): boolean {
  const mobileHint = headers['sec-ch-ua-mobile'];
  if (mobileHint === '?1') return true;
  if (mobileHint === '?0') return false;
  return /Mobi/.test(headers['user-agent'] ?? '');
}
