import fastifyCors from '@fastify/cors';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

export interface CorsOptions {
  /** Exact origins (`https://shop.example`) whose pages may call us; empty: none may. */
  origins: string[];
}

/**
 * The web app is served from the API's own origin and needs no CORS. Other origins get
 * `Access-Control-Allow-Origin` only when CORS_ORIGINS names them; a preflight from any
 * other origin is answered 404, like a route that is not there.
 */
export const corsPolicy = fp<CorsOptions>(
  async (app, { origins }) => {
    // Without other origins there is nothing to allow: no hook runs on any request.
    if (origins.length === 0) return;
    const allowed = new Set(origins);
    await app.register(fastifyCors, {
      origin: (origin, callback) => {
        callback(null, origin !== undefined && allowed.has(origin) ? origin : false);
      },
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      // Not on the list a cross-origin script may read by default.
      exposedHeaders: ['Retry-After'],
      credentials: false,
      maxAge: 600,
    });
  },
  { name: 'cors' },
);

/**
 * The web app's own files are for its own pages only, the same for every origin: without
 * CORS headers and without `Vary: Origin`, which @fastify/cors puts on every answer. A
 * cache then keeps one copy of each file, whoever asks: the browser's own included, where
 * a page's module scripts (sent with `Origin`) must find what its prefetch brought in
 * without one (decision 047).
 */
export function sameOriginOnly(reply: FastifyReply): void {
  for (const name of Object.keys(reply.getHeaders())) {
    if (name.startsWith('access-control-')) reply.removeHeader(name);
  }
  const vary = reply.getHeader('vary');
  if (vary === undefined) return;
  const kept = String(vary)
    .split(',')
    .map((field) => field.trim())
    .filter((field) => field !== '' && field.toLowerCase() !== 'origin');
  if (kept.length > 0) reply.header('vary', kept.join(', '));
  else reply.removeHeader('vary');
}
