import { defineConfig } from 'vitest/config';

/**
 * `npm run test:deploy`: the built server twice on one PostgreSQL and one Redis, behind nginx
 * with the configuration in deploy/ (docs/deploy.md).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/deploy/**/*.test.ts'],
    hookTimeout: 60_000,
    testTimeout: 60_000,
  },
});
