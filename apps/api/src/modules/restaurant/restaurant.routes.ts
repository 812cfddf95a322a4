import {
  adminRestaurantResponseSchema,
  restaurantResponseSchema,
  restaurantUpdateBodySchema,
} from '@dapur/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CatalogCache } from '../../lib/catalog-cache';
import { cachedReplies } from '../../lib/catalog-reply';
import { ownerRequired } from '../../plugins/auth';
import { imageUploads, readImageUpload } from '../../plugins/uploads';
import type { RestaurantService } from './restaurant.service';

export interface RestaurantRoutesOptions {
  restaurant: RestaurantService;
  catalog: CatalogCache;
}

export const restaurantRoutes: FastifyPluginAsyncZod<RestaurantRoutesOptions> = async (
  app,
  { restaurant, catalog },
) => {
  const cached = cachedReplies(catalog);

  // The public profile is the same for every caller: it comes from the catalog cache.
  app.get(
    '/restaurant',
    { schema: { response: { 200: restaurantResponseSchema } } },
    (_request, reply) =>
      cached(reply, 'restaurant', async () => ({
        status: 'success' as const,
        data: await restaurant.profile(),
      })),
  );

  app.get(
    '/admin/restaurant',
    { schema: { ...ownerRequired, response: { 200: adminRestaurantResponseSchema } } },
    async () => ({ status: 'success' as const, data: await restaurant.settings() }),
  );

  app.put(
    '/admin/restaurant',
    {
      schema: {
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
          ...ownerRequired,
          consumes: ['multipart/form-data'],
          response: { 200: adminRestaurantResponseSchema },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await restaurant.replaceQris(await readImageUpload(request)),
      }),
    );
  });
};
