import { defineConfig } from 'vitest/config';

/** Tests that read the whole repository (docs against tests), not one workspace. */
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    environment: 'node',
    include: ['**/*.test.ts'],
  },
});
