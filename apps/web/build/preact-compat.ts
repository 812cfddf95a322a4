import type { Alias } from 'vite';

/**
 * React's API on Preact (decision 038): the same components, a fifth of the runtime's
 * weight. Used by the browser's build, the server's drawing and the component tests
 * (vitest.config.ts), so what is tested is what ships.
 */
export const preactCompat: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];
