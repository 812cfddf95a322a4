import { useLayoutEffect } from 'react';
import { restaurant } from '@dapur/shared/restaurant';

/** `Menu — Dapur Bu Ratna`; without a page name, just the restaurant's name. */
export function formatDocumentTitle(page?: string): string {
  return page ? `${page} — ${restaurant.name}` : restaurant.name;
}

export function useDocumentTitle(page?: string): void {
  // Set in the same commit as the page, so the title never lags behind what is shown.
  useLayoutEffect(() => {
    document.title = formatDocumentTitle(page);
  }, [page]);
}
