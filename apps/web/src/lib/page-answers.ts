import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  categoriesQueryKey,
  categoryFoodsQueryKey,
  foodQueryKey,
  foodsQueryKey,
} from './menu-query-keys';
import { restaurantQueryKey } from './restaurant';

/** Where the server writes a public page's catalog answers (apps/api/src/lib/page-hints.ts). */
const PAGE_ANSWERS_ID = 'dapur-answers';

/** The query an answer of the API (by its path under /api) fills, with what its query returns. */
function queryOf(path: string, body: { data?: unknown }): [QueryKey, unknown] | undefined {
  if (path === 'restaurant') return [restaurantQueryKey, body.data];
  if (path === 'foods') return [foodsQueryKey, body.data];
  if (path === 'categories') return [categoriesQueryKey, body.data];
  const food = /^foods\/(\d+)$/.exec(path)?.[1];
  if (food) return [foodQueryKey(Number(food)), body.data];
  const category = /^categories\/(\d+)\/foods$/.exec(path)?.[1];
  if (category) return [categoryFoodsQueryKey(Number(category)), body];
  return undefined;
}

/**
 * The answers the server sent with the page, put into the query cache before the first
 * render: the page shows its menu without asking the API again (decision 037). Fresh for
 * the client's staleTime like any answer; a page without them (or a broken block) asks
 * the API as before.
 */
export function seedPageAnswers(client: QueryClient, doc: Document = document): void {
  const text = doc.getElementById(PAGE_ANSWERS_ID)?.textContent;
  if (!text) return;
  let answers: Record<string, { data?: unknown }>;
  try {
    answers = JSON.parse(text) as typeof answers;
  } catch {
    return;
  }
  for (const [path, body] of Object.entries(answers)) {
    const query = queryOf(path, body);
    if (query && query[1] !== undefined) client.setQueryData(query[0], query[1]);
  }
}
