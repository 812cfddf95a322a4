import type { FastifyRequest } from 'fastify';

/** Query parameters that may carry a reset code, a token or an address (the emailed reset link has them). */
const SECRET_PARAMS = ['code', 'token', 'access_token', 'email'];

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of SECRET_PARAMS) {
    if (params.has(name)) params.set(name, 'redacted');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/** Fastify's own request serializer, minus secrets in the query string. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
