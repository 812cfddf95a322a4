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
 * `vite build --ssr src/prerender.tsx`: the public pages' server-side drawing (decision 041),
 * one module for Node with every library inside it, apart from the browser's build.
 */
const prerenderBuild: UserConfig = {
  plugins: [react()],
  build: {
    outDir: 'dist/.prerender',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node20',
    rolldownOptions: { output: { entryFileNames: 'prerender.js' } },
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
    outDir: 'dist',
    // dist/.vite/manifest.json: which chunks each route needs, for the server's preload hints
    // (apps/api/src/lib/page-hints.ts).
    manifest: true,
    emptyOutDir: true,
    assetsDir: 'assets',
    rolldownOptions: {
      // The app, and the first script of a page the server drew, which loads the app after
      // the page's first paint (decision 042).
      input: { index: 'index.html', 'start-after-paint': 'src/start-after-paint.ts' },
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
  if (isSsrBuild) return prerenderBuild;
  return browserBuild;
});
