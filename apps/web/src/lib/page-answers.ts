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

/** A page's answers as the server writes them: each API answer's body by its path under /api. */
export type PageAnswers = Record<string, { data?: unknown }>;

/** Puts `answers` into the query cache, where the pages' queries find them. */
export function seedAnswers(client: QueryClient, answers: PageAnswers): void {
  for (const [path, body] of Object.entries(answers)) {
    const query = queryOf(path, body);
    if (query && query[1] !== undefined) client.setQueryData(query[0], query[1]);
  }
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
  let answers: PageAnswers;
  try {
    answers = JSON.parse(text) as PageAnswers;
  } catch {
    return;
  }
  seedAnswers(client, answers);
}
