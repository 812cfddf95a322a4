import { qrisInfoResponseSchema } from '@dapur/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentResponse, fileBody } from '../../plugins/api-document';
import { QRIS_MEDIA_TYPES, type QrisService } from './qris.service';

export interface QrisRoutesOptions {
  qris: QrisService;
}

/**
 * The URL the info names carries the picture's version, so that one may be kept for good: a
 * replaced picture gets another URL. Any other (no version, or an old one) is asked again.
 */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';
const ASK_AGAIN = 'no-cache';
/** An SVG opened on its own must not run scripts on our origin. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const qrisImageSchema = {
  querystring: z.looseObject({
    v: z.string().optional().meta({
      description:
        'The version `GET /payments/qris` names: with it the picture may be kept for good.',
    }),
  }),
  response: {
    200: contentResponse(
      'The picture, in the type of its file.',
      Object.fromEntries(QRIS_MEDIA_TYPES.map((type) => [type, fileBody])),
    ),
  },
};

export const qrisRoutes: FastifyPluginAsyncZod<QrisRoutesOptions> = async (app, { qris }) => {
  app.get(
    '/qris',
    {
      schema: {
        summary: "Get the restaurant's QRIS picture and merchant name",
        operationId: 'getQris',
        response: { 200: qrisInfoResponseSchema },
      },
    },
    async () => ({
      status: 'success' as const,
      data: await qris.info(),
    }),
  );

  app.get(
    '/qris/image',
    {
      schema: {
        summary: 'Download the QRIS picture',
        operationId: 'getQrisImage',
        description:
          'The file QRIS_IMAGE names, else a sample that pays nobody. A picture the family uploaded is served at the `image_url` of `GET /api/payments/qris` instead.',
        ...qrisImageSchema,
      },
    },
    async (request, reply) => {
      const image = await qris.image();
      const { v } = request.query;
      reply
        .header('cache-control', v === image.version ? CACHE_FOREVER : ASK_AGAIN)
        .header('x-content-type-options', 'nosniff');
      if (image.contentType === 'image/svg+xml')
        reply.header('content-security-policy', SVG_POLICY);
      return reply.type(image.contentType).send(image.body);
    },
  );
};
