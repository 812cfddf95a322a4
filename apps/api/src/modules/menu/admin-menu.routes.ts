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
    {
      schema: {
        summary: 'List every dish, sold out and archived ones included',
        operationId: 'adminListFoods',
        ...ownerRequired,
        response: { 200: adminFoodListResponseSchema },
      },
    },
    async () => ({ status: 'success' as const, data: await menu.listFoods() }),
  );

  app.get(
    '/foods/:id',
    {
      schema: {
        summary: 'Get a dish, even a sold out or archived one',
        operationId: 'adminGetFood',
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
        summary: 'Add a dish to the menu',
        operationId: 'adminCreateFood',
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
        summary: 'Update a dish',
        operationId: 'adminUpdateFood',
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
        summary: 'Take a dish off the menu',
        operationId: 'adminDeleteFood',
        description:
          'The dish is archived: off every public list and out of reach of new orders; past orders keep it.',
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
        summary: "Replace a dish's option groups",
        operationId: 'adminSetFoodOptionGroups',
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
    {
      schema: {
        summary: 'List the categories with their dish counts',
        operationId: 'adminListCategories',
        ...ownerRequired,
        response: { 200: adminCategoryListResponseSchema },
      },
    },
    async () => ({ status: 'success' as const, data: await menu.listCategories() }),
  );

  app.get(
    '/categories/:id',
    {
      schema: {
        summary: 'Get a category',
        operationId: 'adminGetCategory',
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
        summary: 'Create a category',
        operationId: 'adminCreateCategory',
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
        summary: 'Update a category',
        operationId: 'adminUpdateCategory',
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
    {
      schema: {
        summary: 'Delete a category',
        operationId: 'adminDeleteCategory',
        description: 'Its dishes stay on the menu, uncategorised.',
        ...ownerRequired,
        params: idParamSchema,
        response: { 200: done },
      },
    },
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
      {
        schema: {
          summary: "Upload a dish's photo",
          operationId: 'adminUploadFoodImage',
          ...upload,
          response: { 200: adminFoodResponseSchema },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await menu.replaceFoodPhoto(request.params.id, await readImageUpload(request)),
      }),
    );

    forms.post(
      '/categories/:id/image',
      {
        schema: {
          summary: "Upload a category's photo",
          operationId: 'adminUploadCategoryImage',
          ...upload,
          response: { 200: adminCategoryResponseSchema },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await menu.replaceCategoryPhoto(request.params.id, await readImageUpload(request)),
      }),
    );
  });
};
