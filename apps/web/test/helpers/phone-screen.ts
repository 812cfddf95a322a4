import { vi } from 'vitest';

/**
 * A phone-wide screen for the page's media queries (jsdom has no matchMedia, and without it
 * the menu is the spec's grid). Unstubbed after each test (vitest.config: unstubGlobals).
 */
export function onPhone(): void {
  vi.stubGlobal('matchMedia', (query: string): Partial<MediaQueryList> => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
