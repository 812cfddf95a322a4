import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import { COMPRESS_ABOVE_BYTES, CONTENT_CODINGS } from '../lib/content-coding';

/**
 * The API's answers above 1 KB (JSON, the API reference) go out in brotli or gzip, as the
 * client accepts, with `Vary: accept-encoding` (@fastify/compress, at its quick default
 * levels). It compresses only the routes registered after it: the static files, which the
 * build compressed at its best level already, are registered before. Answers that carry
 * their own `Content-Encoding` (the catalog's cached copies) pass as they are, and the
 * order board's event stream writes to the socket itself, so each event leaves at once.
 * Compressed request bodies are refused as before: the body limit stays the size read.
 */
export const compression = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      encodings: [...CONTENT_CODINGS],
      threshold: COMPRESS_ABOVE_BYTES,
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
