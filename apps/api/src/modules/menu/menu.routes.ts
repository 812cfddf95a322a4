import {
  categoryFoodsResponseSchema,
  categoryListResponseSchema,
  foodListResponseSchema,
  foodResponseSchema,
  idParamSchema,
} from '@dapur/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MenuService } from './menu.service';

export interface MenuRoutesOptions {
  menu: MenuService;
}

export const menuRoutes: FastifyPluginAsyncZod<MenuRoutesOptions> = async (app, { menu }) => {
  app.get('/foods', { schema: { response: { 200: foodListResponseSchema } } }, async () => ({
    status: 'success' as const,
    data: await menu.listFoods(),
  }));

  app.get(
    '/foods/:id',
    { schema: { params: idParamSchema, response: { 200: foodResponseSchema } } },
    async (request) => ({
      status: 'success' as const,
      data: await menu.getFood(request.params.id),
    }),
  );

  app.get(
    '/categories',
    { schema: { response: { 200: categoryListResponseSchema } } },
    async () => ({ status: 'success' as const, data: await menu.listCategoriesWithFoods() }),
  );

  app.get(
    '/categories/:id/foods',
    { schema: { params: idParamSchema, response: { 200: categoryFoodsResponseSchema } } },
    async (request) => ({
      status: 'success' as const,
      ...(await menu.getCategoryFoods(request.params.id)),
    }),
  );
};
