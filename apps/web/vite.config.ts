import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { bundleBudget } from './build/bundle-budget';
import { precompress } from './build/precompress';

// The API (apps/api) listens on port 3000 and also serves /storage images.
const apiTarget = process.env.DAPUR_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), bundleBudget(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/storage': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/storage': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: which chunks each route needs, for the server's preload hints
    // (apps/api/src/lib/page-hints.ts).
    manifest: true,
    emptyOutDir: true,
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
});
