import {
  adminCategoryListResponseSchema,
  adminCategoryResponseSchema,
  adminFoodListResponseSchema,
  adminFoodResponseSchema,
  categoryFoodsResponseSchema,
  categoryListResponseSchema,
  foodListResponseSchema,
  type AdminFood,
  type CategoryCreateBody,
  type FoodCreateBody,
} from '@dapur/shared';
import { expect } from 'vitest';
import type { App } from '../src/app';
import { call } from './shop';

/** What customers see of a dish: the family's view without `archived`. */
export const publicView = ({ archived: _archived, ...food }: AdminFood) => food;

export async function createFood(app: App, token: string, body: Partial<FoodCreateBody> = {}) {
  const response = await call(app, 'POST', '/api/admin/foods', {
    token,
    payload: { nama: 'Soto Ayam', harga: 18_000, ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return adminFoodResponseSchema.parse(response.json()).data;
}

export async function createCategory(app: App, token: string, body: CategoryCreateBody) {
  const response = await call(app, 'POST', '/api/admin/categories', { token, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return adminCategoryResponseSchema.parse(response.json()).data;
}

export async function adminFoods(app: App, token: string) {
  const response = await call(app, 'GET', '/api/admin/foods', { token });
  expect(response.statusCode, response.body).toBe(200);
  return adminFoodListResponseSchema.parse(response.json()).data;
}

export async function adminCategories(app: App, token: string) {
  const response = await call(app, 'GET', '/api/admin/categories', { token });
  expect(response.statusCode, response.body).toBe(200);
  return adminCategoryListResponseSchema.parse(response.json()).data;
}

/** `GET /api/foods`, as customers see the menu. */
export async function publicFoods(app: App) {
  return foodListResponseSchema.parse((await call(app, 'GET', '/api/foods')).json()).data;
}

/** `GET /api/categories`: each category with its dishes. */
export async function publicCategories(app: App) {
  return categoryListResponseSchema.parse((await call(app, 'GET', '/api/categories')).json()).data;
}

/** `GET /api/categories/{id}/foods`, which must respond with 200. */
export async function foodsOfCategory(app: App, categoryId: number) {
  const response = await call(app, 'GET', `/api/categories/${categoryId}/foods`);
  expect(response.statusCode, response.body).toBe(200);
  return categoryFoodsResponseSchema.parse(response.json()).foods;
}
