import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogCache, CatalogForm } from './catalog-cache';
import { CATALOG_CACHE_CONTROL, matchesAny } from './catalog-reply';
import { preferredCoding } from './content-coding';
import { nextRequestId } from './request-log';

/**
 * The catalog's addresses, written as the API writes them, with the key their answer has
 * in the catalog cache (menu.routes.ts, restaurant.routes.ts).
 */
const CATALOG_PATH =
  /^\/api\/(foods|categories|restaurant|foods\/[1-9]\d{0,8}|categories\/[1-9]\d{0,8}\/foods)$/;

/** What the full path would add and this one cannot: CORS, proxies' headers (decision 039). */
const NEEDS_THE_FULL_PATH = ['origin', 'x-forwarded-for', 'x-forwarded-proto', 'forwarded'];

export interface CatalogFastPath {
  /** Answers `request` when it is a plain read of a catalog answer already kept; false otherwise. */
  (request: IncomingMessage, response: ServerResponse): boolean;
}

/**
 * The lunch rush's reads of the menu answered before Fastify sees them (decision 039): a
 * GET or HEAD of a catalog answer that the catalog cache holds gets its bytes with the
 * headers the full path sends (`securityHeaders`: Helmet's, computed once), and the same
 * log line. Anything else, a first read, a query string, a request that CORS or a proxy
 * has a word in, goes the full way, which also fills the cache. A hook or plugin that
 * must see every catalog read has to be added here too.
 */
/** A form's headers as flat `[name, value, …]` lines, for a 200 and for a 304. */
interface HeaderLines {
  ok: string[];
  notModified: string[];
}

export function catalogFastPath(
  catalog: CatalogCache,
  securityHeaders: OutgoingHttpHeaders,
  log: FastifyBaseLogger,
): CatalogFastPath {
  // Worked out once per form of an answer, dropped with it when the menu changes.
  const linesOf = new WeakMap<CatalogForm, HeaderLines>();
  function headerLines(form: CatalogForm, compressible: boolean): HeaderLines {
    let lines = linesOf.get(form);
    if (!lines) {
      const common = [
        ...Object.entries(securityHeaders).flatMap(([name, value]) => [name, String(value)]),
        ...['vary', compressible ? 'Origin, accept-encoding' : 'Origin'],
        ...['etag', form.etag, 'cache-control', CATALOG_CACHE_CONTROL],
      ];
      lines = {
        notModified: common,
        ok: [
          ...common,
          ...(form.coding ? ['content-encoding', form.coding] : []),
          ...['content-type', 'application/json; charset=utf-8'],
          ...['content-length', String(form.bytes.length)],
        ],
      };
      linesOf.set(form, lines);
    }
    return lines;
  }

  return (request, response) => {
    const { method, url = '', headers } = request;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const key = CATALOG_PATH.exec(url)?.[1];
    if (!key) return false;
    if (NEEDS_THE_FULL_PATH.some((name) => headers[name] !== undefined)) return false;
    const answer = catalog.kept(key);
    if (!answer) return false;

    const startedAt = process.hrtime.bigint();
    const coding = preferredCoding(headers['accept-encoding']);
    const form = (coding && answer[coding]) || answer.identity;
    const lines = headerLines(form, answer.br !== undefined || answer.gzip !== undefined);
    let statusCode = 200;
    if (matchesAny(headers['if-none-match'], form.etag)) {
      statusCode = 304;
      response.writeHead(statusCode, lines.notModified).end();
    } else {
      response.writeHead(statusCode, lines.ok);
      if (method === 'HEAD') response.end();
      else response.end(form.bytes);
    }
    log.info(
      {
        reqId: nextRequestId(),
        method,
        url,
        statusCode,
        responseTime: Math.round(Number(process.hrtime.bigint() - startedAt) / 1e5) / 10,
        remoteAddress: request.socket.remoteAddress,
      },
      'request completed',
    );
    return true;
  };
}
