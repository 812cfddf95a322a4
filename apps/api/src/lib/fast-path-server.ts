import { createServer } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import type { CatalogFastPath } from './catalog-fast-path';

/**
 * Fastify's HTTP server, as Fastify makes it (its timeouts), with one way in before it: the
 * catalog's fast path (lib/catalog-fast-path.ts, decision 039), set once the catalog cache
 * exists. `inject` (the tests') never passes here: it calls Fastify directly.
 */
export function fastPathServer() {
  let fastPath: CatalogFastPath | undefined;
  const serverFactory: FastifyServerFactory = (handler, options) => {
    const server = createServer((request, response) => {
      if (fastPath?.(request, response)) return;
      handler(request, response);
    });
    // What Fastify sets on the server it makes itself, with its defaults filled in.
    const { keepAliveTimeout, requestTimeout, connectionTimeout } = options as {
      keepAliveTimeout: number;
      requestTimeout: number;
      connectionTimeout: number;
    };
    server.keepAliveTimeout = keepAliveTimeout;
    server.requestTimeout = requestTimeout;
    server.setTimeout(connectionTimeout);
    return server;
  };
  return {
    serverFactory,
    answerFirst(path: CatalogFastPath): void {
      fastPath = path;
    },
  };
}
