import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  compressText,
  preferredCoding,
  varyOnAcceptEncoding,
  type ContentCoding,
} from '../lib/content-coding';
import { NotFoundError } from '../lib/errors';
import { matchesAny } from '../lib/catalog-reply';
import type { PictureStore } from '../lib/picture-store';
import type { Picture } from '../lib/pictures';
import { BY_SCREEN, createWebPages, WEB_CLIENT_DIR, type WebPages } from '../lib/web-pages';
import { sameOriginOnly } from './cors';
import { allowInlineScripts } from './security-headers';

export interface StaticFilesOptions {
  /** The pictures under /storage: the demo ones and those the family uploaded (in the database). */
  pictures: PictureStore;
  /** The web app's build (apps/web/dist): `client/` is served, `server/` renders the public pages. */
  webDistDir: string;
}

/** For files whose name changes whenever their content does (images, hashed build assets). */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/** The build writes `.br` and `.gz` beside these (apps/web/build/precompress.ts). */
const TEXT_TYPE = /^(?:text\/|image\/svg\+xml|application\/(?:javascript|json|manifest\+json|xml))/;

/**
 * For stored pictures: should one ever be opened as a page, it runs nothing and loads
 * nothing (a restored backup is the family's file, not ours).
 */
const STORED_IMAGE_POLICY = "default-src 'none'; sandbox";

const FILE_SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

/** Pages are rendered by their path and query; the host a client names plays no part. */
const PAGE_ORIGIN = 'http://dapur.server';

const WEB_NOT_BUILT =
  'The web app has not been built yet. Run `npm run build` in the repository root, then restart the server.';

const STORAGE_PREFIX = '/storage/';

/**
 * Serves images under /storage, the built web app at every other path, and answers
 * what nothing else matched: JSON 404 for the API and files, index.html for app routes.
 */
