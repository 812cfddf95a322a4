import type { FastifyReply, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import type { CatalogCache, CatalogResponse } from './catalog-cache';
import { preferredCoding, varyOnAcceptEncoding } from './content-coding';

/**
 * Browsers (and any cache on the way) keep a catalog response but ask again before each use,
 * with its ETag: while the menu stands the response is a 304 of a few hundred bytes, and a
 * change (a dish sold out, a new price) shows on the next read. A max-age, even of a
 * minute, would keep offering a dish that has just sold out (decision 030).
 */
export const CATALOG_CACHE_CONTROL = 'no-cache';

/**
 * A catalog route's `schema` beside its params: the If-None-Match it may send, and its
 * answers, the JSON `ok` describes or a 304 without a body.
 */
export function catalogSchema<T extends z.ZodType>(ok: T) {
  return { headers: conditionalHeaders, response: { 200: ok, 304: notModified } };
}

const conditionalHeaders = z.looseObject({
  'if-none-match': z
    .string()
    .optional()
    .meta({ description: 'The ETag of the copy the client holds: 304 while it is current.' }),
});
const notModified = z
  .null()
  .meta({ description: 'Not modified: the copy named by If-None-Match is current.' });

/** Where the catalog's routes live: a response is kept under its path after it (`foods/3`). */
const API_PREFIX = '/api/';

/**
 * For a public catalog route: `cached(reply, key, load)`, its handler, responds from the
 * catalog cache, or runs `load` (the body the route's schema serialises) and keeps it
 * under `key`, the request's path under /api (`foods/3`). `sendKept`, its onRequest hook,
 * sends a response already kept under the request's own path at once, before the route's
 * validation and handler: the lunch rush's reads cost the least the framework can do
 * (Fastify's own hooks and log line still run). Anything else (a first read, a query
 * string, an id written otherwise) goes on to the handler. Only for responses that are
 * the same for every caller: the cache never looks at who asks.
 */
export function cachedReplies(catalog: CatalogCache) {
  const sendKept: onRequestHookHandler = (request, reply, done) => {
    const kept = request.url.startsWith(API_PREFIX)
      ? catalog.kept(request.url.slice(API_PREFIX.length))
      : undefined;
    if (kept) send(reply, kept);
    else done();
  };
  async function cached<Reply extends FastifyReply>(
    reply: Reply,
    key: string,
    load: () => Promise<Parameters<Reply['send']>[0]>,
  ): Promise<void> {
    const response = await catalog.response(key, async () => String(reply.serialize(await load())));
    send(reply, response);
  }
  return { cached, sendKept };
}

/** The form the client reads best, or 304 when it holds that very form already. */
function send(reply: FastifyReply, response: CatalogResponse): FastifyReply {
  const { headers } = reply.request;
  const coding = preferredCoding(headers['accept-encoding']);
  const form = (coding && response[coding]) || response.identity;
  reply.header('etag', form.etag).header('cache-control', CATALOG_CACHE_CONTROL);
  if (response.br || response.gzip) varyOnAcceptEncoding(reply);
  if (matchesAny(headers['if-none-match'], form.etag)) return reply.code(304).send();
  if (form.coding) reply.header('content-encoding', form.coding);
  return reply.type('application/json; charset=utf-8').send(form.bytes);
}

/** If-None-Match names this tag, compared weakly as RFC 9110 asks for it, or is `*`. */
export function matchesAny(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
