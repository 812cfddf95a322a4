import { qrisInfoResponseSchema } from '@dapur/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QrisService } from './qris.service';

export interface QrisRoutesOptions {
  qris: QrisService;
}

/** Browsers may reuse the code a few minutes; a new one shows soon after the owner replaces it. */
const QRIS_CACHE_CONTROL = 'public, max-age=300';
/** An SVG opened on its own must not run scripts on our origin. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export const qrisRoutes: FastifyPluginAsyncZod<QrisRoutesOptions> = async (app, { qris }) => {
  app.get('/qris', { schema: { response: { 200: qrisInfoResponseSchema } } }, async () => ({
    status: 'success' as const,
    data: await qris.info(),
  }));

  app.get('/qris/image', async (_request, reply) => {
    const image = await qris.image();
    reply.header('cache-control', QRIS_CACHE_CONTROL).header('x-content-type-options', 'nosniff');
    if (image.contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_POLICY);
    return reply.type(image.contentType).send(image.body);
  });
};
