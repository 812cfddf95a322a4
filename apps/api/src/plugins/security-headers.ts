import { MAP_PROVIDERS } from '@dapur/shared/restaurant';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * One year. Without includeSubDomains: the restaurant's domain may host other sites that
 * this shop does not know about.
 */
const HSTS = 'max-age=31536000';

/**
 * The built web app loads only its own files, styles and scripts alike: nothing of it is
 * inline (its dialogs are the browser's own, and the page behind them stops scrolling by a
 * rule of its stylesheet). The about page embeds the restaurant's map from one of the map providers the profile
 * accepts (OpenStreetMap, Google Maps), and from nowhere else. The service worker and the
 * web app manifest (decision 036) come from the site itself, said outright rather than left
 * to default-src.
 */
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    frameSrc: MAP_PROVIDERS.map((provider) => provider.origin),
    imgSrc: ["'self'", 'data:'],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'"],
    workerSrc: ["'self'"],
  },
};

/**
 * Helmet's headers, worked out once: they do not depend on the request (@fastify/helmet
 * built Helmet again, CSP parsing included, on every request).
 */
const SECURITY_HEADERS: Readonly<OutgoingHttpHeaders> = (() => {
  const headers: OutgoingHttpHeaders = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name] = value),
    removeHeader: (name: string) => delete headers[name],
  } as unknown as ServerResponse;
  helmet({
    contentSecurityPolicy,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  })({} as IncomingMessage, response, () => {});
  return Object.freeze(headers);
})();

/**
 * Helmet's headers on every response: pages, images, API answers and errors alike (its
 * hook runs on request, before anything can fail). HSTS only over HTTPS, which behind a
 * trusted proxy (TRUST_PROXY) is what X-Forwarded-Proto says: on plain http it would
 * make browsers refuse a shop that has no certificate.
 */
export const securityHeaders = fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      reply.headers(SECURITY_HEADERS);
      done();
    });
  },
  { name: 'security-headers' },
);

/**
 * The policy of a page rendered on the server, which may run the inline scripts React
 * wrote into it, named by their hashes (the one that keeps a form sent before the page
 * hydrated, to replay it), and no others.
 */
export function allowInlineScripts(reply: FastifyReply, hashes: readonly string[]): void {
  if (hashes.length === 0) return;
  const policy = String(reply.getHeader('content-security-policy'));
  reply.header(
    'content-security-policy',
    policy.replace("script-src 'self'", `script-src 'self' ${hashes.join(' ')}`),
  );
}
