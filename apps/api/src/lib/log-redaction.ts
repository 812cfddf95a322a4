import type { FastifyRequest } from 'fastify';

/** Query parameters that may carry a reset code, a token or an address (the emailed reset link has them). */
const SECRET_PARAMS = ['code', 'token', 'access_token', 'email'];

/**
 * Paths whose next segment is an invite's token: the emailed link (the web page) and the
 * API calls it makes. The token makes whoever holds it an owner, so it is no more logged
 * than it is stored.
 */
const SECRET_PATH = /^(\/api\/invites\/|\/admin\/invite\/)[^/?#]+/;

export function redactUrl(url: string): string {
  const path = url.replace(SECRET_PATH, '$1redacted');
  const queryStart = path.indexOf('?');
  if (queryStart === -1) return path;
  const params = new URLSearchParams(path.slice(queryStart + 1));
  for (const name of SECRET_PARAMS) {
    if (params.has(name)) params.set(name, 'redacted');
  }
  return `${path.slice(0, queryStart)}?${params.toString()}`;
}

/** Fastify's own request serializer, minus the secrets a URL can carry. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
