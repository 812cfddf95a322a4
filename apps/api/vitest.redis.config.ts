import { defineConfig } from 'vitest/config';

/** `npm run test:redis`: what needs a Redis server (TEST_REDIS_URL, default 127.0.0.1:6379). */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/redis/**/*.test.ts'],
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
