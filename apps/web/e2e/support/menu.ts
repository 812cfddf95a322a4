import type { APIRequestContext, Page } from '@playwright/test';
import type { CategoryFoodsResponse, Food } from '@dapur/shared/menu';

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

/** A menu card by its dish name, exactly. */
export function foodCard(page: Page, nama: string) {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: nama, exact: true }) });
}

/** How many columns the cards on the page sit in, each card lined up under one of them. */
export async function gridColumns(page: Page): Promise<number> {
  const boxes = await page
    .getByRole('main')
    .getByRole('article')
    .evaluateAll((nodes) =>
      nodes.map((node) => {
        const box = node.getBoundingClientRect();
        return { x: Math.round(box.left), y: Math.round(box.top) };
      }),
    );
  const firstRow = boxes.filter((box) => box.y === boxes[0]?.y);
  const columns = new Set(firstRow.map((box) => box.x)).size;
  if (new Set(boxes.map((box) => box.x)).size !== columns) {
    throw new Error(`cards out of line with the first row's ${columns} columns`);
  }
  return columns;
}
