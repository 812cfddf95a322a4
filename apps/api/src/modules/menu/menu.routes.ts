import {
  categoryFoodsResponseSchema,
  categoryListResponseSchema,
  foodListResponseSchema,
  foodResponseSchema,
  idParamSchema,
} from '@dapur/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogCache } from '../../lib/catalog-cache';
import { cachedReplies, catalogSchema } from '../../lib/catalog-reply';
import type { MenuService } from './menu.service';

export interface MenuRoutesOptions {
  menu: MenuService;
  catalog: CatalogCache;
}

/** The public menu: the same for every caller, so each response comes from the catalog cache. */
export const menuRoutes: FastifyPluginAsyncZod<MenuRoutesOptions> = async (
  app,
  { menu, catalog },
) => {
  const { cached, sendKept } = cachedReplies(catalog);

  app.get(
    '/foods',
    {
      schema: {
        summary: 'List the menu',
        operationId: 'listFoods',
        ...catalogSchema(foodListResponseSchema),
      },
      onRequest: sendKept,
    },
    (_request, reply) =>
      cached(reply, 'foods', async () => ({
        status: 'success' as const,
        data: await menu.listFoods(),
      })),
  );

  app.get(
    '/foods/:id',
    {
      schema: {
        summary: 'Get a dish',
        operationId: 'getFood',
        params: idParamSchema,
        ...catalogSchema(foodResponseSchema),
      },
      onRequest: sendKept,
    },
    (request, reply) =>
      cached(reply, `foods/${request.params.id}`, async () => ({
        status: 'success' as const,
        data: await menu.getFood(request.params.id),
      })),
  );

  app.get(
    '/categories',
    {
      schema: {
        summary: 'List the categories with their dishes',
        operationId: 'listCategories',
        ...catalogSchema(categoryListResponseSchema),
      },
      onRequest: sendKept,
    },
    (_request, reply) =>
      cached(reply, 'categories', async () => ({
        status: 'success' as const,
        data: await menu.listCategoriesWithFoods(),
      })),
  );

  app.get(
    '/categories/:id/foods',
    {
      schema: {
        summary: "List a category's dishes",
        operationId: 'listCategoryFoods',
        params: idParamSchema,
        ...catalogSchema(categoryFoodsResponseSchema),
      },
      onRequest: sendKept,
    },
    (request, reply) =>
      cached(reply, `categories/${request.params.id}/foods`, async () => ({
        status: 'success' as const,
        ...(await menu.getCategoryFoods(request.params.id)),
      })),
  );
};
