import {
  adminRestaurantResponseSchema,
  restaurantResponseSchema,
  restaurantUpdateBodySchema,
} from '@dapur/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownerRequired } from '../../plugins/auth';
import { imageUploads, readImageUpload } from '../../plugins/uploads';
import type { RestaurantService } from './restaurant.service';

export interface RestaurantRoutesOptions {
  restaurant: RestaurantService;
}

export const restaurantRoutes: FastifyPluginAsyncZod<RestaurantRoutesOptions> = async (
  app,
  { restaurant },
) => {
  app.get('/restaurant', { schema: { response: { 200: restaurantResponseSchema } } }, async () => ({
    status: 'success' as const,
    data: await restaurant.profile(),
  }));

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
