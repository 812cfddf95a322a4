import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
    // One test file per core (Vitest's default leaves one core idle: half the speed on two).
    maxWorkers: availableParallelism(),
    // See test/setup.ts: generous waits so a loaded CI machine does not fail a correct app.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/server/**'],
        },
      },
      {
        // What runs in the server (src/entry-server.tsx): in Node, as there.
        extends: true,
        test: { name: 'server', environment: 'node', include: ['test/server/**/*.test.{ts,tsx}'] },
      },
    ],
  },
});
