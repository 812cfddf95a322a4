import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Only Node here. The built server (`npm run test:crash`), a Redis server
    // (`npm run test:redis`) and nginx (`npm run test:deploy`) have their own runs;
    // `npm run test:pg` is this suite on PostgreSQL.
    exclude: [...configDefaults.exclude, 'test/crash/**', 'test/redis/**', 'test/deploy/**'],
    // Each test file starts its own database and runs the migrations.
    // One test file per core (Vitest's default leaves one core idle: half the speed on two).
    maxWorkers: availableParallelism(),
    // Files share their worker's modules (Fastify, drizzle, PGlite's WebAssembly): each test file
    // still has its own app and database (helper.ts); src/ keeps in modules only caches and
    // the request-id count. Importing everything again per file took a quarter of the time.
    isolate: false,
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
