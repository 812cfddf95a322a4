import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { errorBodySchema } from '@dapur/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** What a response must never show: stack frames, error class names, driver and SQL words. */
const INTERNALS = [
  /\n\s*at /,
  /\bat [\w$.<>]+ \(/,
  /\.(?:ts|js|mjs|cjs):\d+/,
  /\b\w*Error:/,
  /node_modules/,
  /drizzle/i,
  /postgres/i,
  /pglite/i,
  /\bselect\b.*\bfrom\b/i,
  /\binsert into\b/i,
  /\bviolates\b/i,
  /\bsqlstate\b/i,
  /FST_[A-Z_]+/,
  /"stack"/,
  /"statusCode"/,
];

/**
 * The response as its client reads it: a body compressed in a coding the request accepted
 * (`Accept-Encoding`), decoded; any other coding fails the case.
 */
export function decodedResponse(response: LightMyRequestResponse): LightMyRequestResponse {
  const coding = response.headers['content-encoding'];
  if (coding === undefined) return response;
  const accepted = String(response.raw.req.headers['accept-encoding'] ?? '');
  expect(accepted, `responded in ${coding}`).toMatch(new RegExp(`${coding}|\\*`, 'i'));
  const raw = decodedBody(response);
  const body = raw.toString();
  return Object.assign(Object.create(response) as LightMyRequestResponse, {
    rawPayload: raw,
    payload: body,
    body,
    json: () => JSON.parse(body) as unknown,
  });
}

/** The body's bytes as sent before any content coding (br, gzip) or none. */
export function decodedBody(response: LightMyRequestResponse): Buffer {
  const coding = response.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(response.rawPayload);
  if (coding === 'gzip') return gunzipSync(response.rawPayload);
  return response.rawPayload;
}

/** A refusal as the API contract defines it: 4xx, JSON, `{status:"error", message, errors?}`. */
export function expectContractError(response: LightMyRequestResponse, status?: number) {
  const described = `${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, described).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, described).toBeLessThan(500);
  if (status !== undefined) expect(response.statusCode, described).toBe(status);
  expect(response.headers['content-type'], described).toMatch(/^application\/json/);
  expect(() => errorBodySchema.strict().parse(response.json()), described).not.toThrow();
  expectNoInternals(response.body);
}

export function expectNoInternals(body: string) {
  for (const pattern of INTERNALS) expect(body, `matches ${pattern}`).not.toMatch(pattern);
}

/** None of another customer's words appear in a response. */
export function expectNoSecrets(body: string, secrets: readonly string[]) {
  for (const secret of secrets) expect(body.includes(secret), `shows "${secret}"`).toBe(false);
}
