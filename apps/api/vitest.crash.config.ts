import { defineConfig } from 'vitest/config';

/** `npm run test:crash`: spawns the built server, kills it and starts it again. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/crash/**/*.test.ts'],
    globalSetup: ['test/crash/global-setup.ts'],
    // Each file runs real servers; side by side they would only starve each other.
    fileParallelism: false,
    hookTimeout: 120_000,
    testTimeout: 120_000,
  },
});
