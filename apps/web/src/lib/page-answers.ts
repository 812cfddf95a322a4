import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  categoriesQueryKey,
  categoryFoodsQueryKey,
  foodQueryKey,
  foodsQueryKey,
} from './menu-query-keys';
import { restaurantQueryKey } from './restaurant';
import { slotsQueryKeyOf } from './shop-slots';

/** Where the server writes a public page's catalog answers (apps/api/src/lib/page-hints.ts). */
const PAGE_ANSWERS_ID = 'dapur-answers';

/**
 * The shop's status as the page was drawn (the menu's pages show it when the shop is
 * closed): the page may have been kept for a while, so the app takes it as already stale
 * and asks again at once, showing it meanwhile as the server drew it.
 */
const SHOP_STATUS = 'restaurant/slots';

/** The query an answer of the API (by its path under /api) fills, with what its query returns. */
function queryOf(path: string, body: PageAnswer): [QueryKey, unknown] | undefined {
  if (path === 'restaurant') return [restaurantQueryKey, body.data];
  if (path === SHOP_STATUS) {
    return body.meta === undefined
      ? undefined
      : [slotsQueryKeyOf(undefined), { data: body.data, meta: body.meta }];
  }
  if (path === 'foods') return [foodsQueryKey, body.data];
  if (path === 'categories') return [categoriesQueryKey, body.data];
  const food = /^foods\/(\d+)$/.exec(path)?.[1];
  if (food) return [foodQueryKey(Number(food)), body.data];
  const category = /^categories\/(\d+)\/foods$/.exec(path)?.[1];
  if (category) return [categoryFoodsQueryKey(Number(category)), body];
  return undefined;
}

/** An API answer's body, as the API sends it. */
interface PageAnswer {
  data?: unknown;
  meta?: unknown;
}

/** A page's answers as the server writes them: each API answer's body by its path under /api. */
export type PageAnswers = Record<string, PageAnswer>;

/** Puts `answers` into the query cache, where the pages' queries find them. */
export function seedAnswers(client: QueryClient, answers: PageAnswers): void {
  for (const [path, body] of Object.entries(answers)) {
    const query = queryOf(path, body);
    if (query === undefined || query[1] === undefined) continue;
    client.setQueryData(query[0], query[1], path === SHOP_STATUS ? { updatedAt: 0 } : undefined);
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
