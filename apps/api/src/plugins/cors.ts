import fastifyCors from '@fastify/cors';
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
