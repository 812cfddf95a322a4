// The customer pages measured, as a visitor first opens them.

export const PAGES = [
  { name: '/', path: () => '/' },
  { name: '/foods', path: () => '/foods' },
  { name: '/foods/{id}', path: (foodId: number) => `/foods/${foodId}` },
  { name: '/categories', path: () => '/categories' },
  { name: '/about', path: () => '/about' },
] as const;

export type PageName = (typeof PAGES)[number]['name'];

/** A dish of the demo menu, as the shop lists it: the detail page measured is a real one. */
export async function firstDemoFoodId(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/foods`);
  const body = (await response.json()) as { data?: { id: number }[] };
  const id = body.data?.[0]?.id;
  if (!response.ok || id === undefined) {
    throw new Error(`GET /api/foods answered ${response.status} without a dish`);
  }
  return id;
}

export function pagePath(name: PageName, foodId: number): string {
  const page = PAGES.find((candidate) => candidate.name === name);
  if (!page) throw new Error(`Unknown page ${name}`);
  return page.path(foodId);
}
