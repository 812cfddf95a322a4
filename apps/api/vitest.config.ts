import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Process crash tests need the built server: `npm run test:crash`.
    exclude: [...configDefaults.exclude, 'test/crash/**'],
    // Each test file starts its own database and runs the migrations.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
