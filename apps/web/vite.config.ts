import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appShell } from './build/app-shell';
import { bundleBudget } from './build/bundle-budget';
import { precompress } from './build/precompress';
import { webAppManifest } from './build/web-app-manifest';

// The API (apps/api) listens on port 3000 and also serves /storage images.
const apiTarget = process.env.DAPUR_API_URL ?? 'http://localhost:3000';

const shell = appShell();

/**
 * `vite build --ssr src/entry-server.tsx`: the server rendering of the public pages
 * (decision 054), one module for Node with every library inside it, in dist/server, beside
 * the browser's build in dist/client, which is all the server serves.
 */
const serverBuild: UserConfig = {
  plugins: [react()],
  build: {
    outDir: 'dist/server',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node20',
    rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
  ssr: { noExternal: true },
};

const browserBuild: UserConfig = {
  plugins: [
    react(),
    tailwindcss(),
    bundleBudget(),
    shell.plugin,
    // The manifest and the service worker (src/service-worker/sw.ts, decision 036). The app
    // registers the worker itself (src/lib/register-service-worker.ts), in production only.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webAppManifest,
      injectManifest: {
        // The manifest and its icons are added by the plugin itself.
        globPatterns: ['index.html', 'assets/*.{js,css}', 'favicon.svg', 'logo.svg'],
        // Only the shell's code: the other pages' chunks are kept when first loaded.
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter(
              (entry) => !entry.url.startsWith('assets/') || shell.isShellAsset(entry.url),
            ),
            warnings: [],
          }),
        ],
      },
    }),
    precompress(),
  ],
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
    outDir: 'dist/client',
    // dist/client/.vite/manifest.json: which chunks each route needs, for the preload hints
    // of a page rendered on the server (src/entry-server.tsx).
    manifest: true,
    emptyOutDir: true,
    assetsDir: 'assets',
    rolldownOptions: {
      // The app, and the first script of a page rendered on the server, which loads the app
      // once the page has painted (src/load-after-paint.ts).
      input: { index: 'index.html', 'load-after-paint': 'src/load-after-paint.ts' },
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie-es|@remix-run)[\\/]/,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => {
  if (isSsrBuild) return serverBuild;
  return browserBuild;
});
