import type { APIRequestContext } from '@playwright/test';
import type { CategoryFoodsResponse, Food } from '@dapur/shared';

/** The menu as the running server has it, so specs compare the page against the API. */
export async function fetchFood(request: APIRequestContext, id: number): Promise<Food> {
  const response = await request.get(`/api/foods/${id}`);
  return ((await response.json()) as { data: Food }).data;
}

export async function fetchCategoryFoods(
  request: APIRequestContext,
  id: number,
): Promise<CategoryFoodsResponse> {
  return (await (await request.get(`/api/categories/${id}/foods`)).json()) as CategoryFoodsResponse;
}

/** `Rp 25.000` with a normal or non-breaking space. */
export function rupiah(amount: number): RegExp {
  const digits = amount.toLocaleString('id-ID').replaceAll('.', '\\.');
  return new RegExp(`Rp\\s${digits}(?!\\d)`);
}
