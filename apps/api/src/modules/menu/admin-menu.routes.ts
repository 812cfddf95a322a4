import {
  adminCategoryListResponseSchema,
  adminCategoryResponseSchema,
  adminFoodListResponseSchema,
  adminFoodResponseSchema,
  categoryCreateBodySchema,
  categoryUpdateBodySchema,
  foodCreateBodySchema,
  foodUpdateBodySchema,
  idParamSchema,
  optionGroupsBodySchema,
} from '@dapur/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownerRequired } from '../../plugins/auth';
import { imageUploads, readImageUpload } from '../../plugins/uploads';
import type { AdminMenuService } from './admin-menu.service';

export interface AdminMenuRoutesOptions {
  menu: AdminMenuService;
}

const done = z.object({ status: z.literal('success') });
const upload = { ...ownerRequired, params: idParamSchema, consumes: ['multipart/form-data'] };

/** The family's menu under /admin/foods and /admin/categories. */
export const adminMenuRoutes: FastifyPluginAsyncZod<AdminMenuRoutesOptions> = async (
  app,
  { menu },
) => {
  app.get(
    '/foods',
    { schema: { ...ownerRequired, response: { 200: adminFoodListResponseSchema } } },
    async () => ({ status: 'success' as const, data: await menu.listFoods() }),
  );

  app.get(
    '/foods/:id',
    {
      schema: {
        ...ownerRequired,
        params: idParamSchema,
        response: { 200: adminFoodResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await menu.getFood(request.params.id),
    }),
  );

  app.post(
    '/foods',
    {
      schema: {
        ...ownerRequired,
        body: foodCreateBodySchema,
        response: { 201: adminFoodResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ status: 'success', data: await menu.createFood(request.body) }),
  );

  app.put(
    '/foods/:id',
    {
      schema: {
        ...ownerRequired,
        params: idParamSchema,
        body: foodUpdateBodySchema,
        response: { 200: adminFoodResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await menu.updateFood(request.params.id, request.body),
    }),
  );

  app.delete(
    '/foods/:id',
    {
      schema: {
        ...ownerRequired,
        params: idParamSchema,
        response: { 200: adminFoodResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await menu.archiveFood(request.params.id),
    }),
  );

  app.put(
    '/foods/:id/option-groups',
    {
      schema: {
        ...ownerRequired,
        params: idParamSchema,
        body: optionGroupsBodySchema,
        response: { 200: adminFoodResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await menu.replaceOptionGroups(request.params.id, request.body),
    }),
  );

  app.get(
    '/categories',
    { schema: { ...ownerRequired, response: { 200: adminCategoryListResponseSchema } } },
    async () => ({ status: 'success' as const, data: await menu.listCategories() }),
  );

  app.get(
    '/categories/:id',
    {
      schema: {
        ...ownerRequired,
        params: idParamSchema,
        response: { 200: adminCategoryResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await menu.getCategory(request.params.id),
    }),
  );

  app.post(
    '/categories',
    {
      schema: {
        ...ownerRequired,
        body: categoryCreateBodySchema,
        response: { 201: adminCategoryResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ status: 'success', data: await menu.createCategory(request.body) }),
  );

  app.put(
    '/categories/:id',
    {
      schema: {
        ...ownerRequired,
        params: idParamSchema,
        body: categoryUpdateBodySchema,
        response: { 200: adminCategoryResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await menu.updateCategory(request.params.id, request.body),
    }),
  );

  app.delete(
    '/categories/:id',
    { schema: { ...ownerRequired, params: idParamSchema, response: { 200: done } } },
    async (request) => {
      await menu.deleteCategory(request.params.id);
      return { status: 'success' as const };
    },
  );

  // Photos come as multipart forms, which only these two routes read.
  await app.register(async (scope) => {
    await scope.register(imageUploads);
    const forms = scope.withTypeProvider<ZodTypeProvider>();

    forms.post(
      '/foods/:id/image',
      { schema: { ...upload, response: { 200: adminFoodResponseSchema } } },
      async (request) => ({
        status: 'success' as const,
        data: await menu.replaceFoodPhoto(request.params.id, await readImageUpload(request)),
      }),
    );

    forms.post(
      '/categories/:id/image',
      { schema: { ...upload, response: { 200: adminCategoryResponseSchema } } },
      async (request) => ({
        status: 'success' as const,
        data: await menu.replaceCategoryPhoto(request.params.id, await readImageUpload(request)),
      }),
    );
  });
};
