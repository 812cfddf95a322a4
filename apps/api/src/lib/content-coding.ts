import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';

/** What we compress with, best first: every browser we serve reads both. */
export const CONTENT_CODINGS = ['br', 'gzip'] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

/** Smaller responses fit in a packet or two: compressing them costs more time than it saves. */
export const COMPRESS_ABOVE_BYTES = 1024;

/** Browsers send one of a handful of Accept-Encoding lines: each is read once, up to this many. */
const REMEMBERED_HEADERS = 64;
const remembered = new Map<string, ContentCoding | undefined>();

/** The coding a client's Accept-Encoding prefers among ours; undefined: send the bytes as they are. */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  if (remembered.has(acceptEncoding)) return remembered.get(acceptEncoding);
  const coding = negotiate(acceptEncoding.toLowerCase(), [...CONTENT_CODINGS]) ?? undefined;
  if (remembered.size >= REMEMBERED_HEADERS) remembered.clear();
  remembered.set(acceptEncoding, coding);
  return coding;
}

/**
 * For a response whose bytes depend on Accept-Encoding, so that caches keep one copy per
 * coding. Keeps what is there (CORS's `Origin`); the same spelling as @fastify/compress.
 */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${vary}, accept-encoding`);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text made for one request (a page rendered on the server), compressed at the quick
 * levels @fastify/compress uses for the API's JSON: that plugin compresses the routes
 * registered after it, and a page is sent by the not-found handler, which it does not see.
 */
export function compressText(text: string, coding: ContentCoding): Promise<Buffer> {
  if (coding === 'gzip') return gzipAsync(text);
  return brotli(text, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}
