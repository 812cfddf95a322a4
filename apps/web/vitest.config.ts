import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { preactCompat } from './build/preact-compat';

/** The libraries' ES modules, whose imports of React the aliases reach (a require() they do not). */
const moduleFirst = {
  conditions: ['module', 'node', 'development'],
  mainFields: ['module', 'jsnext:main', 'jsnext', 'main'],
};

export default defineConfig({
  plugins: [react()],
  resolve: { ...moduleFirst, alias: preactCompat },
  // The same for the tests that run in Node (test/server).
  ssr: { resolve: moduleFirst },
  test: {
    // Libraries that import React run through the same aliases, on Preact, as in the build.
    server: {
      deps: {
        inline: [
          /react/,
          /preact/,
          /@radix-ui/,
          /@tanstack/,
          /@testing-library/,
          /@hookform/,
          /@floating-ui/,
        ],
      },
    },
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
        // What runs in the server (src/prerender.tsx): in Node, as there.
        extends: true,
        test: { name: 'server', environment: 'node', include: ['test/server/**/*.test.{ts,tsx}'] },
      },
    ],
  },
});
