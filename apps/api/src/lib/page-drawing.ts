import { access } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * The web app's server-side drawing of a public page (apps/web/src/prerender.tsx, decision
 * 041): the markup for index.html's `#root`. `answers` are the catalog answers the page
 * carries, parsed; `compact` asks for the phone's menu.
 */
export type DrawPage = (request: {
  path: string;
  answers: Record<string, unknown>;
  compact: boolean;
}) => Promise<string>;

/** Where `vite build --ssr` writes it, inside the build (never served: lib/static-files). */
export const PRERENDER_DIR = '.prerender';

/**
 * The build's drawing module; undefined when the build has none (a build from before
 * decision 041, or none at all): pages then go out with an empty `#root`, drawn by the
 * browser alone, as before. The module (React's server renderer and the app, about
 * 30 MB once loaded) is imported when the first public page is drawn, not at start: an
 * instance that serves only the API never holds it.
 */
export async function loadPageDrawing(webDistDir: string): Promise<DrawPage | undefined> {
  const file = path.join(webDistDir, PRERENDER_DIR, 'prerender.js');
  try {
    await access(file);
  } catch {
    return undefined;
  }
  let loaded: Promise<DrawPage> | undefined;
  return async (request) => {
    loaded ??= importDrawing(file);
    return (await loaded)(request);
  };
}

async function importDrawing(file: string): Promise<DrawPage> {
  const module = (await import(pathToFileURL(file).href)) as { prerender?: DrawPage };
  if (typeof module.prerender !== 'function') {
    throw new Error(`${file} does not export prerender(): rebuild the web app (npm run build)`);
  }
  return module.prerender;
}

/**
 * Whether a phone asked, for the menu's compact rows (below 640 px, decision 034): Chromium
 * says so in `Sec-CH-UA-Mobile`, other browsers with "Mobi" in their User-Agent (MDN's
 * advice). A wrong guess costs one redraw when the web app starts, nothing else.
 */
export function askedByPhone(headers: IncomingHttpHeaders): boolean {
  const mobileHint = headers['sec-ch-ua-mobile'];
  if (mobileHint === '?1') return true;
  if (mobileHint === '?0') return false;
  return /Mobi/.test(headers['user-agent'] ?? '');
}
