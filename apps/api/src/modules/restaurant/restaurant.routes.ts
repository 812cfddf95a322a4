import {
  adminRestaurantResponseSchema,
  qrisUploadResponseSchema,
  restaurantResponseSchema,
  restaurantUpdateBodySchema,
  slotsQuerySchema,
  slotsResponseSchema,
} from '@dapur/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CatalogCache } from '../../lib/catalog-cache';
import { cachedReplies, catalogSchema } from '../../lib/catalog-reply';
import { ownerRequired } from '../../plugins/auth';
import { imageUploads, readImageUpload } from '../../plugins/uploads';
import type { RestaurantService } from './restaurant.service';
import type { SlotsService } from './slots.service';

export interface RestaurantRoutesOptions {
  restaurant: RestaurantService;
  slots: SlotsService;
  catalog: CatalogCache;
}

export const restaurantRoutes: FastifyPluginAsyncZod<RestaurantRoutesOptions> = async (
  app,
  { restaurant, slots, catalog },
) => {
  const { cached, sendKept } = cachedReplies(catalog);

  // The public profile is the same for every caller: it comes from the catalog cache.
  app.get(
    '/restaurant',
    {
      schema: {
        summary: "Get the restaurant's profile",
        operationId: 'getRestaurant',
        ...catalogSchema(restaurantResponseSchema),
      },
      onRequest: sendKept,
    },
    (_request, reply) =>
      cached(reply, 'restaurant', async () => ({
        status: 'success' as const,
        data: await restaurant.profile(),
      })),
  );

  // Changes with the time of day: sent fresh, never from the catalog cache.
  app.get(
    '/restaurant/slots',
    {
      schema: {
        summary: 'List the times an order can be due on a day',
        operationId: 'listOrderSlots',
        querystring: slotsQuerySchema,
        response: { 200: slotsResponseSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { status: 'success' as const, ...(await slots.slots(request.query)) };
    },
  );

  app.get(
    '/admin/restaurant',
    {
      schema: {
        summary: "Get the restaurant's settings",
        operationId: 'adminGetRestaurant',
        ...ownerRequired,
        response: { 200: adminRestaurantResponseSchema },
      },
    },
    async () => ({ status: 'success' as const, data: await restaurant.settings() }),
  );

  app.put(
    '/admin/restaurant',
    {
      schema: {
        summary: "Update the restaurant's settings",
        operationId: 'adminUpdateRestaurant',
        ...ownerRequired,
        body: restaurantUpdateBodySchema,
        response: { 200: adminRestaurantResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await restaurant.update(request.body),
    }),
  );

  // The QRIS picture comes as a multipart form, which only this route reads.
  await app.register(async (scope) => {
    await scope.register(imageUploads);
    const forms = scope.withTypeProvider<ZodTypeProvider>();

    forms.post(
      '/admin/restaurant/qris',
      {
        schema: {
          summary: "Upload the restaurant's QRIS picture",
          operationId: 'adminUploadQris',
          description:
            'The code read from it becomes the one orders are paid with; a picture without a usable code is kept all the same, and the response says the amount cannot be filled in.',
          ...ownerRequired,
          consumes: ['multipart/form-data'],
          response: { 200: qrisUploadResponseSchema },
        },
      },
      async (request) => ({
        status: 'success' as const,
        ...(await restaurant.replaceQris(await readImageUpload(request))),
      }),
    );
  });
};