export const staticFiles = fp<StaticFilesOptions>(
  async (app, { pictures, webDistDir }) => {
    // In a context of its own, so that its policy covers the pictures alone.
    await app.register(async (storage) => {
      storage.addHook('onSend', async (_request, reply, payload) => {
        // A 404 from here is the app's JSON error, under the app's own policy.
        if (reply.statusCode >= 400) return payload;
        reply
          .header('content-security-policy', STORED_IMAGE_POLICY)
          .header('x-content-type-options', 'nosniff');
        return payload;
      });
      storage.get(`${STORAGE_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
        const pathname = resolvedPath(request.url.split('?', 1)[0]!);
        // Only the kinds of picture the shop writes, inside /storage; anything else is a 404.
        const picture = pathname?.startsWith(STORAGE_PREFIX)
          ? await pictures.find(pathname.slice(STORAGE_PREFIX.length))
          : undefined;
        if (!picture) throw new NotFoundError('file_not_found', 'Berkas tidak ditemukan.');
        return sendPicture(request, reply, picture);
      });
    });

    const pages = await createWebPages(webDistDir, app);
    const clientDir = path.join(webDistDir, WEB_CLIENT_DIR);
    const assetsDir = path.join(clientDir, 'assets') + path.sep;
    // In a context of its own, so that its Vary hook runs for the app's files alone.
    await app.register(async (web) => {
      web.addHook('onSend', async (_request, reply, payload) => {
        sameOriginOnly(reply);
        if (TEXT_TYPE.test(String(reply.getHeader('content-type')))) varyOnAcceptEncoding(reply);
        return payload;
      });
      // The home page is a page like the others, not the file index.html.
      web.get('/', (request, reply) => sendWebApp(request, reply, clientDir, pages));
      await web.register(fastifyStatic, {
        root: clientDir,
        prefix: '/',
        decorateReply: false,
        index: false,
        cacheControl: false,
        // The build's `.br` / `.gz` twin when the browser accepts it, else the file itself.
        preCompressed: true,
        // The build's manifest (`.vite/`) is for the server rendering, not for browsers.
        allowedPath: (pathname) => {
          const resolved = resolvedPath(pathname);
          return resolved !== undefined && !isHidden(resolved) && !isReservedPath(resolved);
        },
        setHeaders: (res, filePath) => {
          res.setHeader(
            'cache-control',
            filePath.startsWith(assetsDir) ? CACHE_FOREVER : 'no-cache',
          );
        },
      });
    });

    app.setNotFoundHandler(async (request, reply) => {
      const spelled = request.url.split('?', 1)[0] ?? '/';
      const pathname = resolvedPath(spelled) ?? spelled;
      if (pathname === '/api' || pathname.startsWith('/api/')) {
        throw new NotFoundError('route_not_found', 'Alamat API tidak ditemukan.');
      }
      if (isAppRoute(request.method, pathname)) {
        return sendWebApp(request, reply, clientDir, pages);
      }
      if (request.method === 'GET' || request.method === 'HEAD') {
        throw new NotFoundError('file_not_found', 'Berkas tidak ditemukan.');
      }
      throw new NotFoundError('route_not_found', 'Alamat tidak ditemukan.');
    });
  },
  { name: 'static-files' },
);

/**
 * A path as the file system resolves it, which is what a guard must judge (finding 6 of
 * issue 32: `//.vite/…` passed a check of the path as spelled): percent-decoded,
 * backslashes read as slashes, repeated slashes collapsed, `.` and `..` resolved.
 * Undefined when it does not decode.
 */
export function resolvedPath(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  return path.posix.normalize(`/${decoded.replaceAll('\\', '/')}`);
}

/** A file or folder whose name starts with a dot (`.vite/`, anything hidden) is never served. */
function isHidden(resolved: string): boolean {
  return resolved.split('/').some((segment) => segment.startsWith('.'));
}

function isReservedPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/storage/');
}

/** A page the web app's router handles, such as /foods/3; never a missing file like /logo.png. */
function isAppRoute(method: string, pathname: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (isReservedPath(pathname) || pathname.startsWith('/assets/')) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

/**
 * A picture with a year-long immutable cache and its validators: 304 when the browser
 * names its ETag (or, without If-None-Match, holds a copy as new as it).
 */
function sendPicture(request: FastifyRequest, reply: FastifyReply, picture: Picture) {
  const lastModified = picture.createdAt.toUTCString();
  reply
    .header('cache-control', CACHE_FOREVER)
    .header('etag', picture.etag)
    .header('last-modified', lastModified);
  const { 'if-none-match': ifNoneMatch, 'if-modified-since': ifModifiedSince } = request.headers;
  const fresh =
    ifNoneMatch !== undefined
      ? matchesAny(ifNoneMatch, picture.etag)
      : ifModifiedSince !== undefined && Date.parse(ifModifiedSince) >= Date.parse(lastModified);
  if (fresh) return reply.code(304).send();
  return reply.type(picture.contentType).send(picture.bytes);
}

async function sendWebApp(
  request: FastifyRequest,
  reply: FastifyReply,
  clientDir: string,
  pages: WebPages | undefined,
): Promise<FastifyReply> {
  // index.html names the current asset hashes, so browsers must revalidate it every time.
  reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
  const coding = preferredCoding(request.headers['accept-encoding']);
  varyOnAcceptEncoding(reply);
  const rendered = await renderPage(request, pages);
  if (rendered !== undefined) {
    // Rendered for a phone or a larger screen, as the request's headers say.
    reply.header('vary', `${String(reply.getHeader('vary'))}, ${BY_SCREEN}`);
    allowInlineScripts(reply, rendered.scriptHashes);
    if (!coding) return reply.send(rendered.html);
    const compressed = await compressText(rendered.html, coding);
    return reply.header('content-encoding', coding).send(compressed);
  }
  const page = await readWebApp(clientDir, coding);
  if (!page) {
    return reply
      .code(503)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(WEB_NOT_BUILT);
  }
  if (page.coding) reply.header('content-encoding', page.coding);
  return reply.send(page.bytes);
}

/**
 * The page rendered on the server, when it is one the web app renders there. A rendering
 * that fails is logged and the page goes out as index.html, which the browser renders.
 */
async function renderPage(request: FastifyRequest, pages: WebPages | undefined) {
  try {
    return await pages?.render(new URL(request.url, PAGE_ORIGIN).href, request.headers);
  } catch (error) {
    request.log.error({ err: error }, 'The page could not be rendered on the server');
    return undefined;
  }
}

/** index.html as the build compressed it for `coding` when it did, else as it is; none before a build. */
async function readWebApp(
  clientDir: string,
  coding: ContentCoding | undefined,
): Promise<{ bytes: Buffer; coding?: ContentCoding } | undefined> {
  const file = path.join(clientDir, 'index.html');
  if (coding) {
    const bytes = await readIfThere(file + FILE_SUFFIX[coding]);
    if (bytes) return { bytes, coding };
  }
  const bytes = await readIfThere(file);
  return bytes && { bytes };
}

async function readIfThere(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
