import type { DehydratedState } from '@tanstack/react-query';

/**
 * What a page rendered on the server carries for the app that hydrates it: the query
 * cache the page was rendered from (TanStack Query's `dehydrate`), so the first render in
 * the browser is the server's, without asking the API again.
 */
export type PageState = DehydratedState;

/** The template that holds a page's code until it has painted (src/load-after-paint.ts). */
export const PAGE_CODE_ID = 'page-code';

/** The id of the data block that holds it. */
const PAGE_STATE_ID = 'dapur-state';

/**
 * The state as a data block: never run, so the Content-Security-Policy's
 * `script-src 'self'` has nothing to say about it. `<` is written `\u003c` (inside JSON
 * strings, the only place it can be), so a dish's description cannot close the element.
 */
export function pageStateBlock(state: PageState): string {
  const json = JSON.stringify(state).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
}

/** The state the server wrote into this page; undefined for a page the browser renders alone. */
export function readPageState(doc: Document = document): PageState | undefined {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return undefined;
  }
}
